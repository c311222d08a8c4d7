import { createHash } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import subsetFont from "subset-font";
import { TYPEFACE, TYPEFACE_FILE_RECORD, typefaceUrl, unicodeRangeCharacters } from "../shared/typeface";

/**
 * The site's typeface file (shared/typeface.ts): fontsource's Latin file cut by HarfBuzz to the
 * characters of `unicodeRange` and the weight axis to `weights`. It is the one file every first
 * visit downloads at high priority, beside the page itself: 48 kB whole, 28 kB cut (Lighthouse's
 * simulated phone counted it before the first paint). Its name carries its content's hash and it
 * lives under /static/, which the server sends `immutable` for a year: the second page a visitor
 * opens has it from the cache, in time for `font-display: optional` (a name that never changed
 * was sent `must-revalidate`, and a phone's round trip to check it lost the face on most pages).
 */
let cut: Promise<{ url: string; bytes: Buffer }> | undefined;
export function typefaceFile(root = path.resolve(".")) {
  cut ??= (async () => {
    // Resolved from the site's root: this module runs bundled by Gatsby, where `require` is not Node's.
    const source = fs.readFileSync(createRequire(path.join(root, "package.json")).resolve(TYPEFACE.source));
    const bytes = await subsetFont(source, unicodeRangeCharacters(TYPEFACE.unicodeRange), {
      targetFormat: "woff2",
      variationAxes: { wght: TYPEFACE.weights },
    });
    return { url: typefaceUrl(createHash("sha256").update(bytes).digest("hex").slice(0, 20)), bytes };
  })();
  return cut;
}

/**
 * Records the file's address in shared/typeface-file.json (generated, committed, checked by
 * `npm run check:generated`) before anything is compiled, so the pages, their preload and the
 * editor's preview name the file this build writes. Returns whether the record changed.
 */
export async function recordTypefaceUrl(root = path.resolve(".")): Promise<boolean> {
  const { url } = await typefaceFile(root);
  const record = path.join(root, TYPEFACE_FILE_RECORD);
  const text = `${JSON.stringify({ url }, null, 2)}\n`;
  if (fs.existsSync(record) && fs.readFileSync(record, "utf8") === text) return false;
  fs.writeFileSync(record, text);
  return true;
}

export const onPreInit: GatsbyNode["onPreInit"] = async ({ reporter }) => {
  if (await recordTypefaceUrl())
    reporter.warn(`The typeface file's name changed: commit ${TYPEFACE_FILE_RECORD} (npm run generate).`);
};

/** Writes the file where the pages ask for it; returns its size. */
export async function writeTypefaceFile(publicDir: string): Promise<number> {
  const { url, bytes } = await typefaceFile();
  const target = path.join(publicDir, url);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, bytes);
  return bytes.length;
}
