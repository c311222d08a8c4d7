import { css } from "@emotion/react";
import { columnsUpTo, theme } from "../../../content-model/theme";
import { fillTemplate } from "../ui/fill-template";

type Props = { stats: readonly { readonly value: string; readonly label: string }[]; openPositions: number };

// Made once, as the module runs: the islands' browser bundle is handed these from the build (no CSS runtime).
const statsCss = css`
  display: grid;
  grid-template-columns: ${columnsUpTo(4, "8rem", theme.space[4])};
  gap: ${theme.space[4]};
  margin: ${theme.space[8]} 0 0;
`;
const statCss = css`
  display: flex;
  flex-direction: column-reverse;
  padding: ${theme.space[4]};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.sm};
`;
const labelCss = css`
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.sm};
`;
const valueCss = css`
  margin: 0;
  font-size: ${theme.fontSizes["3xl"]};
  font-weight: ${theme.fontWeights.bold};
  color: ${theme.colors.primary};
`;

/** The hero figures; "{openPositions}" in data is the number of published jobs. */
export function CareersStats({ stats, openPositions }: Props) {
  return (
    <dl css={statsCss}>
      {stats.map((stat) => (
        <div key={stat.label} css={statCss}>
          <dt css={labelCss}>{stat.label}</dt>
          <dd css={valueCss}>{fillTemplate(stat.value, { openPositions })}</dd>
        </div>
      ))}
    </dl>
  );
}
