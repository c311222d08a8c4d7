/** Whether there is server HTML to take over, and whether the app's first render is still taking it over. */

let firstRenderEnded = false;

// Gatsby hydrates only when #gatsby-focus-wrapper has children (production-app.js); `gatsby develop`
// serves an empty shell and renders from scratch, and the server has no document: nothing to keep.
export const hasServerHtml = () =>
  typeof document !== "undefined" && Boolean(document.getElementById("gatsby-focus-wrapper")?.children.length);

/** Whether the app is still in its first render in the browser, hydrating the HTML the server sent. */
export const isHydrating = () => !firstRenderEnded && hasServerHtml();

/** Whether the app's first render has ended (./hydration.ts endFirstRender). */
export const firstRenderHasEnded = () => firstRenderEnded;

export function markFirstRenderEnded() {
  firstRenderEnded = true;
}
