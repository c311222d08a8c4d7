import { css } from "@emotion/react";
import { useContext, type ReactNode } from "react";
import { consentNeeded } from "./analytics/consent";
import { SiteFrameContext, type SiteFrame } from "./hooks/use-site-content";
import ConsentIsland from "./islands/consent";
import MenuIsland from "./islands/menu";
import { CurrentPath } from "./components/ui/link";
import { Footer, type FooterVariant } from "./components/layout/footer";
import { MAIN_ID, SkipLink } from "./components/layout/skip-link";

// The main element takes focus from the skip link; it shows no outline of its own.
const mainCss = css`
  &:focus {
    outline: none;
  }
`;

type Props = {
  /** The page query's data, with the site-wide fields (`...SiteFrame`): provided to every component inside. */
  site: SiteFrame;
  children: ReactNode;
  footer?: FooterVariant;
};

/** The frame of every page: skip link, the consent question when the site asks it, navigation, the page's main content and the footer. */
export function Layout({ site: frame, children, footer = "default" }: Props) {
  const site = frame.siteContent;
  const path = useContext(CurrentPath) ?? "/";
  if (!site) throw new Error("data/site.json is missing");
  const { measurementId } = site.analytics;
  return (
    <SiteFrameContext.Provider value={frame}>
      <SkipLink />
      {/* Early in the tab order, right after the skip link, though it shows at the bottom. */}
      {consentNeeded(measurementId) ? <ConsentIsland measurementId={measurementId} consent={site.consent} /> : null}
      <MenuIsland
        companyName={site.companyName}
        logo={{ alt: site.logo.alt, sources: site.logo.sources }}
        nav={site.nav}
        navCta={site.navCta}
        labels={{ menu: site.labels.menu, mainNav: site.labels.mainNav }}
        path={path}
      />
      <main id={MAIN_ID} tabIndex={-1} css={mainCss}>
        {children}
      </main>
      <Footer variant={footer} />
    </SiteFrameContext.Provider>
  );
}
