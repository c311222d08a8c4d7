import { createFontStack } from "@capsizecss/core";
import arial from "@capsizecss/metrics/arial";
import inter from "@capsizecss/metrics/inter";
import { TYPEFACE } from "../../site/typeface";

/**
 * The @font-face rules of the site's typeface (server-rendered, in the global styles only): Inter
 * from its own file, and a fallback face on the system's Arial (or Liberation Sans, Arial's
 * metric twin on Linux) whose size and line metrics Capsize matched to Inter's, so the text drawn
 * before the font arrives takes the same room and the swap moves nothing (CLS 0).
 */
const { fontFaces } = createFontStack([{ ...inter, familyName: TYPEFACE.family }, arial], {
  fontFaceProperties: { fontDisplay: "swap" },
});

export const typefaceFaces = `@font-face {
  font-family: "${TYPEFACE.family}";
  font-style: normal;
  font-weight: 100 900;
  font-display: swap;
  src: url(${TYPEFACE.url}) format("woff2");
  unicode-range: ${TYPEFACE.unicodeRange};
}
${fontFaces.replace("local('ArialMT')", "local('ArialMT'), local('Liberation Sans'), local('LiberationSans')")}`;
