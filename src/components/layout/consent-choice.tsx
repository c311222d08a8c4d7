import { css } from "@emotion/react";
import { Link } from "gatsby";
import { useEffect, useRef } from "react";
import { choose } from "../../browser/consent";
import type { SiteContent } from "../../hooks/use-site-content";
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

type Props = { texts: SiteContent["consent"]; focus: boolean };

/**
 * The question itself (data/site.json `consent`): a labelled region, not a modal, so the page stays
 * usable behind it. Loaded only when it has to show (see ./consent-banner.tsx); it takes focus only
 * when the visitor asked for it with the footer's Cookie settings.
 */
export function ConsentChoice({ texts, focus }: Props) {
  const region = useRef<HTMLElement>(null);
  useEffect(() => {
    if (focus) region.current?.focus();
  }, [focus]);
  return (
    <section ref={region} role="region" aria-label={texts.label} tabIndex={-1} css={bannerCss}>
      <p>
        {texts.text} <Link to={texts.policyLink.to}>{texts.policyLink.label}</Link>
      </p>
      <div css={choicesCss}>
        <button type="button" css={buttonCss.inverse} onClick={() => choose("granted")}>
          {texts.accept}
        </button>
        <button type="button" css={buttonCss.inverse} onClick={() => choose("denied")}>
          {texts.reject}
        </button>
      </div>
    </section>
  );
}
