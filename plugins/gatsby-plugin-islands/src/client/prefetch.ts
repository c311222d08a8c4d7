import { IN_VIEW_ATTRIBUTE, PREFETCH_RULES } from "../names";
import { afterLoadAndIdle } from "./timing";

/** Links that lead to a document worth having before the tap: not the editor, an endpoint, a feed or a file. */
const NOT_PAGES = [/\/admin\//, /\/api\//, /\.[a-z0-9]+($|\?)/i, (url: string) => url.includes("#")];
const isPage = (url: string) =>
  !NOT_PAGES.some((ignore) => (ignore instanceof RegExp ? ignore.test(url) : ignore(url)));

/**
 * The pages of the links in view are fetched ahead, so that a tap finds its next document there.
 * Where the browser has Speculation Rules, it fetches them itself: this code inserts the rules
 * (PREFETCH_RULES) once and marks each link that comes into view. Elsewhere GoogleChromeLabs'
 * quicklink adds a `<link rel="prefetch">` for each. Either way after the load event and the first
 * idle period: nothing waits for it.
 *
 * Why not quicklink everywhere: its link elements are fetched by the page itself, so each link
 * added, each response and each load event is a task on the page's main thread, and quicklink's own
 * module is one more to fetch and compile. A prefetch made by the browser's rules costs the page
 * the mark alone, and the navigation takes the prefetched response (decision 0022).
 */
export function prefetchLinks() {
  void afterLoadAndIdle().then(() => {
    if (HTMLScriptElement.supports?.("speculationrules")) markLinksInView();
    else void import("quicklink").then(({ listen }) => listen({ ignores: NOT_PAGES }));
  });
}

/** As quicklink: no prefetching for a visitor who asked to save data, or on a 2G connection. */
function savingData() {
  const connection = (navigator as { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  return Boolean(connection?.saveData) || /2g/.test(connection?.effectiveType ?? "");
}

/** Inserts the rules, then marks every link to another page of this site as it comes into view (once each). */
function markLinksInView() {
  if (savingData()) return;
  const rules = document.createElement("script");
  rules.type = "speculationrules";
  rules.textContent = PREFETCH_RULES;
  document.head.append(rules);
  const here = location.href.split("#")[0];
  const observer = new IntersectionObserver((entries) => {
    for (const { target, isIntersecting } of entries) {
      if (!isIntersecting) continue;
      observer.unobserve(target);
      target.setAttribute(IN_VIEW_ATTRIBUTE, "");
    }
  });
  for (const link of document.querySelectorAll<HTMLAnchorElement>("a[href]"))
    if (link.origin === location.origin && link.href !== here && isPage(link.href)) observer.observe(link);
}
