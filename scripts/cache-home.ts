// `npm run build` and `npm run develop` run this before Gatsby: Gatsby's cache (.cache/) is only
// good in the folder it was made in. It records absolute paths, and in a checkout copied or
// restored elsewhere with its .cache (as a CI cache may be) the build fails at "Building static
// HTML": "The result of this StaticQuery could not be fetched" (upstream gatsbyjs/gatsby#31128).
// Measured here: Gatsby keeps each static query under its relative id with its old absolute path,
// finds the same query at the new path unchanged, so does not record it again, and then drops the
// old one as removed: no page gets its static queries. The next build would add them back; this
// makes the first one right. Public APIs only: the cache is Gatsby's to rebuild, as `gatsby clean`.
// The record of the cache's folder: gatsby/cache-home.ts.
import path from "node:path";
import { keepCacheAtHome } from "../gatsby/cache-home";

// The site's folder: the working directory, as npm runs the build (or the first argument).
const movedFrom = keepCacheAtHome(path.resolve(process.argv[2] ?? "."));
if (movedFrom)
  console.log(
    `Gatsby's cache was made in ${movedFrom}: cleared, so this build renders every page (gatsbyjs/gatsby#31128).`,
  );
