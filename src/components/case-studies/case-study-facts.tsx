import { css } from "@emotion/react";
import { columnsUpTo, theme } from "../../../content-model/theme";

type Fact = { readonly label: string; readonly value: string };

const listCss = css`
  margin: ${theme.space[6]} 0 0;
  display: grid;
  gap: ${theme.space[3]} ${theme.space[6]};
  grid-template-columns: ${columnsUpTo(3, "9rem", theme.space[6])};
`;
const termCss = css`
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.muted};
`;
const valueCss = css`
  margin: 0;
  font-weight: ${theme.fontWeights.semibold};
`;

/** Who the client is and the project's frame (client, sector, size and place, year, duration), under the title. */
export function CaseStudyFacts({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl css={listCss}>
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt css={termCss}>{fact.label}</dt>
          <dd css={valueCss}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
