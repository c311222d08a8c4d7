import type { FieldSettings } from "./decap";

/**
 * A list of texts as an editor types it in one box: one item per line (responsibilities,
 * requirements…), or separated by commas (skills, technologies). The box keeps exactly what was
 * typed; the list is read from it on every key, so a comma or a line typed key by key is never
 * lost (Decap's own list widget drops them: decaporg/decap-cms#4646).
 */
export type Separator = "line" | "comma";

const SPLIT: Record<Separator, RegExp> = { line: /\n/, comma: /,/ };
const JOIN: Record<Separator, string> = { line: "\n", comma: ", " };
/** How the hint and the messages say it. */
export const SEPARATOR_WORDS: Record<Separator, string> = { line: "one per line", comma: "separated by commas" };

export const textToList = (text: string, separator: Separator) =>
  text
    .split(SPLIT[separator])
    .map((item) => item.trim())
    .filter(Boolean);

/** The list a file holds (a JS array, or Decap's Immutable list) as the box shows it. */
export const listToText = (value: unknown, separator: Separator) =>
  (value && typeof (value as { toJS?: unknown }).toJS === "function"
    ? (value as { toJS(): string[] }).toJS()
    : Array.isArray(value)
      ? (value as string[])
      : []
  ).join(JOIN[separator]);

/** The rule's limits on a list (config.yml's min and max), as the editor's message, naming the field. */
export function listProblem(items: string[], field: FieldSettings, separator: Separator = "line"): string | null {
  // An optional list left empty is "not given" (null in the file), whatever its limits.
  if (items.length === 0 && field.get("required") === false) return null;
  const label = String(field.get("label") ?? field.get("name"));
  const min = field.get("min") as number | undefined;
  const max = field.get("max") as number | undefined;
  const how = SEPARATOR_WORDS[separator];
  if (min !== undefined && items.length < min) return `${label}: write at least ${min} (${how}).`;
  if (max !== undefined && items.length > max)
    return `${label}: write at most ${max} (${how}); there are ${items.length}.`;
  return null;
}
