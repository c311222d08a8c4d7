import { css } from "@emotion/react";
import { Link } from "../ui/link";
import { useEffect, useRef, type RefObject } from "react";
import { choose } from "../../analytics/consent";
import type { SiteContent } from "../../hooks/use-site-content";
import { focusOutline, mq, theme } from "../../../content-model/theme";
import { buttonCss } from "../ui/button-link";

// Fixed over the bottom of the viewport: it moves nothing on the page (CLS 0) and blocks nothing.
// Light, with a coloured top edge and a shadow, so that it never merges with the dark footer; small
// type and tight spacing keep it within a fifth of a phone's screen (163 px of 812).
const bannerCss = css`
  position: fixed;
  inset: auto 0 0 0;
  z-index: 50;
  display: grid;
  gap: ${theme.space[2]};
  padding: ${theme.space[3]} ${theme.space[4]};
  background: ${theme.colors.surface};
  color: ${theme.colors.ink};
  border-top: 4px solid ${theme.colors.primary};
  box-shadow: ${theme.shadows.lg};
  font-size: ${theme.fontSizes.sm};
  line-height: 1.45;
  &:focus {
    outline: ${focusOutline};
    outline-offset: -3px;
  }
  ${mq("md")} {
    grid-template-columns: 1fr auto;
    align-items: center;
    gap: ${theme.space[4]};
    padding: ${theme.space[3]} ${theme.space[8]};
  }
  p {
    margin: 0;
    max-width: ${theme.sizes.prose};
  }
  a {
    color: ${theme.colors.primary};
  }
`;
// The two answers side by side, the same size and the same style: neither is the easier one.
// Tighter than other buttons, so that "Accept analytics" keeps to one line (44 px) on a 375 px screen.
const choicesCss = css`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${theme.space[3]};
  button {
    padding: ${theme.space[2]} ${theme.space[3]};
    font-size: ${theme.fontSizes.sm};
  }
`;

/**
 * While the banner shows, the page ends with as much room as the banner is tall, and scrolling a
 * control into view keeps it clear of the banner: nothing, the footer's links included, stays under it.
 */
function useRoomBelow(region: RefObject<HTMLElement>) {
  useEffect(() => {
    const element = region.current;
    if (!element) return undefined;
    const { body, documentElement: root } = document;
    const make = () => {
      const height = `${Math.ceil(element.getBoundingClientRect().height)}px`;
      body.style.paddingBottom = height;
      root.style.scrollPaddingBottom = height;
    };
    make();
    const observer = typeof ResizeObserver === "undefined" ? undefined : new ResizeObserver(make);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      body.style.removeProperty("padding-bottom");
      root.style.removeProperty("scroll-padding-bottom");
    };
  }, [region]);
}

type Props = { texts: SiteContent["consent"]; focus: boolean };

/**
 * The question itself (data/site.json `consent`): a labelled region, not a modal, so the page stays
 * usable behind it. Loaded only when it has to show (see ./consent-banner.tsx); it takes focus only
 * when the visitor asked for it with the footer's Cookie settings.
 */
export function ConsentChoice({ texts, focus }: Props) {
  const region = useRef<HTMLElement>(null);
  useRoomBelow(region);
  useEffect(() => {
    if (focus) region.current?.focus();
  }, [focus]);
  return (
    <section ref={region} aria-label={texts.label} tabIndex={-1} css={bannerCss}>
      <p>
        {texts.text} <Link to={texts.policyLink.to}>{texts.policyLink.label}</Link>
      </p>
      <div css={choicesCss}>
        <button type="button" css={buttonCss.secondary} onClick={() => choose("granted")}>
          {texts.accept}
        </button>
        <button type="button" css={buttonCss.secondary} onClick={() => choose("denied")}>
          {texts.reject}
        </button>
      </div>
    </section>
  );
}
