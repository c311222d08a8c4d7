import type { ReactNode } from "react";
import { STATIC_CONTENT_ATTRIBUTE } from "./names";

/**
 * The server's HTML of each static content on this page, by id. Filled by `keepStaticContent`, which
 * only the islands' browser bundle calls (hydrate.ts, before Preact's `hydrate`); empty on the
 * server, in `gatsby develop` and in the editor, where `staticContent` renders its children.
 */
const fromServer = new Map<string, string>();

/** Keeps the HTML of every static content inside an island's wrapper, before it hydrates. */
export function keepStaticContent(wrapper: Element) {
  for (const element of wrapper.querySelectorAll(`[${STATIC_CONTENT_ATTRIBUTE}]`))
    fromServer.set(element.getAttribute(STATIC_CONTENT_ATTRIBUTE)!, element.innerHTML);
}

/**
 * An element's content that never changes once rendered (a card in a list the island filters), as
 * Astro's static slots: `<li {...staticContent(id, <>…</>)} onMouseEnter={…}>` keeps the element's
 * own props live and its content as the server rendered it. On the server the children render;
 * in a built page the element gets that HTML back through React's public `dangerouslySetInnerHTML`,
 * which Preact's `hydrate` does not walk (it visits the element, not the tens of nodes inside)
 * and which, when the island later adds the element again, is the same HTML. `id` is unique in the
 * page; an id the server did not render renders its children in the browser too.
 */
export function staticContent(id: string, children: ReactNode) {
  const html = fromServer.get(id);
  return html === undefined
    ? { [STATIC_CONTENT_ATTRIBUTE]: id, children }
    : { [STATIC_CONTENT_ATTRIBUTE]: id, dangerouslySetInnerHTML: { __html: html } };
}
