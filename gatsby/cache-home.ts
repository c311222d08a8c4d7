// Gatsby's cache (.cache/) is only good in the folder it was made in (scripts/cache-home.ts says
// why). This module is the record of that folder: scripts/cache-home.ts reads it before Gatsby
// starts, and onPostBootstrap writes it once Gatsby has set up its cache (a first build empties
// .cache/ of everything but its own compiled files, so a record written before it would be lost,
// and the first copy of a checkout built once would keep a cache from elsewhere).
import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";

/** Written into .cache/ beside Gatsby's own files: the folder this cache was made in. */
const CACHE_HOME_FILE = "site-directory.txt";

/** Records `siteDir` as the folder of its `.cache/`. */
export function recordCacheHome(siteDir: string): void {
  const cacheDir = path.join(siteDir, ".cache");
  fs.mkdirSync(cacheDir, { recursive: true });
  fs.writeFileSync(path.join(cacheDir, CACHE_HOME_FILE), `${path.resolve(siteDir)}\n`);
}

/**
 * Clears `.cache/` when it was made in another folder than `siteDir`, then records `siteDir`.
 * Returns the folder the cache came from when it was cleared, else null.
 */
export function keepCacheAtHome(siteDir: string): string | null {
  const marker = path.join(siteDir, ".cache", CACHE_HOME_FILE);
  const home = fs.existsSync(marker) ? fs.readFileSync(marker, "utf8").trim() : null;
  const moved = home !== null && path.resolve(home) !== path.resolve(siteDir);
  if (moved) fs.rmSync(path.join(siteDir, ".cache"), { recursive: true, force: true });
  recordCacheHome(siteDir);
  return moved ? home : null;
}

/** Gatsby builds the site in its working directory. */
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = () => recordCacheHome(process.cwd());
