import { openGateOf } from "./gates";
import { ISLAND_ATTRIBUTE, ISLAND_HYDRATED } from "./markers";
import { firstRenderHasEnded, isHydrating } from "./server-html";

/**
 * What the visitor does before an island works is not lost: the islands touched open first, a click
 * on a button is held and given again once its part works, and what was typed, hovered or focused
 * is announced to the handlers once they are there. Listening starts with the page, not with the
 * first render.
 */

/**
 * Events that open an island at once, before they reach it: a click starts with pointerdown, typing
 * with focus. `click` and `input` catch what arrives without those (a screen reader's activation, a
 * browser's autofill): listeners added while an event is on its way still receive it.
 */
const INTERACTIONS = ["pointerdown", "pointerover", "focusin", "keydown", "click", "input"] as const;

/** What the visitor touched before the app's first render ended: those islands open first (takeTouchedEarly). */
const touchedEarly = new Set<Element>();
/** A click on a button before its part worked, held to be given again once it does (see holdEarlyClick). */
let heldClick: HTMLElement | undefined;

function openTouched(event: Event) {
  if (!(event.target instanceof Element)) return;
  if (!firstRenderHasEnded()) return void touchedEarly.add(event.target);
  openGateOf(event.target.closest(`[${ISLAND_ATTRIBUTE}]`));
}

/** The elements touched before the first render ended, handed over once (hydration.ts opens their islands). */
export function takeTouchedEarly(): Element[] {
  const touched = [...touchedEarly];
  touchedEarly.clear();
  return touched;
}

/** Whether an element's part of the page has its behaviour: the app has rendered, and its island (if any) has hydrated. */
function works(element: Element): boolean {
  const island = element.closest(`[${ISLAND_ATTRIBUTE}]`);
  return firstRenderHasEnded() && (!island || island.getAttribute(ISLAND_ATTRIBUTE) === ISLAND_HYDRATED);
}

/**
 * A click on a button that has no behaviour yet (the menu button tapped while the app is still
 * starting) would do nothing: it is held, and given again once the button's part works. Links are
 * left to the browser, which follows them as documents; a later click replaces a held one.
 */
function holdEarlyClick(event: MouseEvent) {
  if (firstRenderHasEnded() || !isHydrating() || !(event.target instanceof Element)) return;
  const button = event.target.closest("button");
  if (!button || button.closest("a[href]")) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  heldClick = button;
}

/** Gives the held click again, if its button's part now works. */
export function replayHeldClick() {
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
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
    "input, textarea, select",
  )) {
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
  if (focused && focused !== root && root.contains(focused))
    focused.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
}

/** Tells a just-hydrated island's handlers what the visitor did to it before, as the browser would have. */
export function announceEarlyInput(root: Element) {
  announceEarlyValues(root);
  announceEarlyHover(root);
  announceEarlyFocus(root);
}

// From the start, not from the first render: what the visitor does while the app starts is kept.
if (typeof document !== "undefined") {
  for (const type of INTERACTIONS) document.addEventListener(type, openTouched, { capture: true, passive: true });
  document.addEventListener("click", holdEarlyClick, { capture: true });
}

/** Lets go of the listeners once every island has hydrated. */
export function stopListening() {
  for (const type of INTERACTIONS) document.removeEventListener(type, openTouched, { capture: true });
  document.removeEventListener("click", holdEarlyClick, { capture: true });
}
