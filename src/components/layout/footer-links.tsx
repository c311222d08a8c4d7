import { css, useTheme } from "@emotion/react";
import { Link } from "gatsby";
import type { ReactNode } from "react";

type Props = { heading: string; links: readonly { label: string; to: string }[]; children?: ReactNode };

/** A titled list of internal links in the footer; `children`, when given, is one more item after them. */
export function FooterLinks({ heading, links, children }: Props) {
  const theme = useTheme();
  return (
    <nav aria-label={heading}>
      <h2 css={css`font-size: ${theme.fontSizes.md}; color: ${theme.colors.inverse};`}>{heading}</h2>
      <ul css={css`list-style: none; margin: 0; padding: 0;`}>
        {links.map((link) => (
          <li key={link.to} css={css`margin-bottom: ${theme.space[2]};`}>
            <Link to={link.to} css={css`color: ${theme.colors.inverseMuted}; &:hover { color: ${theme.colors.inverse}; }`}>
              {link.label}
            </Link>
          </li>
        ))}
        {children && <li css={css`margin-bottom: ${theme.space[2]};`}>{children}</li>}
      </ul>
    </nav>
  );
}
