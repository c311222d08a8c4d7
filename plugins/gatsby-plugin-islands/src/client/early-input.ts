/**
 * What a visitor does to an island before its code has run must not be lost. Both rules use only
 * the DOM's public API.
 */

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Text typed (or a box ticked) before hydration: read before `hydrate`, which may render a
 * component's initial state over it, and given back after as the visitor's own input, so the
 * component's handlers take it into their state. Returns the step to run after hydrating.
 */
export function carryTypedValues(root: HTMLElement): () => void {
  const changed: { control: Control; value?: string; checked?: boolean }[] = [];
  for (const control of root.querySelectorAll<Control>("input, textarea, select")) {
    if (control instanceof HTMLInputElement && (control.type === "checkbox" || control.type === "radio")) {
      if (control.checked !== control.defaultChecked) changed.push({ control, checked: control.checked });
    } else if (control instanceof HTMLSelectElement) {
      // A choice made before hydration (the options' `selected` against the server's `defaultSelected`).
      if (!control.multiple && [...control.options].some((option) => option.selected !== option.defaultSelected))
        changed.push({ control, value: control.value });
    } else if (
      !(control instanceof HTMLSelectElement) &&
      control.type !== "file" &&
      control.value !== control.defaultValue
    )
      changed.push({ control, value: control.value });
  }
  return () => {
    for (const { control, value, checked } of changed) {
      if (checked !== undefined && control instanceof HTMLInputElement) control.checked = checked;
      if (value !== undefined) control.value = value;
      control.dispatchEvent(new Event("input", { bubbles: true }));
      control.dispatchEvent(new Event("change", { bubbles: true }));
    }
  };
}

/** Controls whose click the browser handles itself, with or without the island's code. */
const NATIVE = "a[href], input, textarea, select, label, button[type=submit], summary";

/**
 * A click on one of the island's own buttons (a menu toggle, a tab, a question) that lands before
 * the island has hydrated is held, and given again once it has: the first tap is never lost.
 * Links, form fields and submit buttons keep their native behaviour. Returns the release.
 */
export function holdClicks(root: HTMLElement): () => void {
  let held: HTMLElement | null = null;
  const hold = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>("button, [role]") : null;
    if (!target || !root.contains(target) || target.closest(NATIVE)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = target;
  };
  root.addEventListener("click", hold, true);
  return () => {
    root.removeEventListener("click", hold, true);
    held?.click();
  };
}

/** The keys a composite widget (tabs, a menu, a listbox) moves by: the ones a keyboard user presses first. */
const MOVING_KEYS = new Set(["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End", "PageUp", "PageDown"]);
/** How many presses are kept: a key held down repeats, and nothing a visitor does may grow without bound. */
const MOST_KEYS = 8;

/**
 * A moving key (an arrow, Home, End) pressed on one of the island's widgets (an element with a
 * role, such as a tab) after focus reached it but before its code ran is held, and pressed again on
 * the same element once the island has hydrated: a keyboard user's first arrow on a tab list that
 * starts on focus is not lost. Tab, Enter and Space keep their native behaviour (Enter and Space
 * on a button click it, which holdClicks keeps). Returns the release.
 */
export function holdKeys(root: HTMLElement): () => void {
  const held: { target: HTMLElement; init: KeyboardEventInit }[] = [];
  const hold = (event: KeyboardEvent) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>("[role]") : null;
    if (!MOVING_KEYS.has(event.key) || !target || !root.contains(target) || target.closest(NATIVE)) return;
    event.preventDefault();
    if (held.length >= MOST_KEYS) return;
    const { key, code, shiftKey, ctrlKey, altKey, metaKey } = event;
    held.push({ target, init: { key, code, shiftKey, ctrlKey, altKey, metaKey, bubbles: true, cancelable: true } });
  };
  root.addEventListener("keydown", hold, true);
  return () => {
    root.removeEventListener("keydown", hold, true);
    for (const { target, init } of held) target.dispatchEvent(new KeyboardEvent("keydown", init));
  };
}
