/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { CACHE, cacheControlFor } from "../../server/static-site";
import { TYPEFACE, unicodeRangeCharacters } from "../../shared/typeface";

/** Every file under `dir` whose name ends with one of `endings`. */
const filesUnder = (dir: string, endings: string[]): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full, endings);
    return endings.some((ending) => entry.name.endsWith(ending)) ? [full] : [];
  });

/** The characters fontsource's whole Latin file has, from the unicode-range its own CSS gives it. */
function sourceCharacters(): Set<string> {
  const css = fs.readFileSync(
    // Beside its package.json: Jest maps a required .css file to a stub.
    path.join(path.dirname(require.resolve("@fontsource-variable/inter/package.json")), "index.css"),
    "utf8",
  );
  const face = css.split("@font-face").find((rule) => rule.includes(path.basename(TYPEFACE.source)))!;
  return new Set(unicodeRangeCharacters(/unicode-range:\s*([^;]+);/.exec(face)![1]));
}

describe("the site's typeface file", () => {
  it("reads a unicode-range list as the characters it names", () => {
    expect(unicodeRangeCharacters("U+0041-0043, U+2022")).toBe("ABC•");
  });

  it("keeps every character of the content and the components that Inter's Latin file has", () => {
    const kept = new Set(unicodeRangeCharacters(TYPEFACE.unicodeRange));
    const inSource = sourceCharacters();
    const texts = [
      ...filesUnder("data", [".json"]),
      ...filesUnder("src", [".ts", ".tsx"]),
      ...filesUnder("shared", [".ts"]),
    ];
    const missing = texts.flatMap((file) =>
      [...new Set(fs.readFileSync(file, "utf8"))]
        .filter((character) => character >= " " && inSource.has(character) && !kept.has(character))
        .map((character) => `${file}: ${character} (U+${character.codePointAt(0)!.toString(16).toUpperCase()})`),
    );
    expect(missing).toEqual([]);
  });
});

describe("the typeface file's address", () => {
  it("names the hash of the file the build writes, under /static/ (sent immutable)", async () => {
    const { typefaceFile } = await import("../../gatsby/typeface-file");
    const { url } = await typefaceFile();
    expect(TYPEFACE.url).toBe(url);
    expect(TYPEFACE.url).toMatch(/^\/static\/fonts\/[\w-]+-[0-9a-f]{20}\.woff2$/);
    expect(cacheControlFor(TYPEFACE.url)).toBe(CACHE.immutable);
  });
});
