import fs from "node:fs";
import path from "node:path";

/** The entry files of a one-file-per-entry collection (`data/jobs/*.json`), by name without `.json`, sorted. */
export function entryFileNames(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .map((file) => file.slice(0, -".json".length))
    .sort();
}

/** The parsed entries of such a collection, in file-name order. */
export function readEntries<T>(dir: string): T[] {
  return entryFileNames(dir).map((name) => JSON.parse(fs.readFileSync(path.join(dir, `${name}.json`), "utf8")) as T);
}
