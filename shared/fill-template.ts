/** A `{name}` placeholder in a data text. */
export const PLACEHOLDER = /\{(\w+)\}/;

/** Replaces `{name}` placeholders in a data text, e.g. "Showing {count} positions". */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(new RegExp(PLACEHOLDER, "g"), (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}
