/**
 * What an island's wrapper and the page's <html> say in the DOM: written by the server's render and
 * the browser's, and read before the app runs (./start.ts) and by the browser tests. Public signals.
 */

import { HYDRATED_ATTRIBUTE, ISLAND_ATTRIBUTE, ISLAND_HYDRATED } from "../names";

export { HYDRATED_ATTRIBUTE, ISLAND_ATTRIBUTE, ISLAND_HYDRATED };

/**
 * When an island's server HTML is not enough on its own, written on its wrapper so that the page can
 * tell before its app runs (start.ts) and the island when it is made (Island):
 * - `param`: its content depends on this query parameter; with it in the address the page starts at
 *   once and the island hydrates at once, wherever it is.
 * - `validThrough`: its server HTML is true through this day (YYYY-MM-DD, a UTC day, as an ISO
 *   date-time begins); on a later day the same.
 * (A part that changes on its own, such as a carousel, does so before the app, in the site's code.)
 */
export type IslandTiming = { param?: string; validThrough?: string };
const TIMING_ATTRIBUTES = { param: "data-island-param", validThrough: "data-island-valid-through" } as const;

/** The wrapper's attributes for a timing (none for an island with none). */
export function timingAttributes({ param, validThrough }: IslandTiming): Record<string, string> {
  const attributes: Record<string, string> = {};
  if (param) attributes[TIMING_ATTRIBUTES.param] = param;
  if (validThrough) attributes[TIMING_ATTRIBUTES.validThrough] = validThrough;
  return attributes;
}

/** The timing written on an island's wrapper in the server's HTML. */
export function timingOf(element: Element): IslandTiming {
  return {
    param: element.getAttribute(TIMING_ATTRIBUTES.param) ?? undefined,
    validThrough: element.getAttribute(TIMING_ATTRIBUTES.validThrough) ?? undefined,
  };
}

/** Whether an island must hydrate (and so the page start) at once: its address parameter is there, or its HTML is out of date. */
export function opensAtOnce(
  { param, validThrough }: IslandTiming,
  search = window.location.search,
  today = new Date().toISOString().slice(0, 10),
): boolean {
  return Boolean(
    (param && new URLSearchParams(search).has(param)) || (validThrough && validThrough.slice(0, 10) < today),
  );
}
