import { css } from "@emotion/react";
import type { ReactNode } from "react";
import { theme } from "../../../content-model/theme";
import { servicePath } from "../../../shared/routes";
import { Link } from "../ui/link";
import { Section } from "../ui/section";
import { TagList } from "../ui/tag-list";
import { ResultList } from "./result-list";

type Texts = {
  readonly problemHeading: string;
  readonly builtHeading: string;
  readonly resultsHeading: string;
  readonly servicesHeading: string;
  readonly technologiesHeading: string;
};
type Study = {
  readonly problem: readonly string[];
  readonly built: readonly string[];
  readonly services: readonly { readonly slug: string; readonly title: string }[];
  readonly technologies: readonly string[];
  readonly results: readonly { readonly value: string; readonly label: string; readonly measure: string }[];
};

const proseCss = css`
  max-width: ${theme.sizes.prose};
`;
const groupHeadingCss = css`
  font-size: ${theme.fontSizes.lg};
  margin: ${theme.space[8]} 0 ${theme.space[3]};
`;
const serviceLinksCss = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]} ${theme.space[6]};
  & a {
    display: inline-flex;
    align-items: center;
    min-height: ${theme.sizes.target};
    font-weight: ${theme.fontWeights.semibold};
  }
`;

const Paragraphs = ({ texts }: { texts: readonly string[] }) => (
  <div css={proseCss}>
    {texts.map((paragraph) => (
      <p key={paragraph}>{paragraph}</p>
    ))}
  </div>
);

/** A case study's sections: the problem, what was built (with its services and technologies), the measured results. */
export function CaseStudyBody({ study, texts, after }: { study: Study; texts: Texts; after?: ReactNode }) {
  return (
    <>
      <Section heading={texts.problemHeading}>
        <Paragraphs texts={study.problem} />
      </Section>
      <Section heading={texts.builtHeading} tone="alt">
        <Paragraphs texts={study.built} />
        <h3 css={groupHeadingCss}>{texts.servicesHeading}</h3>
        <ul css={serviceLinksCss}>
          {study.services.map((service) => (
            <li key={service.slug}>
              <Link to={servicePath(service.slug)}>{service.title}</Link>
            </li>
          ))}
        </ul>
        <h3 css={groupHeadingCss}>{texts.technologiesHeading}</h3>
        <TagList items={study.technologies} />
      </Section>
      <Section heading={texts.resultsHeading}>
        <ResultList results={study.results} />
      </Section>
      {after}
    </>
  );
}
