/**
 * An HTML id made from a text the page shows, such as a section's heading: "Why Choose Us?" ->
 * "why-choose-us". Ids must not come from `useId`: the server renders with React and the browser
 * hydrates with Preact, whose `useId` values differ (`:R1:` against `P0-1`), and Preact does not
 * patch attributes while hydrating, so after a re-render an element and its references disagree.
 * A text with no Latin letter or digit gets a short hash instead, so the id is never empty.
 */
export function textId(text: string, suffix?: string): string {
  const words = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  const base = words || `id-${hash(text)}`;
  return suffix ? `${base}-${suffix}` : base;
}

/** A short, stable hash (djb2) of a text, in base 36. */
function hash(text: string): string {
  let value = 5381;
  for (const char of text) value = ((value * 33) ^ char.codePointAt(0)!) >>> 0;
  return value.toString(36);
}
