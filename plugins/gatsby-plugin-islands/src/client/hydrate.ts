import { hydrate, h, type ComponentType } from "preact";
import { keepStaticContent } from "../static-content";

/**
 * Preact's public `hydrate` of one island into its server-rendered wrapper. A module of its own,
 * imported by the entry only when an island is due: a page whose islands are not due yet
 * evaluates no Preact. The island's static content is kept first, as the server rendered it.
 */
export function hydrateInto(element: HTMLElement, Component: ComponentType<object>, props: object) {
  keepStaticContent(element);
  hydrate(h(Component, props), element);
}
