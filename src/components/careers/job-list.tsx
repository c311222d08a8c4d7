import { css } from "@emotion/react";
import { mq, theme } from "../../../content-model/theme";
import { useHoveredId } from "../../hooks/use-hovered-id";
import { fillTemplate } from "../ui/fill-template";
import { JobCard, type JobCardLabels, type JobSummary } from "./job-card";

type Labels = JobCardLabels & {
  readonly resultsOne: string;
  readonly resultsOther: string;
  readonly emptyTitle: string;
  readonly emptyText: string;
  readonly experienceLabel: string;
};
type Props = { jobs: readonly JobSummary[]; labels: Labels };

/** The filtered positions, with their number announced politely, or the empty state. */
const countCss = css`
  color: ${theme.colors.muted};
`;
const emptyCss = css`
  text-align: center;
  padding: ${theme.space[12]} ${theme.space[4]};
  border: 2px dashed ${theme.colors.border};
  border-radius: ${theme.radii.lg};
`;
const emptyTextCss = css`
  margin: 0;
  color: ${theme.colors.muted};
`;
const listCss = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space[4]};
  ${mq("lg")} {
    grid-template-columns: repeat(2, 1fr);
  }
`;

export function JobList({ jobs, labels }: Props) {
  const { hoveredId, itemProps } = useHoveredId<string>();
  const count = jobs.length;
  return (
    <>
      <p role="status" css={countCss}>
        {fillTemplate(count === 1 ? labels.resultsOne : labels.resultsOther, { count })}
      </p>
      {count === 0 ? (
        <div css={emptyCss}>
          <h3>{labels.emptyTitle}</h3>
          <p css={emptyTextCss}>{labels.emptyText}</p>
        </div>
      ) : (
        <ul css={listCss}>
          {jobs.map((job) => (
            <JobCard
              key={job.slug}
              job={job}
              labels={labels}
              experienceText={fillTemplate(labels.experienceLabel, { experience: job.experience })}
              hovered={hoveredId === job.slug}
              handlers={itemProps(job.slug)}
            />
          ))}
        </ul>
      )}
    </>
  );
}
