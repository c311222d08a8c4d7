import { useDepartmentFilter } from "../../hooks/use-department-filter";
import { useOpenToday } from "../../hooks/use-open-today";
import { Section } from "../ui/section";
import { DepartmentFilter } from "./department-filter";
import type { JobSummary } from "./job-card";
import { JobList } from "./job-list";
import type { PublicationWindow } from "../../../shared/publication";

type Labels = Parameters<typeof JobList>[0]["labels"] & {
  readonly positionsHeading: string;
  readonly filterLabel: string;
  readonly allLabel: string;
};
type Props = { jobs: readonly (JobSummary & PublicationWindow)[]; departments: readonly string[]; labels: Labels };

/** The department filter and the positions still open that it lets through (the choice is kept in the URL). */
export function OpenPositions({ jobs, departments, labels }: Props) {
  const filter = useDepartmentFilter(useOpenToday(jobs), { departments, allLabel: labels.allLabel });
  return (
    <Section heading={labels.positionsHeading}>
      <DepartmentFilter
        label={labels.filterLabel}
        choices={filter.choices}
        selected={filter.selected}
        onChoose={filter.choose}
      />
      <JobList jobs={filter.visible} labels={labels} />
    </Section>
  );
}
