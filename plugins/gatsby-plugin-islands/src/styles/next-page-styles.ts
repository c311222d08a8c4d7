import type { EmotionCache } from "@emotion/cache";
import { whenIdle } from "../browser/idle";
import { SERVER_STYLES_KEY } from "../names";

/**
 * The server's styles of the pages a visitor is likely to open next, taken into this document ahead
 * of the tap. A client-side navigation renders the new page's components, and Emotion compiles and
 * inserts each style it has not inserted yet (stylis, then a rule per selector) inside the tap's
 * render frame: on a phone at 4x, about 20 ms of the frame that paints the next page's heading. The
 * next page's HTML already holds those styles, compiled, in its one server <style> element
 * (SERVER_STYLES_KEY, see ./server-styles.ts): at an idle moment its new rules are put into <head>
 * and their names marked in Emotion's cache as inserted, as the first load does with its own
 * (./emotion-cache.ts), so that the navigation's render finds them there.
 */

/** The key of a <style> element holding another page's server styles (Emotion's cache leaves other keys alone). */
export const NEXT_PAGE_STYLES_KEY = `${SERVER_STYLES_KEY}-next`;

const SERVER_STYLES = new RegExp(`<style data-emotion="${SERVER_STYLES_KEY} ([^"]*)"[^>]*>([\\s\\S]*?)</style>`);

/** The browser's Emotion cache, once the app has made it (./emotion-cache.ts). */
let browserCache: EmotionCache | undefined;
export const setNextPageCache = (cache: EmotionCache) => void (browserCache = cache);

/** Pages whose styles were asked for already. */
const asked = new Set<string>();

/**
 * Takes a page's server styles into this document: the rules of its server <style> element, if it
 * names a style `cache` has not inserted, in an element of their own in <head>. Returns the names
 * it marked inserted.
 */
export function adoptPageStyles(html: string, cache: EmotionCache, head: HTMLElement = document.head): string[] {
  const found = SERVER_STYLES.exec(html);
  if (!found) return [];
  const names = found[1].split(" ").filter((name) => name && cache.inserted[name] === undefined);
  if (names.length === 0) return [];
  const style = document.createElement("style");
  style.setAttribute("data-emotion", `${NEXT_PAGE_STYLES_KEY} ${names.join(" ")}`);
  // The whole element: a rule of an already inserted name comes again with the same declarations.
  style.textContent = found[2]!;
  head.append(style);
  for (const name of names) cache.inserted[name] = true;
  return names;
}

/** Fetches the built page at `path` when the browser is idle and takes its styles at the next idle moment. */
export function prefetchPageStyles(path: string) {
  if (!browserCache || asked.has(path)) return;
  asked.add(path);
  whenIdle(() => {
    void fetch(path, { credentials: "same-origin" })
      .then((response) => (response.ok ? response.text() : ""))
      .then((html) => whenIdle(() => browserCache && adoptPageStyles(html, browserCache)))
      // A page that cannot be fetched now is rendered as before, its styles compiled in its frame.
      .catch(() => undefined);
  });
}
