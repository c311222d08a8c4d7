import { keepTypedText, type TypedText } from "./typed-text";

/**
 * Each island met in the first render waits behind a gate: a promise its content throws, so that
 * Suspense keeps the server's HTML (Preact keeps the DOM of a child that suspends while hydrating),
 * until the gate opens and the island hydrates in that task's microtasks.
 */
export type Gate = {
  /** Thrown by the island while it waits (Suspense keeps the server's HTML meanwhile). */
  promise: Promise<void>;
  open: () => void;
  opened: boolean;
  hydrated: boolean;
  /** Opens right after the first render, in view or not (content that depends on the address). */
  now: boolean;
  /** Opens only when used (see ./early-input.ts), not when it comes into view. */
  whenUsed: boolean;
  /** The island's wrapper in the server's HTML, known once the first render has ended. */
  element?: Element;
  /** Text typed in its textareas before it hydrated, taken as its gate opens (./typed-text.ts). */
  typed?: TypedText;
};

/** Every gate made, in document order (the order the first render meets the islands). */
export const gates: Gate[] = [];

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

/** Opens the gate of the island whose wrapper is `element`, if it waits. */
export const openGateOf = (element: Element | null) => gates.find((gate) => gate.element === element)?.open();
