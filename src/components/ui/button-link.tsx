import { css, useTheme, type Theme } from "@emotion/react";
import { Link } from "gatsby";
import type { ReactNode } from "react";

export type ButtonTone = "primary" | "secondary" | "inverse";

/** Shared look of call-to-action links and buttons. */
export const buttonCss = (theme: Theme, tone: ButtonTone = "primary") => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space[2]};
  min-height: 2.75rem;
  padding: ${theme.space[3]} ${theme.space[6]};
  border-radius: ${theme.radii.md};
  border: 2px solid ${tone === "inverse" ? theme.colors.inverse : theme.colors.primary};
  font-weight: ${theme.fontWeights.semibold};
  text-decoration: none;
  cursor: pointer;
  transition: background ${theme.transitions.fast}, color ${theme.transitions.fast};
  color: ${tone === "primary" ? theme.colors.inverse : tone === "inverse" ? theme.colors.inverse : theme.colors.primary};
  background: ${tone === "primary" ? theme.colors.primary : "transparent"};
  &:hover {
    color: ${tone === "inverse" ? theme.colors.primaryDark : theme.colors.inverse};
    background: ${tone === "inverse" ? theme.colors.inverse : theme.colors.primaryDark};
    border-color: ${tone === "inverse" ? theme.colors.inverse : theme.colors.primaryDark};
  }
  &:disabled { opacity: 0.7; cursor: progress; }
`;

type Props = { to: string; children: ReactNode; tone?: ButtonTone };

/** An internal link styled as a button (Gatsby Link, so the target page is prefetched). */
export function ButtonLink({ to, children, tone = "primary" }: Props) {
  const theme = useTheme();
  return (
    <Link to={to} css={buttonCss(theme, tone)}>
      {children}
    </Link>
  );
}
