import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";

/*
 * Gatsby's cache (.cache/) is only good in the folder it was made in. It records absolute paths,
 * and in a checkout copied or restored elsewhere with its .cache (as a CI cache may be) the build
 * failed at "Building static HTML": "The result of this StaticQuery could not be fetched"
 * (upstream gatsbyjs/gatsby#31128). Measured here: Gatsby keeps each static query under a relative
 * id with its old absolute path, finds the same query at the new path unchanged, so does not record
 * it again, then drops the old one as removed, and no page gets its static queries. So the folder
 * is recorded in the cache once Gatsby has set it up (it empties .cache/ when its plugins change),
 * and `npm run build` and `develop` clear a cache from another folder before Gatsby starts
 * (scripts/cache-home.ts), as `gatsby clean` would: that first build renders every page.
 */

/** The folder the cache was made in, beside Gatsby's own files. */
const CACHE_HOME = path.join(".cache", "site-directory.txt");

/** Records `siteDir` as the cache's folder. */
export function recordCacheHome(siteDir: string) {
  fs.mkdirSync(path.join(siteDir, ".cache"), { recursive: true });
  fs.writeFileSync(path.join(siteDir, CACHE_HOME), `${path.resolve(siteDir)}\n`);
}

/** Clears `.cache/` when it was made in another folder than `siteDir`; returns that folder, else null. */
export function clearMovedCache(siteDir: string): string | null {
  const marker = path.join(siteDir, CACHE_HOME);
  const home = fs.existsSync(marker) ? fs.readFileSync(marker, "utf8").trim() : null;
  if (home === null || path.resolve(home) === path.resolve(siteDir)) return null;
  fs.rmSync(path.join(siteDir, ".cache"), { recursive: true, force: true });
  return home;
}

export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = () => recordCacheHome(path.resolve("."));
