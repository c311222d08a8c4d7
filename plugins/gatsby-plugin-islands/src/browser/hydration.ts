/**
 * How the browser takes over the server's HTML, in three steps, so that no step is one long task:
 *
 * 1. The first render hydrates the page's frame. `Static` content keeps the server's HTML and is
 *    not rendered at all (see ../static.tsx); each `Island` (see ../island.tsx) is left as the
 *    server sent it, waiting behind a gate (./gates.ts).
 * 2. `endFirstRender` (Gatsby's onInitialClientRender, ./first-render.ts) opens the islands' gates
 *    one at a time, one task each (./schedule.ts), as their content comes into view (or at once,
 *    for an island whose content depends on the address); then, one per idle moment, those within
 *    NEAR_MARGIN of the viewport, so that the visitor who scrolls to them finds them working. An
 *    island the visitor touches first opens at once, before the event reaches it (./early-input.ts).
 *    An island that does nothing until it is used (a form) is not opened by coming into view, which
 *    changes nothing it shows: it opens when used, or when the browser is idle once it is within
 *    NEAR_MARGIN, so that the first tap on a field finds it hydrated.
 * 3. When the first render has ended and every island that was in view has hydrated, `<html>` gets
 *    HYDRATED_ATTRIBUTE: a public signal that the page works, which the browser tests wait for.
 *
 * Step 1 itself waits until the page needs the app (see ./start.ts). What the visitor does before
 * the app has rendered is not lost (./early-input.ts, ./typed-text.ts).
 *
 * Everything rendered after the first render (a client-side navigation, a re-filtered list) renders
 * normally.
 */
import { announceEarlyInput, replayHeldClick, stopListening, takeTouchedEarly } from "./early-input";
import { gates, type Gate } from "./gates";
import { HYDRATED_ATTRIBUTE, ISLAND_ATTRIBUTE, ISLAND_HYDRATED } from "./markers";
import { enqueue, NEAR_MARGIN, openWhenIdle, queued } from "./schedule";
import { firstRenderHasEnded, markFirstRenderEnded } from "./server-html";
import { putTypedTextBack } from "./typed-text";

/** Islands out of view whose first IntersectionObserver entry has not come yet. */
const unreported = new Set<Gate>();
let observer: IntersectionObserver | undefined;
let nearObserver: IntersectionObserver | undefined;

/** Called by an island in the commit that hydrated its content. */
export function islandHydrated(gate: Gate, element: Element) {
  gate.hydrated = true;
  element.setAttribute(ISLAND_ATTRIBUTE, ISLAND_HYDRATED);
  putTypedTextBack(gate.typed);
  gate.typed = undefined;
  announceEarlyInput(element);
  replayHeldClick();
  markWhenSettled();
}

function markWhenSettled() {
  if (!firstRenderHasEnded() || unreported.size > 0 || queued() || gates.some((gate) => gate.opened && !gate.hydrated))
    return;
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "");
  // Nothing left to wait for: let go of the listeners and the observers.
  if (gates.every((gate) => gate.opened)) {
    stopListening();
    observer?.disconnect();
    nearObserver?.disconnect();
  }
}

/** Ends the first render and starts opening the islands' gates. */
export function endFirstRender() {
  markFirstRenderEnded();
  const elements = document.querySelectorAll(`[${ISLAND_ATTRIBUTE}]:not([${ISLAND_ATTRIBUTE}="${ISLAND_HYDRATED}"])`);
  const waiting = gates.filter((gate) => !gate.opened);
  if (elements.length !== waiting.length || typeof IntersectionObserver === "undefined") {
    // Not the page the gates were made for (should not happen): hydrate everything, one task each.
    waiting.forEach(enqueue);
    return markWhenSettled();
  }
  waiting.forEach((gate, index) => (gate.element = elements[index]));
  // Islands touched while the app started open now, in this task; a held click outside any island goes again.
  const touched = takeTouchedEarly();
  for (const gate of waiting) if (touched.some((target) => gate.element!.contains(target))) gate.open();
  replayHeldClick();

  // The wrapper is `display: contents` (it has no box of its own): its children are what scrolls into view.
  const gateOf = new Map<Element, Gate>();
  observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const gate = gateOf.get(entry.target);
        if (!gate) continue;
        unreported.delete(gate); // Every target's first entry says whether it is in view at the start.
        if (!entry.isIntersecting) continue;
        for (const [child, owner] of gateOf) {
          if (owner !== gate) continue;
          observer?.unobserve(child);
          gateOf.delete(child);
        }
        enqueue(gate);
      }
      markWhenSettled();
    },
    { rootMargin: "200px 0px" },
  );
  const nearOnly = new Map<Element, Gate>();
  for (const gate of waiting) {
    if (gate.opened) continue;
    if (gate.now) {
      enqueue(gate);
      continue;
    }
    const children = [...gate.element!.children];
    if (gate.whenUsed) {
      // Coming into view does not open it; being near the viewport does, when the browser is idle (below).
      for (const child of children) nearOnly.set(child, gate);
      continue;
    }
    if (!children.length) enqueue(gate);
    else unreported.add(gate);
    for (const child of children) {
      gateOf.set(child, gate);
      observer.observe(child);
    }
  }
  // Farther, but near: these open when the browser is idle, one at a time.
  const nearOf = new Map<Element, Gate>();
  nearObserver = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const gate = nearOf.get(entry.target);
        if (gate && entry.isIntersecting) openWhenIdle(gate);
      }
    },
    { rootMargin: NEAR_MARGIN },
  );
  for (const [child, gate] of [...gateOf, ...nearOnly]) {
    nearOf.set(child, gate);
    nearObserver.observe(child);
  }
  markWhenSettled();
}
