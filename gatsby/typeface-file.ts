import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import subsetFont from "subset-font";
import { TYPEFACE, unicodeRangeCharacters } from "../shared/typeface";

/**
 * Writes the site's typeface file where the pages preload it (shared/typeface.ts): fontsource's Latin
 * file cut by HarfBuzz to the characters of `unicodeRange` and the weight axis to `weights`. It is
 * the one file every first visit downloads at high priority, beside the page itself: 48 kB whole,
 * 28 kB cut (Lighthouse's simulated phone counted it before the first paint).
 */
export async function writeTypefaceFile(publicDir: string): Promise<number> {
  // Resolved from the site's root: this module runs bundled by Gatsby, where `require` is not Node's.
  const source = fs.readFileSync(createRequire(path.resolve("package.json")).resolve(TYPEFACE.source));
  const file = await subsetFont(source, unicodeRangeCharacters(TYPEFACE.unicodeRange), {
    targetFormat: "woff2",
    variationAxes: { wght: TYPEFACE.weights },
  });
  const target = path.join(publicDir, TYPEFACE.url);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, file);
  return file.length;
}
