import { css } from "@emotion/react";
import { columnsUpTo, theme } from "../../../content-model/theme";

type Result = { readonly value: string; readonly label: string; readonly measure: string };

const listCss = css`
  margin: 0;
  display: grid;
  gap: ${theme.space[4]};
  grid-template-columns: ${columnsUpTo(3, "15rem", theme.space[4])};
`;
const itemCss = css`
  display: flex;
  flex-direction: column;
  padding: ${theme.space[5]};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
`;
// Drawn above its label, read after it: "Faster Task Completion: 70%".
const valueCss = css`
  order: -1;
  margin: 0;
  font-size: ${theme.fontSizes["3xl"]};
  font-weight: ${theme.fontWeights.bold};
  line-height: ${theme.lineHeights.tight};
  color: ${theme.colors.primaryDark};
`;
const labelCss = css`
  font-weight: ${theme.fontWeights.semibold};
  margin: ${theme.space[1]} 0 ${theme.space[3]};
`;
const measureCss = css`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.muted};
`;

/**
 * A case study's measured results: each figure, what it measures, and how it was measured, so a
 * reader can judge the figure. A description list: "Faster Task Completion: 70%", then the method.
 */
export function ResultList({ results }: { results: readonly Result[] }) {
  return (
    <dl css={listCss}>
      {results.map((result) => (
        <div key={result.label} css={itemCss}>
          <dt css={labelCss}>{result.label}</dt>
          <dd css={valueCss}>{result.value}</dd>
          <dd css={measureCss}>{result.measure}</dd>
        </div>
      ))}
    </dl>
  );
}
