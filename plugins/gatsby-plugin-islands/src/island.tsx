import type { ComponentType } from "react";
import {
  COMPONENT_ATTRIBUTE,
  DUE_AFTER_ATTRIBUTE,
  DUE_WITH_PARAM_ATTRIBUTE,
  ISLAND_ATTRIBUTE,
  PROPS_ATTRIBUTE,
  WHEN_ATTRIBUTE,
  type Directive,
  type DueAtArrival,
} from "./names";

export type IslandComponent<P> = ComponentType<P> & { readonly island: { name: string; Component: ComponentType<P> } };

/**
 * Declares an island: `export default island("menu", Header, "idle")` in `<islands folder>/menu.tsx`
 * (the name is the file's name; a unit test holds them together). On the server and in
 * `gatsby develop` the returned component renders `Component` inside a wrapper that carries its
 * name, its props as JSON (plain data only: what JSON carries unchanged) and its directive; in a built page the islands' bundle hydrates that
 * wrapper with Preact's public `hydrate` (browser/start.ts), and nothing else of the page runs.
 * Islands are not nested: an island inside another would be hydrated twice. A `use` island may say,
 * from its props, when it cannot wait for its first use (`dueAtArrival`, written on the wrapper).
 */
export function island<P extends object>(
  name: string,
  Component: ComponentType<P>,
  when: Directive,
  dueAtArrival?: (props: P) => DueAtArrival,
): IslandComponent<P> {
  const Inner = Component as ComponentType<object>;
  function Island(props: P) {
    const due = when === "use" ? dueAtArrival?.(props) : undefined;
    const attributes = {
      [ISLAND_ATTRIBUTE]: "",
      [COMPONENT_ATTRIBUTE]: name,
      [PROPS_ATTRIBUTE]: JSON.stringify(props),
      [WHEN_ATTRIBUTE]: when,
      ...(due?.after === undefined ? {} : { [DUE_AFTER_ATTRIBUTE]: due.after }),
      ...(due?.withParam === undefined ? {} : { [DUE_WITH_PARAM_ATTRIBUTE]: due.withParam }),
    };
    return (
      // No box of its own (gatsby-ssr.tsx's WRAPPER_STYLE): the page's layout sees the island's content only.
      <div {...attributes}>
        <Inner {...props} />
      </div>
    );
  }
  Island.displayName = `Island(${name})`;
  return Object.assign(Island, { island: { name, Component } });
}
