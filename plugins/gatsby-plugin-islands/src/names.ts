/**
 * Names the plugin's build code, browser code and the browser tests share: neither Node nor the DOM
 * is needed to read them, so every side imports them from here.
 */

/** The id of the JSON data block in each page's <head> that lists what its app fetches when it starts. */
export const START_HINTS_ID = "app-start-hints";

/**
 * The chunk of Gatsby's runtime and Preact that the app loads when it starts, named in
 * src/browser/app-entry.ts's import comment (webpack reads the name there only).
 */
export const APP_START_CHUNK = "app-start";

/** The key of the one <style> element that holds the server's component styles (src/styles/server-styles.ts). */
export const SERVER_STYLES_KEY = "css-ssr";

/**
 * The webpack alias of the site's arrival module (the plugin's `arrival` option): what every built
 * page does on arrival, app or not, and the site's own reasons to start the app at once.
 */
export const ARRIVAL_MODULE = "gatsby-plugin-islands-arrival";

/** Set on `<html>` once the page's frame and every island in view have hydrated (a public signal). */
export const HYDRATED_ATTRIBUTE = "data-hydrated";
/** The attribute of an island's wrapper; its value becomes ISLAND_HYDRATED once it has hydrated. */
export const ISLAND_ATTRIBUTE = "data-island";
export const ISLAND_HYDRATED = "hydrated";
