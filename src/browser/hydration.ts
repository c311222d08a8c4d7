/**
 * How the browser takes over the server's HTML, in three steps, so that no step is one long task:
 *
 * 1. The first render hydrates the page's frame. `Static` content keeps the server's HTML and is
 *    not rendered at all (see ui/static.tsx); each `Island` (see ui/island.tsx) is left as the
 *    server sent it, waiting behind a gate.
 * 2. `endFirstRender` (gatsby-browser.tsx, onInitialClientRender) opens the islands' gates one at a
 *    time, one task each, as their content comes into view (or at once, for an island whose content
 *    depends on the address); an island the visitor touches first (pointer down or over, focus, key,
 *    click, input) opens at once, before the event reaches it. An island that does nothing until it
 *    is used (a form) opens only then: coming into view changes nothing it shows.
 * 3. When the first render has ended and every island that was in view has hydrated, `<html>` gets
 *    HYDRATED_ATTRIBUTE: a public signal that the page works, which the browser tests wait for.
 *
 * Everything rendered after the first render (a client-side navigation, a re-filtered list) renders
 * normally.
 */

/** Set on `<html>` once the page's frame and every island in view have hydrated. */
export const HYDRATED_ATTRIBUTE = "data-hydrated";
/** The attribute of an island's wrapper; its value becomes ISLAND_HYDRATED once it has hydrated. */
export const ISLAND_ATTRIBUTE = "data-island";
export const ISLAND_HYDRATED = "hydrated";

/**
 * Events that open an island at once, before they reach it: a click starts with pointerdown, typing
 * with focus. `click` and `input` catch what arrives without those (a screen reader's activation, a
 * browser's autofill): listeners added while an event is on its way still receive it.
 */
const INTERACTIONS = ["pointerdown", "pointerover", "focusin", "keydown", "click", "input"] as const;

export type Gate = {
  /** Thrown by the island while it waits (Suspense keeps the server's HTML meanwhile). */
  promise: Promise<void>;
  open: () => void;
  opened: boolean;
  hydrated: boolean;
  /** Opens right after the first render, in view or not (content that depends on the address). */
  now: boolean;
  /** Opens only when used (INTERACTIONS), not when it comes into view. */
  whenUsed: boolean;
  /** The island's wrapper in the server's HTML, known once the first render has ended. */
  element?: Element;
};

let firstRenderEnded = false;
const gates: Gate[] = [];
const queue: Gate[] = [];
let draining = false;
/** Islands out of view whose first IntersectionObserver entry has not come yet. */
const unreported = new Set<Gate>();
let observer: IntersectionObserver | undefined;

// Gatsby hydrates only when #gatsby-focus-wrapper has children (production-app.js); `gatsby develop`
// serves an empty shell and renders from scratch, and the server has no document: nothing to keep.
const hasServerHtml = () => typeof document !== "undefined" && Boolean(document.getElementById("gatsby-focus-wrapper")?.children.length);

/** Whether the app is still in its first render in the browser, hydrating the HTML the server sent. */
export const isHydrating = () => !firstRenderEnded && hasServerHtml();

/** A gate for an island met in the first render, in document order. */
export function createGate(now = false, whenUsed = false): Gate {
  let open = () => {};
  const promise = new Promise<void>((resolve) => (open = resolve));
  const gate: Gate = { promise, opened: false, hydrated: false, now, whenUsed, open: () => {} };
  gate.open = () => {
    if (gate.opened) return;
    gate.opened = true;
    open(); // Suspense resumes the island's hydration in this task's microtasks.
  };
  gates.push(gate);
  return gate;
}

/** Called by an island once its content has hydrated. */
export function islandHydrated(gate: Gate, element: Element) {
  gate.hydrated = true;
  element.setAttribute(ISLAND_ATTRIBUTE, ISLAND_HYDRATED);
  markWhenSettled();
}

// One island per task: each hydration is its own task, and input can run between them.
function enqueue(gate: Gate) {
  if (gate.opened || queue.includes(gate)) return;
  queue.push(gate);
  if (!draining) drain();
}

function drain() {
  draining = true;
  setTimeout(() => {
    queue.shift()?.open();
    if (queue.length) drain();
    else draining = false;
  });
}

function openTouched(event: Event) {
  const target = event.target instanceof Element ? event.target.closest(`[${ISLAND_ATTRIBUTE}]`) : null;
  gates.find((gate) => gate.element === target)?.open();
}

function markWhenSettled() {
  if (!firstRenderEnded || unreported.size > 0 || queue.length || gates.some((gate) => gate.opened && !gate.hydrated)) return;
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "");
  // Nothing left to wait for: let go of the listeners and the observer.
  if (gates.every((gate) => gate.opened)) {
    for (const type of INTERACTIONS) document.removeEventListener(type, openTouched, { capture: true });
    observer?.disconnect();
  }
}

/** Ends the first render and starts opening the islands' gates. */
export function endFirstRender() {
  firstRenderEnded = true;
  const elements = document.querySelectorAll(`[${ISLAND_ATTRIBUTE}]:not([${ISLAND_ATTRIBUTE}="${ISLAND_HYDRATED}"])`);
  const waiting = gates.filter((gate) => !gate.opened);
  if (elements.length !== waiting.length || typeof IntersectionObserver === "undefined") {
    // Not the page the gates were made for (should not happen): hydrate everything, one task each.
    waiting.forEach(enqueue);
    return markWhenSettled();
  }
  waiting.forEach((gate, index) => (gate.element = elements[index]));
  for (const type of INTERACTIONS) document.addEventListener(type, openTouched, { capture: true, passive: true });

  // The wrapper is `display: contents` (it has no box of its own): its children are what scrolls into view.
  const gateOf = new Map<Element, Gate>();
  observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const gate = gateOf.get(entry.target);
        if (!gate) continue;
        unreported.delete(gate); // Every target's first entry says whether it is in view at the start.
        if (!entry.isIntersecting) continue;
        for (const [child, owner] of gateOf) if (owner === gate) observer?.unobserve(child), gateOf.delete(child);
        enqueue(gate);
      }
      markWhenSettled();
    },
    { rootMargin: "200px 0px" },
  );
  for (const gate of waiting) {
    if (gate.now) {
      enqueue(gate);
      continue;
    }
    if (gate.whenUsed) continue;
    const children = [...gate.element!.children];
    if (!children.length) enqueue(gate);
    else unreported.add(gate);
    for (const child of children) gateOf.set(child, gate), observer.observe(child);
  }
  markWhenSettled();
}
