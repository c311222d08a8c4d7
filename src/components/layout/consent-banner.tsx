import { css } from "@emotion/react";
import { Link } from "gatsby";
import { useEffect, useRef, useState } from "react";
import { choose, consentNeeded, startConsent, subscribeBanner, type BannerState } from "../../browser/consent";
import { useSiteContent } from "../../hooks/use-site-content";
import { mq, theme } from "../../styles/theme";
import { buttonCss } from "../ui/button-link";

// Fixed over the bottom of the viewport: it moves nothing on the page (CLS 0) and blocks nothing.
const bannerCss = css`
  position: fixed;
  inset: auto 0 0 0;
  z-index: 50;
  display: grid;
  gap: ${theme.space[3]};
  padding: ${theme.space[4]};
  background: ${theme.colors.night};
  color: ${theme.colors.inverse};
  box-shadow: ${theme.shadows.lg};
  &:focus { outline: 3px solid ${theme.colors.focus}; outline-offset: -3px; }
  ${mq("md")} { grid-template-columns: 1fr auto; align-items: center; padding: ${theme.space[4]} ${theme.space[8]}; }
  p { margin: 0; max-width: ${theme.sizes.prose}; }
  a { color: ${theme.colors.inverse}; }
`;
// The two answers side by side, the same size and the same style: neither is the easier one.
const choicesCss = css`display: grid; grid-template-columns: 1fr 1fr; gap: ${theme.space[3]};`;

/**
 * The analytics question (data/site.json `consent`), asked on the first visit when a measurement
 * id is set, and again from the footer's "Cookie settings". Rendered only in the browser, after
 * the `preferences` cookie has been read: the server's HTML and the first render have none of it.
 * A labelled region, not a modal: the page stays usable behind it.
 */
export function ConsentBanner() {
  const { analytics, consent } = useSiteContent();
  const [state, setState] = useState<BannerState>({ open: false, focus: false });
  const region = useRef<HTMLElement>(null);
  const enabled = consentNeeded(analytics.measurementId);

  useEffect(() => {
    if (!enabled) return undefined;
    const unsubscribe = subscribeBanner(setState);
    startConsent(analytics.measurementId);
    return unsubscribe;
  }, [enabled, analytics.measurementId]);

  useEffect(() => {
    if (state.open && state.focus) region.current?.focus();
  }, [state]);

  if (!state.open) return null;
  return (
    <section ref={region} role="region" aria-label={consent.label} tabIndex={-1} css={bannerCss}>
      <p>
        {consent.text} <Link to={consent.policyLink.to}>{consent.policyLink.label}</Link>
      </p>
      <div css={choicesCss}>
        <button type="button" css={buttonCss.inverse} onClick={() => choose("granted")}>
          {consent.accept}
        </button>
        <button type="button" css={buttonCss.inverse} onClick={() => choose("denied")}>
          {consent.reject}
        </button>
      </div>
    </section>
  );
}
