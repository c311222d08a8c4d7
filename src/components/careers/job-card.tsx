import { css } from "@emotion/react";
import type { CSSProperties } from "react";
import { staticContent } from "gatsby-plugin-islands";
import { Link } from "../ui/link";
import { buttonCss } from "../ui/button-link";
import { fillTemplate } from "../ui/fill-template";
import { Icon } from "../ui/icon";
import { VisuallyHidden } from "../ui/visually-hidden";
import type { ItemProps } from "../../hooks/use-hovered-id";
import { theme } from "../../../content-model/theme";
import { applyPath, jobPath } from "../../../shared/routes";

export type JobSummary = {
  readonly slug: string;
  readonly title: string;
  readonly department: { readonly name: string };
  readonly type: string;
  readonly location: { readonly name: string };
  readonly experience: string;
  readonly salary: string;
  readonly description: string;
  readonly color: string;
};
/** The two links' texts; the `…Hidden` ones ("about {title}", "for {title}") are read by screen readers only. */
export type JobCardLabels = {
  readonly learnMoreLabel: string;
  readonly learnMoreHidden: string;
  readonly applyLabel: string;
  readonly applyHidden: string;
};
type Props = {
  job: JobSummary;
  labels: JobCardLabels;
  experienceText: string;
  hovered: boolean;
  /** The list's pointer and focus wiring for this card (useHoveredId); none in the editor's preview. */
  handlers?: ItemProps;
};

// Made once: the job's colour reaches the border through a custom property, hovering through
// data-hovered, so that every render passes Emotion the same ready objects.
// A column whose description takes the spare height: the facts and buttons of cards in one row line up.
const cardCss = css`
  display: flex;
  flex-direction: column;
  padding: ${theme.space[6]};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-inline-start: 6px solid var(--accent);
  box-shadow: ${theme.shadows.sm};
  transition: box-shadow ${theme.transitions.normal};
  &[data-hovered] {
    box-shadow: ${theme.shadows.lg};
  }
`;
const departmentCss = css`
  margin: 0 0 ${theme.space[2]};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.semibold};
  color: ${theme.colors.primaryDark};
`;
const titleCss = css`
  font-size: ${theme.fontSizes.xl};
  margin-bottom: ${theme.space[2]};
`;
const descriptionCss = css`
  flex: 1;
  color: ${theme.colors.muted};
`;
const metaListCss = css`
  list-style: none;
  margin: 0 0 ${theme.space[4]};
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]} ${theme.space[4]};
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.sm};
`;
const meta = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1]};
`;
const actionsCss = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
`;

/**
 * One open position with links to its description and its application form. Only the card's
 * highlight changes once it is shown: its content is static (staticContent), so the careers
 * list's island hydrates eight elements, not the 180 inside them (its first tap on a phone).
 */
export function JobCard({ job, labels, experienceText, hovered, handlers }: Props) {
  const hidden = (template: string) => (
    <VisuallyHidden>{` ${fillTemplate(template, { title: job.title })}`}</VisuallyHidden>
  );
  return (
    <li
      data-hovered={hovered || undefined}
      {...handlers}
      css={cardCss}
      style={{ "--accent": job.color } as CSSProperties}
      {...staticContent(
        `job-${job.slug}`,
        <>
          <p css={departmentCss}>{job.department.name}</p>
          <h3 css={titleCss}>{job.title}</h3>
          <p css={descriptionCss}>{job.description}</p>
          <ul css={metaListCss}>
            <li css={meta}>
              <Icon name="clock" size={16} />
              {job.type}
            </li>
            <li css={meta}>
              <Icon name="pin" size={16} />
              {job.location.name}
            </li>
            <li css={meta}>
              <Icon name="star" size={16} />
              {experienceText}
            </li>
            <li css={meta}>
              <Icon name="banknote" size={16} />
              {job.salary}
            </li>
          </ul>
          <div css={actionsCss}>
            <Link to={jobPath(job.slug)} css={buttonCss.secondary}>
              {labels.learnMoreLabel}
              {hidden(labels.learnMoreHidden)}
            </Link>
            <Link to={applyPath(job.slug)} css={buttonCss.primary}>
              {labels.applyLabel}
              {hidden(labels.applyHidden)}
            </Link>
          </div>
        </>,
      )}
    />
  );
}
