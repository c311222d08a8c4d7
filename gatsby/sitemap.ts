import { applyPath, jobPath, legalPath } from "../shared/routes";

/**
 * gatsby-plugin-sitemap options: every built page except the 404 pages, with `lastmod` for job
 * pages (their posting date) and legal pages (their last update) taken from the data.
 */
type SitemapQuery = {
  site: { siteMetadata: { siteUrl: string } };
  allSitePage: { nodes: { path: string }[] };
  allJob: { nodes: { slug: string; datePosted: string }[] };
  allLegalPage: { nodes: { slug: string; lastUpdated: string }[] };
};

type SitemapPage = { path: string; lastmod?: string };

export const EXCLUDED_PATHS = ["/404/", "/404.html", "/dev-404-page/"];

export function sitemapPages(data: SitemapQuery): SitemapPage[] {
  const lastmod = new Map<string, string>();
  for (const job of data.allJob.nodes) {
    lastmod.set(jobPath(job.slug), job.datePosted);
    lastmod.set(applyPath(job.slug), job.datePosted);
  }
  for (const legal of data.allLegalPage.nodes) lastmod.set(legalPath(legal.slug), legal.lastUpdated);
  return data.allSitePage.nodes
    .filter((page) => !EXCLUDED_PATHS.includes(page.path))
    .map((page) => ({ path: page.path, ...(lastmod.has(page.path) && { lastmod: lastmod.get(page.path) }) }));
}

export const sitemapOptions = {
  excludes: EXCLUDED_PATHS,
  query: `{
    site { siteMetadata { siteUrl } }
    allSitePage { nodes { path } }
    allJob { nodes { slug datePosted(formatString: "YYYY-MM-DD") } }
    allLegalPage { nodes { slug lastUpdated(formatString: "YYYY-MM-DD") } }
  }`,
  resolveSiteUrl: (data: SitemapQuery) => data.site.siteMetadata.siteUrl,
  resolvePages: sitemapPages,
  serialize: ({ path, lastmod }: SitemapPage) => ({ url: path, ...(lastmod && { lastmod }) }),
};
