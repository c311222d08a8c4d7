import { afterLoadAndIdle } from "./timing";

/** Links that lead to a document worth having before the tap: not the editor, an endpoint, a feed or a file. */
const NOT_PAGES = [/\/admin\//, /\/api\//, /\.[a-z0-9]+($|\?)/i, (url: string) => url.includes("#")];

/**
 * The pages of the links in view are fetched when the browser is idle (GoogleChromeLabs' quicklink:
 * `<link rel="prefetch">`, skipped on Save-Data and slow connections), so a tap finds its next
 * document in the cache. quicklink itself is fetched and evaluated only after the load event and
 * the first idle period: nothing waits for it. The speculation rules in `<head>` (gatsby-ssr.tsx)
 * add prerendering on hover or pointer-down where the browser has them, with no script at all.
 */
export function prefetchLinks() {
  void afterLoadAndIdle()
    .then(() => import("quicklink"))
    .then(({ listen }) => listen({ ignores: NOT_PAGES }));
}
