import { LIST_FIELD } from "../../content-model/cms-config";

/**
 * JSON in the form's field order (the rule's order, as the files are kept) and with a final
 * newline; Decap's own JSON format writes fields in the order they were edited.
 */
export function jsonInFieldOrder(data: Record<string, unknown>, fieldsOrder: string[] = []): string {
  const ordered: Record<string, unknown> = {};
  for (const key of [...fieldsOrder, ...Object.keys(data)])
    if (key in data && !(key in ordered)) ordered[key] = data[key];
  return `${JSON.stringify(ordered, null, 2)}\n`;
}

/** A file whose top level is a list, as the form sees it: one list field. */
export const listFromFile = (content: string) => ({ [LIST_FIELD]: JSON.parse(content) as unknown });

const isEmpty = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  value === "" ||
  (Array.isArray(value) ? value.length === 0 : typeof value === "object" && Object.values(value).every(isEmpty));

/**
 * The form's list field written back as the file's top-level list. An optional field left empty
 * (a remote location's place: Decap writes `{}` or leaves it out) is written as null, as the
 * other entries have it, which the data rules read as "not given".
 */
export function listToFile(data: Record<string, unknown>): string {
  const entries = (Array.isArray(data[LIST_FIELD]) ? data[LIST_FIELD] : []) as unknown[];
  const keys = [...new Set(entries.flatMap((entry) => (entry && typeof entry === "object" ? Object.keys(entry) : [])))];
  const written = entries.map((entry) =>
    entry && typeof entry === "object" && keys.length > 1
      ? Object.fromEntries(
          keys.map((key) => [
            key,
            isEmpty((entry as Record<string, unknown>)[key]) ? null : (entry as Record<string, unknown>)[key],
          ]),
        )
      : entry,
  );
  return `${JSON.stringify(written, null, 2)}\n`;
}
