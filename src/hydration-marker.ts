/**
 * The attribute the browser sets on `<html>` once the app has hydrated (gatsby-browser.tsx,
 * onInitialClientRender); the browser tests wait for it before they click. It sits outside
 * #___gatsby, so the comparison of the hydrated app with the server's HTML does not see it.
 */
export const HYDRATED_ATTRIBUTE = "data-hydrated";
