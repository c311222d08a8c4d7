import { css, type SerializedStyles } from "@emotion/react";
import { Link } from "./link";
import type { ReactNode } from "react";
import { theme } from "../../../content-model/theme";

export type ButtonTone = "primary" | "secondary" | "inverse";

const toneCss = (tone: ButtonTone) => css`
  /* A button on paper is nothing to press. */
  @media print {
    display: none !important;
  }
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
  transition:
    background ${theme.transitions.fast},
    color ${theme.transitions.fast};
  color: ${tone === "primary" ? theme.colors.inverse : tone === "inverse" ? theme.colors.inverse : theme.colors.primary};
  background: ${tone === "primary" ? theme.colors.primary : "transparent"};
  &:hover {
    color: ${tone === "inverse" ? theme.colors.primaryDark : theme.colors.inverse};
    background: ${tone === "inverse" ? theme.colors.inverse : theme.colors.primaryDark};
    border-color: ${tone === "inverse" ? theme.colors.inverse : theme.colors.primaryDark};
  }
  &:disabled {
    opacity: 0.7;
    cursor: progress;
  }
`;

/**
 * Shared look of call-to-action links and buttons, one style per tone, serialised once when the
 * module loads: a render only picks one (Emotion's fast path, no string building or hashing).
 */
export const buttonCss: Record<ButtonTone, SerializedStyles> = {
  primary: toneCss("primary"),
  secondary: toneCss("secondary"),
  inverse: toneCss("inverse"),
};

type Props = { to: string; children: ReactNode; tone?: ButtonTone };

/** An internal link styled as a button (Gatsby Link, so the target page is prefetched). */
export function ButtonLink({ to, children, tone = "primary" }: Props) {
  return (
    <Link to={to} css={buttonCss[tone]}>
      {children}
    </Link>
  );
}
