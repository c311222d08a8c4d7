import { css, useTheme } from "@emotion/react";

type Props = { items: readonly string[]; label?: string };

/** A wrapped list of short items shown as chips (technologies, skills). */
export function TagList({ items, label }: Props) {
  const theme = useTheme();
  return (
    <ul
      aria-label={label}
      css={css`
        list-style: none;
        margin: 0;
        padding: 0;
        display: flex;
        flex-wrap: wrap;
        gap: ${theme.space[3]};
      `}
    >
      {items.map((item) => (
        <li
          key={item}
          css={css`
            padding: ${theme.space[2]} ${theme.space[4]};
            border: 1px solid ${theme.colors.border};
            border-radius: ${theme.radii.pill};
            background: ${theme.colors.surface};
            font-weight: ${theme.fontWeights.medium};
            box-shadow: ${theme.shadows.sm};
          `}
        >
          {item}
        </li>
      ))}
    </ul>
  );
}
