import { css, useTheme } from "@emotion/react";
import { Link } from "../ui/link";
import type { ReactNode } from "react";
import { theme as tokens } from "../../../content-model/theme";

/** The footer's link colours, also worn by the one button among its links (Cookie settings). */
export const footerLinkCss = css`
  color: ${tokens.colors.inverseMuted};
  &:hover {
    color: ${tokens.colors.inverse};
  }
`;
const itemCss = css`
  margin-bottom: ${tokens.space[2]};
`;

type Props = { heading: string; links: readonly { label: string; to: string }[]; children?: ReactNode };

/** A titled list of internal links in the footer; `children`, when given, is one more item after them. */
export function FooterLinks({ heading, links, children }: Props) {
  const theme = useTheme();
  return (
    <nav aria-label={heading}>
      <h2
        css={css`
          font-size: ${theme.fontSizes.md};
          color: ${theme.colors.inverse};
        `}
      >
        {heading}
      </h2>
      <ul
        css={css`
          list-style: none;
          margin: 0;
          padding: 0;
        `}
      >
        {links.map((link) => (
          <li key={link.to} css={itemCss}>
            <Link to={link.to} css={footerLinkCss}>
              {link.label}
            </Link>
          </li>
        ))}
        {children && <li css={itemCss}>{children}</li>}
      </ul>
    </nav>
  );
}
