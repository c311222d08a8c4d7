import { css, useTheme } from "@emotion/react";
import { useSiteContent } from "../../hooks/use-site-content";

export const MAIN_ID = "main-content";

/** First focusable element on every page: jumps keyboard users past the navigation. */
export function SkipLink() {
  const theme = useTheme();
  const { labels } = useSiteContent();
  return (
    <a
      href={`#${MAIN_ID}`}
      css={css`
        position: absolute;
        left: ${theme.space[2]};
        top: -10rem;
        z-index: 100;
        padding: ${theme.space[2]} ${theme.space[4]};
        background: ${theme.colors.primaryDark};
        color: ${theme.colors.inverse};
        border-radius: ${theme.radii.sm};
        &:focus { top: ${theme.space[2]}; color: ${theme.colors.inverse}; }
      `}
    >
      {labels.skipLink}
    </a>
  );
}
