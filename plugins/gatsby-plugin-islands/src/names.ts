/**
 * Names the plugin's build code, browser code and the browser tests share: neither Node nor the DOM
 * is needed to read them, so every side imports them from here.
 */

/** The attribute of an island's wrapper; its value becomes ISLAND_HYDRATED once it has hydrated. */
export const ISLAND_ATTRIBUTE = "data-island";
export const ISLAND_HYDRATED = "hydrated";
/** While its module is on its way. */
export const ISLAND_LOADING = "loading";
/** Its module did not come (in time, or at all): the server's HTML stays, and an error is reported. */
export const ISLAND_FAILED = "failed";
/** The island's name: its module is `<islands folder>/<name>.tsx`. */
export const COMPONENT_ATTRIBUTE = "data-component";
/** The island's props, as JSON. */
export const PROPS_ATTRIBUTE = "data-props";
/** When the island loads its code (Directive). */
export const WHEN_ATTRIBUTE = "data-when";
/**
 * On a `use` island's wrapper (DueAtArrival): the day (YYYY-MM-DD, UTC) after which it is due at
 * arrival, and the query parameter whose presence makes it due.
 */
export const DUE_AFTER_ATTRIBUTE = "data-due-after";
export const DUE_WITH_PARAM_ATTRIBUTE = "data-due-with-param";
/** On the islands' entry script: each island of the page and the URLs of its modules, as JSON. */
export const MODULES_ATTRIBUTE = "data-island-modules";
/**
 * Set on a link once it has come into view (src/client/prefetch.ts): PREFETCH_RULES let the browser
 * prefetch the links that carry it.
 */
export const IN_VIEW_ATTRIBUTE = "data-in-view";
/**
 * The speculation rules (document rules) the prefetch inserts where the browser has them: every
 * same-site link marked IN_VIEW_ATTRIBUTE is prefetched at once, by the browser. Inserted by script,
 * not written in `<head>`: eagerness "immediate", the one that does not wait for a hover in Chromium,
 * is newer than the W3C Nu checker's schema. The text never changes, so a page's
 * Content-Security-Policy allows it by its hash (a site with a policy must list it: README).
 */
export const PREFETCH_RULES = JSON.stringify({
  prefetch: [
    {
      where: { and: [{ href_matches: "/*" }, { selector_matches: `a[${IN_VIEW_ATTRIBUTE}]` }] },
      eagerness: "immediate",
    },
  ],
});
/** Set on `<html>` once every island due at arrival (at once, idle, or near the viewport) has hydrated. */
export const HYDRATED_ATTRIBUTE = "data-hydrated";

/**
 * When an island loads and hydrates, as Astro's client:* directives: `load` at once, `idle` when
 * the browser is first idle, `visible` when it comes within three screens of the viewport (then at
 * the next idle moment), `use` only when the visitor first points at, focuses or types in it (its
 * modules fetched, not run, after the load, when the browser is first idle). Any of them hydrates at once on that
 * first use.
 */
export type Directive = "load" | "idle" | "visible" | "use";

/**
 * When a `use` island cannot wait for its first use, because the server's HTML no longer shows
 * what it would: from the day after `after` (a date in its content has passed since the build), or
 * when the address carries the query parameter `withParam` (a choice the server did not render).
 * Then it is due at arrival, as an `idle` island.
 */
export type DueAtArrival = { readonly after?: string; readonly withParam?: string };

/** Where the islands' bundle is written under public/ (`/static/` is served as immutable). */
export const BUNDLE_DIR = "static/islands";

/**
 * On an element inside an island whose content never changes once rendered (src/static-content.ts):
 * its id, unique in the page. Hydration keeps what the server rendered inside it and does not walk it.
 */
export const STATIC_CONTENT_ATTRIBUTE = "data-island-static";
