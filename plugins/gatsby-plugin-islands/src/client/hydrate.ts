import { hydrate, h, type ComponentType } from "preact";

/**
 * Preact's public `hydrate` of one island into its server-rendered wrapper. A module of its own,
 * imported by the entry only when an island is due: a page whose islands are not due yet
 * evaluates no Preact.
 */
export function hydrateInto(element: HTMLElement, Component: ComponentType<object>, props: object) {
  hydrate(h(Component, props), element);
}
