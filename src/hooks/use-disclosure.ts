import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";

/** Open/closed state for a menu or an expandable panel. */
export function useDisclosure(initiallyOpen = false) {
  const [open, setOpen] = useState(initiallyOpen);
  const toggle = useCallback(() => setOpen((current) => !current), []);
  const close = useCallback(() => setOpen(false), []);
  return { open, toggle, close };
}

/**
 * A disclosure that also closes the way a menu should for a keyboard user (WCAG 2.1.2, 2.4.11):
 * Escape closes it and puts focus back on its button; focus moving anywhere outside the button and
 * the panel closes it, so an open menu never covers the page where focus has gone.
 */
// Listening from the commit that opened the menu, not a frame later: an Escape pressed at once after
// opening it was missed now and then (the browser test's). No layout effects on the server.
const useCommitEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

export function useMenuDisclosure() {
  const disclosure = useDisclosure();
  const { open, close } = disclosure;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);

  useCommitEffect(() => {
    if (!open) return undefined;
    const inside = (node: EventTarget | null) =>
      node instanceof Node && Boolean(buttonRef.current?.contains(node) || panelRef.current?.contains(node));
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      close();
      buttonRef.current?.focus();
    };
    // Native focusin: a Tab from the last link lands outside both, which is when to close.
    const onFocusIn = (event: FocusEvent) => {
      if (!inside(event.target)) close();
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("focusin", onFocusIn);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("focusin", onFocusIn);
    };
  }, [open, close]);

  return { ...disclosure, buttonRef, panelRef };
}
