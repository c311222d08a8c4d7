// Run by `npm run build` and `npm run develop` before Gatsby: a cache made in another folder is
// cleared, saying so (why: content-model/node/cache-home.ts). The site's folder is the working directory, as
// npm runs its scripts, or the first argument.
import path from "node:path";
import { clearMovedCache } from "../content-model/node/cache-home";

const movedFrom = clearMovedCache(path.resolve(process.argv[2] ?? "."));
if (movedFrom)
  console.log(
    `Gatsby's cache was made in ${movedFrom}: cleared, so this build renders every page (gatsbyjs/gatsby#31128).`,
  );
