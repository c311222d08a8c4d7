import { useCallback, useEffect, useMemo, useState } from "react";
import { EVENTS, track } from "../analytics/consent";

/** The query parameter that carries the chosen department, e.g. `/careers/?department=Design`. */
export const DEPARTMENT_PARAM = "department";

type Options = { departments: readonly string[]; allLabel: string };

/** The department a URL query asks for; absent or unknown values mean "all departments". */
export function departmentFromSearch(search: string, { departments, allLabel }: Options): string {
  const wanted = new URLSearchParams(search).get(DEPARTMENT_PARAM)?.trim().toLowerCase();
  return departments.find((department) => department.toLowerCase() === wanted) ?? allLabel;
}

/** The same URL with the department in its query, or without the parameter for "all". */
export function searchWithDepartment(search: string, department: string, allLabel: string): string {
  const params = new URLSearchParams(search);
  if (department === allLabel) params.delete(DEPARTMENT_PARAM);
  else params.set(DEPARTMENT_PARAM, department);
  const query = params.toString();
  return query ? `?${query}` : "";
}

/**
 * The careers department filter: "all" first, then every department; the choice is kept in the
 * URL (replacing the history entry, so Back leaves the page rather than stepping through filters).
 */
export function useDepartmentFilter<T extends { readonly department: { readonly name: string } }>(
  jobs: readonly T[],
  options: Options,
) {
  const { departments, allLabel } = options;
  const [selected, setSelected] = useState(allLabel);

  // The HTML is built with every position listed; the URL's choice is applied after hydration so
  // that the first client render matches the server's and React does not warn about a mismatch.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- deliberate, after hydration (above).
    setSelected(departmentFromSearch(window.location.search, options));
    // Only on arrival: later changes come from `choose`, which already knows the value.
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  const choose = useCallback(
    (department: string) => {
      setSelected(department);
      track(EVENTS.careersFilter, { department });
      const { pathname, search, hash } = window.location;
      window.history.replaceState(
        window.history.state,
        "",
        `${pathname}${searchWithDepartment(search, department, allLabel)}${hash}`,
      );
    },
    [allLabel],
  );

  const choices = useMemo(() => [allLabel, ...departments], [allLabel, departments]);
  const visible = useMemo(
    () => (selected === allLabel ? jobs : jobs.filter((job) => job.department.name === selected)),
    [jobs, selected, allLabel],
  );

  return { choices, selected, choose, visible };
}
