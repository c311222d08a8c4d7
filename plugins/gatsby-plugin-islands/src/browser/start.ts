import { START_HINTS_ID } from "../names";
import { whenIdle } from "./idle";
import { ISLAND_ATTRIBUTE, opensAtOnce, timingOf } from "./markers";
import { hasServerHtml } from "./server-html";

/**
 * When Gatsby's app starts on a page the server rendered. The page is complete HTML and CSS: its
 * text, images and links work without script, and every part with behaviour shows its first state.
 * The app (Gatsby's runtime, the page's data and component, Preact's first render) is needed only
 * for behaviour, so it does not run while the page loads, where it was most of the main thread's
 * work (docs/decisions/0003). It starts:
 *
 * - at once, when the page must change without the visitor: an island's address parameter is
 *   there or its HTML is out of date (IslandTiming), or the site says so (`startsAtOnce` of its
 *   arrival module, the plugin's `arrival` option: this site's consent banner and carousel);
 * - once the page has loaded and the browser is idle, after what it will fetch has been asked for
 *   (prefetchStartWhenIdle): so that the visitor's first tap finds it running. Its work comes in
 *   tasks of its own (the app's modules and the page's component one part per task, ./app-entry.ts;
 *   the page data's arrival; the first render; then one island per task, ./hydration.ts);
 * - at the visitor's first interaction before then: pointing, touching, a key, focus, the wheel.
 *
 * A page without server HTML (one Gatsby renders from scratch) starts at once. What the visitor does while it starts is
 * kept (./early-input.ts): the islands touched hydrate first, a click on a button is held and
 * given again, typed values are taken over. A link clicked before the app has rendered loads its
 * page as a document.
 */
export const START_EVENTS = [
  "pointerdown",
  "pointermove",
  "pointerover",
  "touchstart",
  "focusin",
  "keydown",
  "wheel",
  "click",
  "input",
] as const;

/** The site's own reasons to start at once (its arrival module's `startsAtOnce`). */
export type SiteReasons = (root: Document) => boolean;

/** Whether the page has to start at once (see above). */
export function mustStartNow(root: Document = document, siteReasons: SiteReasons = () => false): boolean {
  if (!hasServerHtml()) return true;
  if (siteReasons(root)) return true;
  return [...root.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)].some((island) => opensAtOnce(timingOf(island)));
}

/**
 * Resolves when the app should start: at once (mustStartNow), at the first interaction, or, once
 * `ready` has resolved (the page has loaded and its start's files are asked for), at the browser's
 * next idle moment.
 */
export function whenToStart(ready?: Promise<void>, siteReasons?: SiteReasons): Promise<void> {
  if (mustStartNow(document, siteReasons)) return Promise.resolve();
  return new Promise((resolve) => {
    const listening = { capture: true, passive: true } as const;
    const start = () => {
      for (const type of START_EVENTS) window.removeEventListener(type, start, listening);
      resolve();
    };
    for (const type of START_EVENTS) window.addEventListener(type, start, listening);
    void ready?.then(() => whenIdle(start));
  });
}

/** The JSON list of what the app fetches when it starts, in the page's head (gatsby/start-hints.ts). */
export { START_HINTS_ID };

/** The start hints of this page: the files, and the webpack chunk name of its component (`data-component`). */
export function startHintsOf(root: Document = document): { files: string[]; component?: string } {
  const element = root.getElementById(START_HINTS_ID);
  const files = element?.textContent ? (JSON.parse(element.textContent) as string[]) : [];
  return { files, component: element?.getAttribute("data-component") ?? undefined };
}

/**
 * The scripts of the page's component that the page has not run yet: the start hints' scripts after
 * its data (gatsby/start-hints.ts lists the app's runtime, then the data, then the component's chunks).
 */
export function componentScripts({ files }: { files: string[] }, root: Document = document): string[] {
  const data = files.findIndex((file) => file.endsWith(".json"));
  if (data < 0) return [];
  const loaded = new Set([...root.scripts].map((script) => script.getAttribute("src")));
  return files.slice(data).filter((file) => file.endsWith(".js") && !loaded.has(file));
}

/**
 * Once the page has loaded and the browser is idle, asks for what the app will fetch when it starts
 * (`<link rel="prefetch">`: lowest priority, into the HTTP cache, nothing run), so that the
 * visitor's first tap waits for the app's start and not for the network. One link per idle moment:
 * each starts a request on the main thread, and a dozen at once took 6 ms at 1x (docs/decisions/0003).
 * Resolves once the last has been added.
 */
export function prefetchStartWhenIdle(): Promise<void> {
  let done = () => {};
  const prefetched = new Promise<void>((resolve) => (done = resolve));
  const prefetch = (hrefs: string[]) => {
    const href = hrefs.shift();
    if (!href) return done();
    const link = document.createElement("link");
    link.rel = "prefetch";
    link.href = href;
    document.head.append(link);
    whenIdle(() => prefetch(hrefs));
  };
  const start = () => prefetch(startHintsOf().files);
  if (document.readyState === "complete") whenIdle(start);
  else window.addEventListener("load", () => whenIdle(start), { once: true });
  return prefetched;
}
