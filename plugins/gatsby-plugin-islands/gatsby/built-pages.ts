import fs from "node:fs";
import { generateHtmlPath } from "gatsby-core-utils";
import type { IslandsBundle } from "./bundle";
import { hoistEmotionStyles, islandStyles, withIslandScripts } from "./pages";

/**
 * Each page Gatsby built (its SitePage paths, so no folder of Gatsby's own output is named here),
 * finished in place: its islands' scripts, and Emotion's styles in `<head>` when the site uses
 * Emotion. Returns the number of pages written.
 */
export function finishPages(
  publicDir: string,
  pagePaths: readonly string[],
  bundle: IslandsBundle,
  options: { emotion: boolean },
): number {
  let written = 0;
  for (const pagePath of new Set(pagePaths)) {
    // Gatsby's own helper for where a page's HTML is (a path ending in .html is a file, else a folder's index.html).
    const file = generateHtmlPath(publicDir, pagePath);
    if (!fs.existsSync(file)) continue; // a page Gatsby did not write as HTML (deferred or server-rendered)
    // React 18's streaming renderer can leave NUL bytes where a multi-byte character meets the
    // edge of its write buffer (seen in "Design • Remote" on a page of the site this plugin was
    // made for); NUL is never valid HTML.
    const built = fs.readFileSync(file, "utf8").replaceAll("\u0000", "");
    const styled = options.emotion ? hoistEmotionStyles(built, islandStyles(built, bundle)) : built;
    fs.writeFileSync(file, withIslandScripts(styled, bundle));
    written += 1;
  }
  return written;
}
