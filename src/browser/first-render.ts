/**
 * Whether the app is still in its first render in the browser, hydrating the HTML the server sent.
 * `Static` reads it to keep that HTML as it is; gatsby-browser.tsx ends it in onInitialClientRender,
 * so everything rendered later (a client-side navigation, a list re-filtered) renders normally.
 */
let firstRenderEnded = false;

// Gatsby hydrates only when #gatsby-focus-wrapper has children (production-app.js); `gatsby develop`
// serves an empty shell and renders from scratch, and the server has no document: nothing to keep.
const hasServerHtml = () => typeof document !== "undefined" && Boolean(document.getElementById("gatsby-focus-wrapper")?.children.length);

export const isHydrating = () => !firstRenderEnded && hasServerHtml();

export function endFirstRender() {
  firstRenderEnded = true;
}
