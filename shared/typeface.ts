/**
 * The site's typeface: Inter, self-hosted as one variable file (weights 100-900, Latin), the face
 * the share cards are drawn with too. The build copies the file from @fontsource-variable/inter to
 * `url`; every page preloads it and its styles name `family`, then a metric-matched fallback.
 */
export const TYPEFACE = {
  family: "Inter Variable",
  /** The metric-matched fallback face (src/styles/typeface-faces.ts): Capsize names it so. */
  fallback: "Inter Variable Fallback",
  url: "/fonts/inter-latin-wght-normal.woff2",
  source: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  /** The Latin range of the fontsource file: other characters fall to the fallback at once. */
  unicodeRange:
    "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD",
} as const;
