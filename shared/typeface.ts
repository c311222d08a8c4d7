import file from "./typeface-file.json";

/**
 * The site's typeface: Inter, self-hosted as one variable file, the face the share cards are drawn
 * with too. The build cuts @fontsource-variable/inter's Latin file down to `unicodeRange` and
 * `weights` and writes it to `url`, a name with the content's hash under /static/ (gatsby/typeface-file.ts); every page preloads it and its styles
 * name `family`, then a metric-matched fallback.
 */
export const TYPEFACE = {
  family: "Inter Variable",
  /** The metric-matched fallback face (src/styles/typeface-faces.ts): Capsize names it so. */
  fallback: "Inter Variable Fallback",
  /** Recorded by the build in typeface-file.json (generated): typefaceUrl(the file's hash). */
  url: file.url,
  source: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  /**
   * The characters the file keeps: Latin-1 (accented letters included, so an edited name or city
   * keeps the face) and the punctuation and currency signs the texts use. Any other character falls
   * to the fallback at once. The whole Latin file was 48 kB; this cut, with `weights`, 28 kB.
   */
  unicodeRange: "U+0020-00FF, U+2013-2014, U+2018-2019, U+201C-201E, U+2022, U+2026, U+20AC, U+2122, U+2212",
  /** The weights the theme uses (theme.ts fontWeights): the file's weight axis is cut to them. */
  weights: { min: 400, max: 700 },
} as const;

/** Where the build records the file's address, generated and committed like the GraphQL types. */
export const TYPEFACE_FILE_RECORD = "shared/typeface-file.json";

/** The file's address for a hash of its content: under /static/, which is sent immutable for a year. */
export const typefaceUrl = (hash: string) => `/static/fonts/inter-latin1-wght-400-700-${hash}.woff2`;

/** Every character a `U+XXXX, U+XXXX-YYYY` list names. */
export function unicodeRangeCharacters(range: string): string {
  return range
    .split(",")
    .map((part) => part.trim().replace(/^U\+/i, "").split("-"))
    .flatMap(([from, to = from]) => {
      const [start, end] = [parseInt(from, 16), parseInt(to, 16)];
      return Array.from({ length: end - start + 1 }, (_, i) => String.fromCodePoint(start + i));
    })
    .join("");
}
