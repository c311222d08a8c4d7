import fs from "node:fs";
import path from "node:path";
import { siteUrl } from "./site-url";

/** robots.txt is written at build time so that it points at the sitemap of the configured SITE_URL. */
export function writeRobotsTxt(publicDir: string) {
  fs.writeFileSync(path.join(publicDir, "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap-index.xml\n`);
}
