import { createFontStack } from "@capsizecss/core";
import arial from "@capsizecss/metrics/arial";
import inter from "@capsizecss/metrics/inter";
import { TYPEFACE } from "../../shared/typeface";

/**
 * The @font-face rules of the site's typeface (server-rendered in the head by typeface-style.tsx): Inter
 * from its own file, and a fallback face on the system's Arial (or Liberation Sans, Arial's
 * metric twin on Linux) whose size and line metrics Capsize matched to Inter's.
 *
 * `font-display: optional`, not `swap`: the matched metrics keep lines of body text where they
 * were, but a bold heading can still wrap differently (the fallback's bold is synthesised), and a
 * swap then moved the apply page's form by a line (CLS 0.064 in Lighthouse). With the file
 * preloaded, a page uses Inter when it is there within the first moments (every page after the
 * first, from the cache), and otherwise keeps the fallback for that page: nothing ever moves.
 */
const { fontFaces } = createFontStack([{ ...inter, familyName: TYPEFACE.family }, arial], {
  fontFaceProperties: { fontDisplay: "swap" },
});

// The fallback's bold from the system's own bold face, with the same overrides: a synthesised bold
// is wider, and wrapped a bold title onto one more line than Inter does (seen on the apply page).
const boldFallback = fontFaces.replace(
  "src: local('Arial'), local('ArialMT');",
  "src: local('Arial Bold'), local('Arial-BoldMT'), local('Liberation Sans Bold'), local('LiberationSans-Bold');\n  font-weight: 600 900;",
);

export const typefaceFaces = `@font-face {
  font-family: "${TYPEFACE.family}";
  font-style: normal;
  font-weight: ${TYPEFACE.weights.min} ${TYPEFACE.weights.max};
  font-display: optional;
  src: url(${TYPEFACE.url}) format("woff2");
  unicode-range: ${TYPEFACE.unicodeRange};
}
${fontFaces.replace("local('ArialMT')", "local('ArialMT'), local('Liberation Sans'), local('LiberationSans')")}
${boldFallback}`;
