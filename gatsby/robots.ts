import fs from "node:fs";
import path from "node:path";
import { jobsAtomPath } from "../shared/routes";
import { siteUrl } from "../content-model/node/site-url";

/**
 * robots.txt is written at build time so that it points at the sitemaps of the configured SITE_URL:
 * the sitemap index and the jobs' Atom feed (search engines take an Atom feed as a sitemap; it
 * tells them of a new position sooner). The Indeed feed is given to Indeed, not to crawlers.
 */
export function writeRobotsTxt(publicDir: string) {
  fs.writeFileSync(
    path.join(publicDir, "robots.txt"),
    `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap-index.xml\nSitemap: ${siteUrl}${jobsAtomPath}\n`,
  );
}
