import { SERVER_STYLES_KEY } from "../names";

/**
 * The server's styles, and how the browser takes them over without touching them.
 *
 * The build (gatsby/hoist-styles.ts) gathers Emotion's component styles into one <style> element in
 * <head> whose `data-emotion` is this key followed by every style name it holds. Emotion moves each
 * server style element it recognises when it starts (`css ...` ones), and every move of a style sheet
 * makes the browser recompute the style and layout of the whole page; under another key it leaves
 * the element alone, and `adoptServerStyles` marks the names as inserted so that hydrated components
 * do not insert them again. `data-s` is Emotion's own mark for an element it has already placed.
 */
export { SERVER_STYLES_KEY };

/** The style names of the server's <style> element, for Emotion's cache to treat as inserted. */
export function serverStyleNames(root: ParentNode = document): string[] {
  return [...root.querySelectorAll(`style[data-emotion^="${SERVER_STYLES_KEY} "]`)].flatMap((element) =>
    element.getAttribute("data-emotion")!.split(" ").slice(1),
  );
}

/** Whether the server sent the page's global styles (Emotion's `css-global` elements, moved to <head> by the build). */
export const hasServerGlobalStyles = (root: ParentNode = document) =>
  root.querySelector('style[data-emotion^="css-global "]') !== null;
