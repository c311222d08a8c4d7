import { css } from "@emotion/react";
import { graphql } from "gatsby";
import type { CSSProperties } from "react";
import { theme } from "../../../content-model/theme";
import { caseStudyPath } from "../../../shared/routes";
import { fillTemplate } from "../ui/fill-template";
import { Link } from "../ui/link";
import { visuallyHidden } from "../ui/visually-hidden";

export type CaseStudyCardData = {
  readonly slug: string;
  readonly title: string;
  readonly client: string;
  readonly sector: string;
  readonly size: string;
  readonly summary: string;
  readonly color: string;
  readonly results: readonly { readonly value: string; readonly label: string }[];
};
export type CaseStudyCardLabels = { readonly cardLinkLabel: string; readonly cardLinkHidden: string };

const cardCss = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  padding: ${theme.space[6]};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-left: 4px solid var(--accent);
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.sm};
`;
const sectorCss = css`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.semibold};
  color: ${theme.colors.muted};
  text-transform: uppercase;
  letter-spacing: 0.05em;
`;
const titleCss = css`
  font-size: ${theme.fontSizes.xl};
  margin: 0;
`;
const clientCss = css`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.muted};
`;
const resultCss = css`
  margin: 0;
  display: flex;
  gap: ${theme.space[2]};
  align-items: baseline;
  & strong {
    font-size: ${theme.fontSizes.xl};
    color: ${theme.colors.primaryDark};
  }
`;
const linkCss = css`
  margin-top: auto;
  font-weight: ${theme.fontWeights.semibold};
  display: inline-flex;
  align-items: center;
  min-height: ${theme.sizes.target};
`;

/**
 * A case study in a list (the case studies page, a service page): its sector, title, client, the
 * summary, its first measured result and a link to the page.
 */
export function CaseStudyCard({
  study,
  labels,
  headingLevel = 2,
}: {
  study: CaseStudyCardData;
  labels: CaseStudyCardLabels;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 3 ? "h3" : "h2";
  const [result] = study.results;
  return (
    <li css={cardCss} style={{ "--accent": study.color } as CSSProperties}>
      <p css={sectorCss}>{study.sector}</p>
      <Heading css={titleCss}>{study.title}</Heading>
      <p css={clientCss}>
        {study.client} · {study.size}
      </p>
      <p
        css={css`
          margin: 0;
        `}
      >
        {study.summary}
      </p>
      {result && (
        <p css={resultCss}>
          <strong>{result.value}</strong> <span>{result.label}</span>
        </p>
      )}
      <Link to={caseStudyPath(study.slug)} css={linkCss}>
        {labels.cardLinkLabel}
        <span css={visuallyHidden}> {fillTemplate(labels.cardLinkHidden, { title: study.title })}</span>
      </Link>
    </li>
  );
}

export const query = graphql`
  fragment CaseStudyCardFields on CaseStudy {
    slug
    title
    client
    sector
    size
    summary
    color
    results {
      value
      label
    }
  }
  fragment CaseStudyCardLabels on CaseStudyPagesContent {
    cardLinkLabel
    cardLinkHidden
  }
`;
