import { css } from "@emotion/react";
import { theme } from "../../styles/theme";

type Props = { items: readonly string[]; label?: string };

const listCss = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
`;
const tagCss = css`
  padding: ${theme.space[2]} ${theme.space[4]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.surface};
  font-weight: ${theme.fontWeights.medium};
  box-shadow: ${theme.shadows.sm};
`;

/** A wrapped list of short items shown as chips (technologies, skills). */
export function TagList({ items, label }: Props) {
  return (
    <ul aria-label={label} css={listCss}>
      {items.map((item) => (
        <li key={item} css={tagCss}>
          {item}
        </li>
      ))}
    </ul>
  );
}
