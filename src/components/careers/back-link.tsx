import { css, useTheme } from "@emotion/react";
import { Link } from "../ui/link";

/** "← Back to Careers" at the top of the job and application pages. */
export function BackLink({ to, label }: { to: string; label: string }) {
  const theme = useTheme();
  return (
    <Link
      to={to}
      data-print="hide"
      css={css`
        display: inline-flex;
        align-items: center;
        gap: ${theme.space[1]};
        min-height: 2.75rem;
        font-weight: ${theme.fontWeights.semibold};
      `}
    >
      <span aria-hidden="true">←</span> {label}
    </Link>
  );
}
