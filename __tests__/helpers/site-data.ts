import site from "../../data/site.json";

/**
 * The site-wide fields every page query spreads (`...SiteFrame`, src/hooks/use-site-content.ts),
 * as the build gives them: the real data/site.json and a public origin. Spread it into a page's
 * fixture data; renderWithTheme provides it to components rendered on their own, as Layout does.
 */
export const siteFrame: Queries.SiteFrameFragment = {
  siteContent: site,
  site: { siteMetadata: { siteUrl: "https://www.example.com" } },
};
