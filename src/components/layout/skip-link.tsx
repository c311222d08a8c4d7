import { css } from "@emotion/react";
import { useSiteContent } from "../../hooks/use-site-content";
import { theme } from "../../../content-model/theme";

export const MAIN_ID = "main-content";

const skipLinkCss = css`
  position: absolute;
  left: ${theme.space[2]};
  top: -10rem;
  z-index: 100;
  padding: ${theme.space[2]} ${theme.space[4]};
  background: ${theme.colors.primaryDark};
  color: ${theme.colors.inverse};
  border-radius: ${theme.radii.sm};
  &:focus {
    top: ${theme.space[2]};
    color: ${theme.colors.inverse};
  }
`;

/** First focusable element on every page: jumps keyboard users past the navigation. */
export function SkipLink() {
  const { labels } = useSiteContent();
  return (
    <a href={`#${MAIN_ID}`} data-print="hide" css={skipLinkCss}>
      {labels.skipLink}
    </a>
  );
}
