/**
 * How the browser takes over the server's HTML, in three steps, so that no step is one long task:
 *
 * 1. The first render hydrates the page's frame. `Static` content keeps the server's HTML and is
 *    not rendered at all (see ui/static.tsx); each `Island` (see ui/island.tsx) is left as the
 *    server sent it, waiting behind a gate.
 * 2. `endFirstRender` (gatsby-browser.tsx, onInitialClientRender) opens the islands' gates one at a
 *    time, one task each, as their content comes into view (or at once, for an island whose content
 *    depends on the address); then, one per idle moment, those within NEAR_MARGIN of the viewport,
 *    so that the visitor who scrolls to them finds them working. An island the visitor touches first
 *    (pointer down or over, focus, key, click, input) opens at once, before the event reaches it.
 *    An island that does nothing until it is used (a form) opens only then: coming into view
 *    changes nothing it shows.
 * 3. When the first render has ended and every island that was in view has hydrated, `<html>` gets
 *    HYDRATED_ATTRIBUTE: a public signal that the page works, which the browser tests wait for.
 *
 * Step 1 itself waits until the page needs the app (see ./start.ts): the visitor interacts, or the
 * server's HTML is out of date. What the visitor does before
 * the app has rendered is not lost: the islands touched open first, a click on a button is held and
 * given again once its part works, and a field typed in or filled keeps its value.
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
 * When an island's server HTML is not enough on its own, written on its wrapper so that the page can
 * tell before its app runs (start.ts) and the island when it is made (Island):
 * - `param`: its content depends on this query parameter; with it in the address the page starts at
 *   once and the island hydrates at once, wherever it is.
 * - `validThrough`: its server HTML is true through this day (YYYY-MM-DD, a UTC day, as an ISO
 *   date-time begins); on a later day the same.
 * (A part that changes on its own, the carousel, does so before the app: see ./rotation.ts.)
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
export function opensAtOnce({ param, validThrough }: IslandTiming, search = window.location.search, today = new Date().toISOString().slice(0, 10)): boolean {
  return Boolean((param && new URLSearchParams(search).has(param)) || (validThrough && validThrough.slice(0, 10) < today));
}

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
  /** Text typed in its textareas before it hydrated, taken as its gate opens (see keepTypedText). */
  typed?: Map<HTMLTextAreaElement, string>;
};

let firstRenderEnded = false;
const gates: Gate[] = [];
const queue: Gate[] = [];
let draining = false;
/** Islands out of view whose first IntersectionObserver entry has not come yet. */
const unreported = new Set<Gate>();
let observer: IntersectionObserver | undefined;
/** How far from the viewport a waiting island opens when the browser is idle: three screens. */
export const NEAR_MARGIN = "300% 0px";
/** Waiting islands within NEAR_MARGIN, opened one per idle moment (openNearbyWhenIdle). */
const nearby: Gate[] = [];
let nearObserver: IntersectionObserver | undefined;
let idleScheduled = false;

// Gatsby hydrates only when #gatsby-focus-wrapper has children (production-app.js); `gatsby develop`
// serves an empty shell and renders from scratch, and the server has no document: nothing to keep.
export const hasServerHtml = () => typeof document !== "undefined" && Boolean(document.getElementById("gatsby-focus-wrapper")?.children.length);

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
    gate.typed = keepTypedText(gate.element);
    open(); // Suspense resumes the island's hydration in this task's microtasks.
  };
  gates.push(gate);
  return gate;
}

/**
 * Text typed in an island's textareas before it hydrates. Preact does not touch an input's value
 * while hydrating, but it does write a textarea's (its content is its value), with the component's
 * state, which has not seen the typing: the text would be gone before announceEarlyValues could
 * pass it on. Taken in the task that opens the gate, the hydration's own, and put back after it.
 */
function keepTypedText(root: Element | undefined): Map<HTMLTextAreaElement, string> {
  const typed = new Map<HTMLTextAreaElement, string>();
  for (const area of root?.querySelectorAll("textarea") ?? []) if (area.value !== area.defaultValue) typed.set(area, area.value);
  return typed;
}

/** Called by an island in the commit that hydrated its content. */
export function islandHydrated(gate: Gate, element: Element) {
  gate.hydrated = true;
  element.setAttribute(ISLAND_ATTRIBUTE, ISLAND_HYDRATED);
  for (const [area, text] of gate.typed ?? []) if (area.isConnected) area.value = text;
  gate.typed = undefined;
  announceEarlyValues(element);
  announceEarlyHover(element);
  announceEarlyFocus(element);
  replayHeldClick();
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

/**
 * Opens the next waiting island near the viewport when the browser is idle, in a task of its own
 * (enqueue), and so on until none is left: after the islands in view, which open as they are
 * reported, and never in the way of the visitor's input.
 */
function openNearbyWhenIdle() {
  if (idleScheduled || !nearby.some((gate) => !gate.opened)) return;
  idleScheduled = true;
  const whenIdle = (then: () => void) => (typeof window.requestIdleCallback === "function" ? window.requestIdleCallback(() => then()) : window.setTimeout(then, 1));
  whenIdle(() => {
    idleScheduled = false;
    const gate = nearby.find((waiting) => !waiting.opened);
    if (gate) enqueue(gate);
    openNearbyWhenIdle();
  });
}

/** What the visitor touched before the app's first render ended: those islands open first (endFirstRender). */
const touchedEarly = new Set<Element>();
/** A click on a button before its part worked, held to be given again once it does (see holdEarlyClick). */
let heldClick: HTMLElement | undefined;

function openTouched(event: Event) {
  if (!(event.target instanceof Element)) return;
  if (!firstRenderEnded) return void touchedEarly.add(event.target);
  const target = event.target.closest(`[${ISLAND_ATTRIBUTE}]`);
  gates.find((gate) => gate.element === target)?.open();
}

/** Whether an element's part of the page has its behaviour: the app has rendered, and its island (if any) has hydrated. */
function works(element: Element): boolean {
  const island = element.closest(`[${ISLAND_ATTRIBUTE}]`);
  return firstRenderEnded && (!island || island.getAttribute(ISLAND_ATTRIBUTE) === ISLAND_HYDRATED);
}

/**
 * A click on a button that has no behaviour yet (the menu button tapped while the app is still
 * starting) would do nothing: it is held, and given again once the button's part works. Links are
 * left to the browser, which follows them as documents; a later click replaces a held one.
 */
function holdEarlyClick(event: MouseEvent) {
  if (firstRenderEnded || !isHydrating() || !(event.target instanceof Element)) return;
  const button = event.target.closest("button");
  if (!button || button.closest("a[href]")) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  heldClick = button;
}

function replayHeldClick() {
  if (!heldClick || !heldClick.isConnected || !works(heldClick)) return;
  const button = heldClick;
  heldClick = undefined;
  button.click();
}

/**
 * What a visitor typed, chose or an autofill put into an island's fields before it hydrated is in the
 * DOM but not in the component's state, which would write its own value back at the next render:
 * each such field is announced as the browser would have, so the handlers take it.
 */
function announceEarlyValues(root: Element) {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>("input, textarea, select")) {
    const changed =
      field instanceof HTMLSelectElement
        ? [...field.options].some((option) => option.selected !== option.defaultSelected)
        : field instanceof HTMLInputElement && field.type === "radio"
          ? field.checked && !field.defaultChecked // the radio now chosen speaks for its group
          : field instanceof HTMLInputElement && field.type === "checkbox"
            ? field.checked !== field.defaultChecked
            : field instanceof HTMLInputElement && field.type === "file"
              ? Boolean(field.files?.length)
              : field.value !== field.defaultValue;
    if (!changed) continue;
    field.dispatchEvent(new Event("input", { bubbles: true }));
    field.dispatchEvent(new Event("change", { bubbles: true }));
  }
}

/**
 * The pointer may have come over an island before it hydrated (the visitor's first move started the
 * app): its handlers missed the `mouseenter`, and no other comes while the pointer stays. Each
 * element under the pointer gets it now, as the browser would have sent it (a hovered card is then
 * highlighted, a hovered carousel holds still).
 */
function announceEarlyHover(root: Element) {
  for (const element of root.querySelectorAll(":hover")) element.dispatchEvent(new MouseEvent("mouseenter"));
}

/**
 * Focus may have moved into an island before it hydrated (a tap or a Tab started the app): its
 * handlers missed the `focusin` (React's and Preact's onFocus), and none comes while focus stays.
 * The focused element gets it now (a carousel with focus inside holds still, WCAG 2.2.2; a focused
 * card is highlighted).
 */
function announceEarlyFocus(root: Element) {
  const focused = document.activeElement;
  if (focused && focused !== root && root.contains(focused)) focused.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
}

// From the start, not from the first render: what the visitor does while the app starts is kept.
if (typeof document !== "undefined") {
  for (const type of INTERACTIONS) document.addEventListener(type, openTouched, { capture: true, passive: true });
  document.addEventListener("click", holdEarlyClick, { capture: true });
}

function markWhenSettled() {
  if (!firstRenderEnded || unreported.size > 0 || queue.length || gates.some((gate) => gate.opened && !gate.hydrated)) return;
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "");
  // Nothing left to wait for: let go of the listeners and the observer.
  if (gates.every((gate) => gate.opened)) {
    for (const type of INTERACTIONS) document.removeEventListener(type, openTouched, { capture: true });
    document.removeEventListener("click", holdEarlyClick, { capture: true });
    observer?.disconnect();
    nearObserver?.disconnect();
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
  // Islands touched while the app started open now, in this task; a held click outside any island goes again.
  for (const gate of waiting) if ([...touchedEarly].some((target) => gate.element!.contains(target))) gate.open();
  touchedEarly.clear();
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
  for (const gate of waiting) {
    if (gate.opened) continue;
    if (gate.now) {
      enqueue(gate);
      continue;
    }
    if (gate.whenUsed) continue;
    const children = [...gate.element!.children];
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
        if (!gate || !entry.isIntersecting || gate.opened || nearby.includes(gate)) continue;
        nearby.push(gate);
      }
      openNearbyWhenIdle();
    },
    { rootMargin: NEAR_MARGIN },
  );
  for (const [child, gate] of gateOf) {
    nearOf.set(child, gate);
    nearObserver.observe(child);
  }
  markWhenSettled();
}
