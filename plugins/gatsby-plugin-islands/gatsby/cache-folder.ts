import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";

/**
 * Gatsby's cache (.cache with public/) holds absolute paths: a build in a copy of a built checkout
 * (a CI cache restored elsewhere, a second checkout) found the old folder's pages and queries and
 * failed at random pages ("The result of this StaticQuery could not be fetched", "Truncated page
 * data information"). Each build writes its folder here; a build that finds another starts clean.
 */
export const CACHE_FOLDER_FILE = ".cache/site-folder.txt";

/** The folder that made the cache in `site`, when it is another one (none for no cache or no record). */
export function cacheMadeElsewhere(site: string): string | undefined {
  const file = path.join(site, CACHE_FOLDER_FILE);
  if (!fs.existsSync(file)) return undefined;
  const folder = fs.readFileSync(file, "utf8").trim();
  return folder && folder !== site ? folder : undefined;
}

/**
 * Removes public/ (and webpack's own cache) and leaves .cache in place: Gatsby takes a .cache
 * without public/ for an incomplete cache, deletes it and empties the state it had already loaded
 * from it, as `gatsby clean` before the build would.
 */
export function startClean(site: string) {
  fs.rmSync(path.join(site, "public"), { recursive: true, force: true });
  fs.rmSync(path.join(site, ".cache/webpack"), { recursive: true, force: true });
  fs.mkdirSync(path.join(site, ".cache/caches-lmdb"), { recursive: true });
}

/** Starts clean when the cache in `site` was made in another folder, saying so in one line. */
export function startCleanIfMoved(site: string, info: (message: string) => void) {
  const elsewhere = cacheMadeElsewhere(site);
  if (!elsewhere) return;
  info(`The cache in .cache and public/ was made in ${elsewhere}, not in ${site}: starting clean.`);
  startClean(site);
}

/** Gatsby's first hook of a run, before it settles its cache. */
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) =>
  startCleanIfMoved(path.resolve("."), (message) => {
    reporter.info(message);
  });

/** Records the folder in its cache, once Gatsby has settled that cache (deleted an incomplete one). */
export function recordCacheFolder(site: string) {
  fs.mkdirSync(path.dirname(path.join(site, CACHE_FOLDER_FILE)), { recursive: true });
  fs.writeFileSync(path.join(site, CACHE_FOLDER_FILE), `${site}\n`);
}

export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = () => recordCacheFolder(path.resolve("."));
