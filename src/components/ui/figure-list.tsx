import { css, useTheme } from "@emotion/react";
import { columnsUpTo } from "../../../content-model/theme";
import { Link } from "./link";

/** A figure, and for a measured result the case study it comes from (its page's address and title). */
type Figure = {
  readonly value: string;
  readonly label: string;
  readonly source?: { readonly to: string; readonly title: string } | null;
};
type Props = { figures: readonly Figure[]; tone?: "light" | "dark"; sourceLabel?: string };

/**
 * Key figures (a value and what it measures) as a description list; the value is shown first and
 * large, and a screen reader reads "Projects Delivered: 100+". A measured result names the case
 * study it comes from, linked, under its label.
 */
export function FigureList({ figures, tone = "light", sourceLabel }: Props) {
  const theme = useTheme();
  const dark = tone === "dark";
  return (
    <dl
      css={css`
        margin: 0;
        display: grid;
        gap: ${theme.space[4]};
        grid-template-columns: ${columnsUpTo(Math.min(figures.length, 4), "8rem", theme.space[4])};
      `}
    >
      {figures.map((figure) => (
        <div
          key={figure.label}
          css={css`
            display: flex;
            flex-direction: column-reverse;
            justify-content: flex-end;
            padding: ${theme.space[5]};
            border-radius: ${theme.radii.lg};
            background: ${dark ? "rgba(255, 255, 255, 0.08)" : theme.colors.surface};
            border: 1px solid ${dark ? "rgba(255, 255, 255, 0.2)" : theme.colors.border};
          `}
        >
          <dt
            css={css`
              color: ${dark ? theme.colors.inverseMuted : theme.colors.muted};
              font-weight: ${theme.fontWeights.medium};
            `}
          >
            {figure.label}
          </dt>
          <dd
            css={css`
              margin: 0 0 ${theme.space[1]};
              font-size: ${theme.fontSizes["3xl"]};
              font-weight: ${theme.fontWeights.bold};
              line-height: ${theme.lineHeights.tight};
              color: ${dark ? theme.colors.inverse : theme.colors.primaryDark};
            `}
          >
            {figure.value}
          </dd>
          {figure.source && (
            <dd
              css={css`
                order: -1;
                margin: ${theme.space[3]} 0 0;
                font-size: ${theme.fontSizes.sm};
                color: ${dark ? theme.colors.inverseMuted : theme.colors.muted};
              `}
            >
              {sourceLabel} <Link to={figure.source.to}>{figure.source.title}</Link>
            </dd>
          )}
        </div>
      ))}
    </dl>
  );
}
