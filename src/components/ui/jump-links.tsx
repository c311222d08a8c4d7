import { css } from "@emotion/react";
import { theme } from "../../../content-model/theme";

type Props = { label: string; links: readonly { readonly href: string; readonly label: string }[] };

const listCss = css`
  list-style: none;
  margin: ${theme.space[6]} 0 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
`;
const linkCss = css`
  display: inline-flex;
  align-items: center;
  min-height: ${theme.sizes.target};
  padding: ${theme.space[1]} ${theme.space[3]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.surface};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.medium};
  text-decoration: none;
  &:hover {
    border-color: ${theme.colors.primary};
  }
`;

/** A compact index of a long page: one link per part, to its anchor (for pages longer than six phone screens). */
export function JumpLinks({ label, links }: Props) {
  return (
    <nav aria-label={label}>
      <ul css={listCss}>
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} css={linkCss}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
