import { act, renderHook } from "@testing-library/react";
import { track } from "../../src/analytics/consent";
import { departmentFromSearch, searchWithDepartment, useDepartmentFilter } from "../../src/hooks/use-department-filter";
import { allJobs, careersContent, departmentNames, jobsIn } from "../helpers/careers-data";

const options = { departments: departmentNames, allLabel: careersContent.allLabel };
const setUrl = (url: string) => window.history.replaceState(null, "", url);

jest.mock("../../src/analytics/consent", () => ({
  ...jest.requireActual("../../src/analytics/consent"),
  track: jest.fn(),
}));

beforeEach(() => {
  setUrl("/careers/");
  jest.mocked(track).mockClear();
});

describe("useDepartmentFilter", () => {
  it("offers All, then the departments in data/departments.json order, with All chosen", () => {
    const { result } = renderHook(() => useDepartmentFilter(allJobs, options));
    expect(result.current.choices).toEqual(["All", "Engineering", "Design", "Data Science", "Operations", "Sales"]);
    expect(result.current.selected).toBe("All");
    expect(result.current.visible).toHaveLength(allJobs.length);
  });

  it.each(departmentNames)("shows only the positions of %s", (department) => {
    const { result } = renderHook(() => useDepartmentFilter(allJobs, options));
    act(() => result.current.choose(department));
    expect(result.current.visible).toEqual(jobsIn(department));
    expect(result.current.visible.every((job) => job.department.name === department)).toBe(true);
  });

  it("hands one careers_filter_used event with the department to the consent gate per choice, none for a department read from the URL", () => {
    setUrl("/careers/?department=Sales");
    const { result } = renderHook(() => useDepartmentFilter(allJobs, options));
    expect(track).not.toHaveBeenCalled();
    act(() => result.current.choose("Design"));
    expect(track).toHaveBeenCalledTimes(1);
    expect(track).toHaveBeenCalledWith("careers_filter_used", { department: "Design" });
  });

  it("has no positions in Operations", () => {
    expect(jobsIn("Operations")).toHaveLength(0);
  });

  it("reads ?department=Design from the URL once mounted", () => {
    setUrl("/careers/?department=Design");
    const { result } = renderHook(() => useDepartmentFilter(allJobs, options));
    expect(result.current.selected).toBe("Design");
    expect(result.current.visible).toEqual(jobsIn("Design"));
  });

  it("writes the choice to the URL without adding a history entry, and All removes it", () => {
    const length = window.history.length;
    const { result } = renderHook(() => useDepartmentFilter(allJobs, options));
    act(() => result.current.choose("Data Science"));
    expect(window.location.search).toBe("?department=Data+Science");
    expect(new URLSearchParams(window.location.search).get("department")).toBe("Data Science");
    act(() => result.current.choose("All"));
    expect(window.location.search).toBe("");
    expect(window.location.pathname).toBe("/careers/");
    expect(window.history.length).toBe(length);
  });

  it("falls back to All for a department that does not exist", () => {
    setUrl("/careers/?department=Marketing");
    const { result } = renderHook(() => useDepartmentFilter(allJobs, options));
    expect(result.current.selected).toBe("All");
  });
});

describe("URL helpers", () => {
  it("match departments case-insensitively and keep other query parameters", () => {
    expect(departmentFromSearch("?department=data%20science", options)).toBe("Data Science");
    expect(departmentFromSearch("", options)).toBe("All");
    expect(searchWithDepartment("?utm_source=x", "Sales", "All")).toBe("?utm_source=x&department=Sales");
    expect(searchWithDepartment("?utm_source=x&department=Sales", "All", "All")).toBe("?utm_source=x");
  });
});
