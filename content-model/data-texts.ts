import type { DataFiles } from "./validate";
import { FOLDERS, type DataFileName } from "./type-names";

/** A text in data/: where it is (`data/home.json › hero.text`), the text, and the object it is a field of. */
export type DataText = { file: DataFileName; where: string; text: string; parent: Record<string, unknown> | null };

const isFolder = (name: DataFileName) => (FOLDERS as readonly string[]).includes(name);

function walk(
  value: unknown,
  file: DataFileName,
  where: string,
  path: string,
  out: DataText[],
  parent: Record<string, unknown> | null,
) {
  const at = path ? `${where} › ${path}` : where;
  if (typeof value === "string") out.push({ file, where: at, text: value, parent });
  else if (Array.isArray(value))
    value.forEach((item, index) => walk(item, file, where, path ? `${path}.${index}` : String(index), out, null));
  else if (value && typeof value === "object")
    for (const [key, item] of Object.entries(value as Record<string, unknown>))
      walk(item, file, where, path ? `${path}.${key}` : key, out, value as Record<string, unknown>);
}

/**
 * Every text of the data files, named as the data check names a field: `data/jobs/data-analyst.json ›
 * about.0`, `data/home.json › industries.2.description` (a list file's entries by their index).
 */
export function dataTexts(files: DataFiles): DataText[] {
  const out: DataText[] = [];
  for (const [name, data] of Object.entries(files) as [DataFileName, unknown][]) {
    if (isFolder(name) && data && typeof data === "object") {
      for (const [entry, value] of Object.entries(data as Record<string, unknown>))
        walk(value, name, `data/${name}/${entry}.json`, "", out, null);
    } else if (Array.isArray(data)) {
      // A list file's entry is named by its key, as the data check names it: `data/pages.json › careers › intro`.
      data.forEach((value, index) => {
        const entry = (value ?? {}) as Record<string, unknown>;
        const key = [entry.slug, entry.name, entry.city, entry.author].find(
          (candidate) => typeof candidate === "string",
        );
        walk(value, name, `data/${name}.json › ${String(key ?? `entry ${index + 1}`)}`, "", out, null);
      });
    } else walk(data, name, `data/${name}.json`, "", out, null);
  }
  return out;
}

/** The figures of the data files: an object with a text `value` and a text `label` (claims, About's figures, a service's statistics). */
export function dataFigures(files: DataFiles): (DataText & { label: string })[] {
  return dataTexts(files)
    .filter(({ where, parent }) => where.endsWith(".value") && typeof parent?.label === "string")
    .map((text) => ({ ...text, label: String(text.parent!.label) }));
}
