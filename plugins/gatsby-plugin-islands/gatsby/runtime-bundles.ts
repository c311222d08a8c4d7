import fs from "node:fs";
import path from "node:path";

/**
 * Gatsby's own browser runtime, which no built page loads: the islands plugin leaves its scripts
 * out of every page, yet webpack still writes them at the root of public/ (app-, framework-,
 * webpack-runtime-, commons-, component---…, the numbered async chunks, their maps and licence
 * files, and chunk-map.json that names them). Removed before precompression, so they are neither
 * compressed nor shipped. Only the root of public/ is webpack's: static/ (the islands, images,
 * the typeface) and every page folder are left alone.
 */
const GATSBY_RUNTIME = /^(.+\.js(\.map|\.LICENSE\.txt)?|chunk-map\.json)$/;

export function removeRuntimeBundles(publicDir: string): string[] {
  const removed = fs
    .readdirSync(publicDir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && GATSBY_RUNTIME.test(entry.name))
    .map((entry) => entry.name);
  for (const name of removed) fs.rmSync(path.join(publicDir, name), { force: true });
  return removed;
}
