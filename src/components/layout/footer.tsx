import { css, useTheme } from "@emotion/react";
import { useSiteContent } from "../../hooks/use-site-content";
import { focusRingOnDark, mq } from "../../../content-model/theme";
import { FooterLinks, footerLinkCss } from "./footer-links";
import { SocialLinks } from "./social-links";
import { careersPath } from "../../../shared/routes";
import { consentNeeded, SETTINGS_ATTRIBUTE } from "../../analytics/consent";

export type FooterVariant = "default" | "careers";

// Looks like the legal links beside it: it is one more item of that list.
const settingsCss = [
  footerLinkCss,
  css`
    padding: 0;
    border: 0;
    background: none;
    font: inherit;
    cursor: pointer;
    text-decoration: underline;
  `,
];

/**
 * Site footer. The careers variant (spec: "the careers footer also links to /, /about, /services,
 * /contact and the legal pages") leads job seekers back to the company pages rather than to Careers itself.
 */
export function Footer({ variant = "default" }: { variant?: FooterVariant }) {
  const theme = useTheme();
  const site = useSiteContent();
  const quickLinks =
    variant === "careers" ? site.footer.quickLinks.filter((link) => link.to !== careersPath) : site.footer.quickLinks;
  return (
    <footer
      data-print="hide"
      css={css`
        background: ${theme.colors.night};
        color: ${theme.colors.inverseMuted};
        ${focusRingOnDark}
      `}
    >
      <div
        css={css`
          display: grid;
          gap: ${theme.space[8]};
          max-width: ${theme.sizes.container};
          margin: 0 auto;
          padding: ${theme.space[12]} ${theme.space[4]};
          /* On a phone the two link lists sit side by side under the company's lines. */
          grid-template-columns: repeat(auto-fit, minmax(min(100%, 8rem), 1fr));
          & > :first-child {
            grid-column: 1 / -1;
          }
          ${mq("md")} {
            grid-template-columns: 2fr 1fr 1fr;
            & > :first-child {
              grid-column: auto;
            }
          }
        `}
      >
        <div>
          <p
            css={css`
              color: ${theme.colors.inverse};
              font-weight: ${theme.fontWeights.bold};
              font-size: ${theme.fontSizes.lg};
            `}
          >
            {site.companyName}
          </p>
          <p>{variant === "careers" ? site.tagline : site.footer.about}</p>
          <SocialLinks />
        </div>
        <FooterLinks
          heading={variant === "careers" ? site.footer.careersQuickLinksHeading : site.footer.quickLinksHeading}
          links={quickLinks}
        />
        <FooterLinks heading={site.footer.legalLinksHeading} links={site.footer.legalLinks}>
          {consentNeeded(site.analytics.measurementId) && (
            // Handled by one listener on the document (src/analytics/consent.ts), so it works in kept HTML.
            <button type="button" {...{ [SETTINGS_ATTRIBUTE]: "" }} css={settingsCss}>
              {site.consent.settings}
            </button>
          )}
        </FooterLinks>
      </div>
      <p
        css={css`
          text-align: center;
          margin: 0;
          padding: ${theme.space[4]};
          border-top: 1px solid ${theme.colors.muted};
          font-size: ${theme.fontSizes.sm};
        `}
      >
        {site.footer.copyright}
      </p>
    </footer>
  );
}
