/**
 * Decap's English messages that refuse a save, in the data check's words: the field first, then
 * what is wrong and what to do (`Salary: must be a yearly range written like "$120k - $150k".`).
 * A pattern's message is the data rule's own (content-model/cms-config.ts puts it in config.yml).
 */
export const REFUSAL_PHRASES: Record<string, string> = {
  "editor.editorControlPane.widget.required": "%{fieldLabel}: required; fill it in.",
  "editor.editorControlPane.widget.regexPattern": "%{fieldLabel}: %{pattern}.",
  "editor.editorControlPane.widget.range": "%{fieldLabel}: must be from %{minValue} to %{maxValue}.",
  "editor.editorControlPane.widget.min": "%{fieldLabel}: must be at least %{minValue}.",
  "editor.editorControlPane.widget.max": "%{fieldLabel}: must be at most %{maxValue}.",
  "editor.editorControlPane.widget.rangeCount": "%{fieldLabel}: give from %{minCount} to %{maxCount} items.",
  "editor.editorControlPane.widget.rangeCountExact": "%{fieldLabel}: give exactly %{count} items.",
  "editor.editorControlPane.widget.rangeMin": "%{fieldLabel}: give at least %{minCount} items.",
  "editor.editorControlPane.widget.rangeMax": "%{fieldLabel}: give at most %{maxCount} items.",
  "ui.toast.missingRequiredField": "Not saved: the fields marked in red need a change; each says what to do.",
  // A save the data rules refuse (src/admin/data-check.ts): the data check's own lines.
  "ui.toast.onFailToPersist": "Not saved: %{details}",
};

type Phrases = { [key: string]: string | Phrases };

/** Decap's phrases with `overrides` (dotted keys) written over them; the rest stay Decap's. */
export function withPhrases(base: Record<string, unknown>, overrides: Record<string, string>): Phrases {
  const result = structuredClone(base) as Phrases;
  for (const [key, phrase] of Object.entries(overrides)) {
    const path = key.split(".");
    let node = result;
    for (const step of path.slice(0, -1)) {
      if (typeof node[step] !== "object") node[step] = {};
      node = node[step];
    }
    node[path[path.length - 1]] = phrase;
  }
  return result;
}
