import { Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { createGate, type Gate } from "./browser/gates";
import { islandHydrated } from "./browser/hydration";
import { ISLAND_ATTRIBUTE, opensAtOnce, timingAttributes, type IslandTiming } from "./browser/markers";
import { isHydrating } from "./browser/server-html";
import { EnclosingPart, usePlacement } from "./placement";
import { contents, KeepServerHtml } from "./static";

/**
 * An interactive part of a page (the menu, a form, the FAQ, the careers filter...) that hydrates on
 * its own, after the page's first render, in a task of its own: when it comes into view, or at once
 * when the visitor points at, focuses or types in it (see browser/hydration.ts, browser/early-input.ts). Until then the
 * server's HTML stays as it is: Preact keeps the DOM of a component that suspends while hydrating.
 * On the server, in the tests and after a client-side navigation it renders its children at once.
 *
 * `param`, `validThrough` (see IslandTiming in browser/markers.ts): content that depends on a query
 * parameter or on the day hydrates right after the first render when the address has the parameter
 * or the day has passed, wherever it is, and makes the page start at once.
 * `whenUsed`: for a part that shows nothing different until it is used (a form): coming into view
 * does not hydrate it; the browser's idle time does, once it is within three screens of the
 * viewport (NEAR_MARGIN), so that the first tap on a field finds it working, or the visitor
 * pointing at, focusing, typing in or clicking it before then.
 *
 * Islands are not nested, nor put inside `Static`: either throws, naming both (./placement.ts).
 * `Static` content inside an island keeps the server's HTML when the island hydrates, as it does in
 * the first render.
 */
export function Island({
  children,
  whenUsed = false,
  ...timing
}: { children: ReactNode; whenUsed?: boolean } & IslandTiming) {
  const placement = usePlacement("Island", children);
  // Made in the first render and kept here, above the boundary, for as long as the island waits.
  const [gate] = useState(() => (isHydrating() ? createGate(opensAtOnce(timing), whenUsed) : null));
  const content = (
    <EnclosingPart.Provider value={placement}>
      <Gated gate={gate} timing={timing}>
        {children}
      </Gated>
    </EnclosingPart.Provider>
  );
  // No boundary in the server's render: React would write its <!--$--> markers into the HTML.
  return typeof window === "undefined" ? content : <Suspense fallback={null}>{content}</Suspense>;
}

// Layout effects run in the commit that hydrated the island; the server has none to run (and React warns).
const useCommitEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

function Gated({ gate, timing, children }: { gate: Gate | null; timing: IslandTiming; children: ReactNode }) {
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- Suspense: a component waits by throwing the promise.
  if (gate && !gate.opened) throw gate.promise;
  const wrapper = useRef<HTMLDivElement>(null);
  // True during the render that hydrates the island, false from its commit on: a `Static` mounted
  // later (a card shown again by a filter) has no server HTML to keep.
  const hydrating = useRef(Boolean(gate));
  const keepServerHtml = useCallback(() => hydrating.current, []);
  useCommitEffect(() => {
    hydrating.current = false;
  }, []);
  // In the commit that hydrated it, before the browser can deliver another event: a field typed in
  // then (its handler now attached) would render the form from a state that has not yet taken the
  // values typed before, and wipe them (seen with a name typed, then an email, while the app started).
  useCommitEffect(() => {
    if (gate && wrapper.current) islandHydrated(gate, wrapper.current);
  }, [gate]);
  const attributes = { [ISLAND_ATTRIBUTE]: "", ...timingAttributes(timing) };
  return (
    <KeepServerHtml.Provider value={keepServerHtml}>
      <div {...attributes} css={contents} ref={wrapper}>
        {children}
      </div>
    </KeepServerHtml.Provider>
  );
}
