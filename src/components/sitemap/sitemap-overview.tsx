import { css, useTheme } from "@emotion/react";
import { Section } from "../ui/section";

type Props = { heading: string; figures: readonly { value: string; label: string }[] };

/** The sitemap's overview figures (counts computed from the data by the page). */
export function SitemapOverview({ heading, figures }: Props) {
  const theme = useTheme();
  return (
    <Section heading={heading} tone="alt">
      <dl css={css`display: grid; gap: ${theme.space[4]}; grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr)); margin: 0;`}>
        {figures.map((figure) => (
          <div key={figure.label} css={css`display: flex; flex-direction: column-reverse; padding: ${theme.space[6]}; background: ${theme.colors.surface}; border-radius: ${theme.radii.md}; box-shadow: ${theme.shadows.sm}; text-align: center;`}>
            <dt css={css`color: ${theme.colors.muted};`}>{figure.label}</dt>
            <dd css={css`margin: 0; font-size: ${theme.fontSizes["3xl"]}; font-weight: ${theme.fontWeights.bold}; color: ${theme.colors.primaryDark};`}>{figure.value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
