/**
 * Text typed in an island's textareas before it hydrates. Preact does not touch an input's value
 * while hydrating, but it does write a textarea's (its content is its value), with the component's
 * state, which has not seen the typing: the text would be gone before the early values could be
 * announced (./early-input.ts). Taken in the task that opens the island's gate, the hydration's
 * own, and put back in the commit that hydrated it.
 */
export type TypedText = Map<HTMLTextAreaElement, string>;

export function keepTypedText(root: Element | undefined): TypedText {
  const typed: TypedText = new Map();
  for (const area of root?.querySelectorAll("textarea") ?? [])
    if (area.value !== area.defaultValue) typed.set(area, area.value);
  return typed;
}

export function putTypedTextBack(typed: TypedText | undefined) {
  for (const [area, text] of typed ?? []) if (area.isConnected) area.value = text;
}
