import { css, useTheme } from "@emotion/react";
import type { ReactNode } from "react";
import { fillTemplateNodes } from "../ui/fill-template";
import { Icon } from "../ui/icon";

type Props = {
  experienceText: string;
  compensationNote: string;
  salary: string;
  locationSummary: string;
  /** From data/careers.json `datesText`: "Posted {posted}; applications open until {validThrough}." */
  datesText: string;
  datePosted: { iso: string; text: string };
  validThrough: { iso: string; text: string };
  /** Shown between the figures and the dates: the job page's Apply link, within a phone's first screen. */
  action?: ReactNode;
};

/**
 * Beside the job's text: experience, pay, where the work is done and the posting's dates. The job's
 * structured data states these same facts, and search engines require them to be visible.
 */
export function JobFacts({
  experienceText,
  compensationNote,
  salary,
  locationSummary,
  datesText,
  datePosted,
  validThrough,
  action,
}: Props) {
  const theme = useTheme();
  const fact = css`
    display: inline-flex;
    align-items: center;
    gap: ${theme.space[2]};
    padding: ${theme.space[2]} ${theme.space[4]};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.surface};
    box-shadow: ${theme.shadows.sm};
  `;
  return (
    <>
      <ul
        css={css`
          list-style: none;
          margin: 0;
          padding: 0;
          display: flex;
          flex-wrap: wrap;
          gap: ${theme.space[3]};
        `}
      >
        <li css={fact}>
          <Icon name="star" size={20} />
          {experienceText}
        </li>
        <li css={fact}>
          <Icon name="banknote" size={20} />
          <span>
            <strong>{compensationNote}</strong>: {salary}
          </span>
        </li>
      </ul>
      {action}
      <p
        css={css`
          margin: 0;
          color: ${theme.colors.muted};
        `}
      >
        {`${locationSummary} `}
        {fillTemplateNodes(datesText, {
          posted: <time dateTime={datePosted.iso}>{datePosted.text}</time>,
          validThrough: <time dateTime={validThrough.iso}>{validThrough.text}</time>,
        })}
      </p>
    </>
  );
}
