// `npm run build` and `npm run develop` run this before Gatsby: Gatsby's cache (.cache/) is only
// good in the folder it was made in. It records absolute paths, and in a checkout copied or
// restored elsewhere with its .cache (as a CI cache may be) the build fails at "Building static
// HTML": "The result of this StaticQuery could not be fetched" (upstream gatsbyjs/gatsby#31128).
// Measured here: Gatsby keeps each static query under its relative id with its old absolute path,
// finds the same query at the new path unchanged, so does not record it again, and then drops the
// old one as removed: no page gets its static queries. The next build would add them back; this
// makes the first one right. Public APIs only: the cache is Gatsby's to rebuild, as `gatsby clean`.
import fs from "node:fs";
import path from "node:path";

/** Written into .cache/ beside Gatsby's own files: the folder this cache was made in. */
const CACHE_HOME_FILE = "site-directory.txt";

/**
 * Clears `.cache/` when it was made in another folder than `siteDir`, then records `siteDir`.
 * Returns the folder the cache came from when it was cleared, else null.
 */
function keepCacheAtHome(siteDir: string): string | null {
  const cacheDir = path.join(siteDir, ".cache");
  const marker = path.join(cacheDir, CACHE_HOME_FILE);
  const home = fs.existsSync(marker) ? fs.readFileSync(marker, "utf8").trim() : null;
  const moved = home !== null && path.resolve(home) !== path.resolve(siteDir);
  if (moved) fs.rmSync(cacheDir, { recursive: true, force: true });
  fs.mkdirSync(cacheDir, { recursive: true });
  fs.writeFileSync(marker, `${path.resolve(siteDir)}\n`);
  return moved ? home : null;
}

// The site's folder: the working directory, as npm runs the build (or the first argument).
const movedFrom = keepCacheAtHome(path.resolve(process.argv[2] ?? "."));
if (movedFrom)
  console.log(
    `Gatsby's cache was made in ${movedFrom}: cleared, so this build renders every page (gatsbyjs/gatsby#31128).`,
  );
