import { LIST_FIELD } from "../../gatsby/cms-config";

/**
 * JSON in the form's field order (the rule's order, as the files are kept) and with a final
 * newline; Decap's own JSON format writes fields in the order they were edited.
 */
export function jsonInFieldOrder(data: Record<string, unknown>, fieldsOrder: string[] = []): string {
  const ordered: Record<string, unknown> = {};
  for (const key of [...fieldsOrder, ...Object.keys(data)]) if (key in data && !(key in ordered)) ordered[key] = data[key];
  return `${JSON.stringify(ordered, null, 2)}\n`;
}

/** A file whose top level is a list, as the form sees it: one list field. */
export const listFromFile = (content: string) => ({ [LIST_FIELD]: JSON.parse(content) as unknown });

/** The form's list field written back as the file's top-level list. */
export const listToFile = (data: Record<string, unknown>) => `${JSON.stringify(data[LIST_FIELD] ?? [], null, 2)}\n`;
