import fs from "node:fs";
import path from "node:path";
import { entryFileNames } from "./data-folder";
import type { DataTypes } from "../data-schemas";
import { FOLDERS, type DataFileName } from "../type-names";
import { DATA_FILES, validateData, type DataFiles } from "../validate";

export type { DataTypes } from "../data-schemas";

const isFolder = (name: string) => (FOLDERS as readonly string[]).includes(name);

/**
 * Reads data/*.json, and each one-file-per-entry folder (data/jobs/) as an object of its entries
 * by file name; a file that is not valid JSON is reported with its path and the parser's message.
 */
export function loadDataFiles(
  dataDir: string,
  names: readonly DataFileName[] = DATA_FILES,
): { files: DataFiles; problems: string[] } {
  const files: DataFiles = {};
  const problems: string[] = [];
  const parse = (file: string, label: string) => {
    try {
      return JSON.parse(fs.readFileSync(file, "utf8")) as unknown;
    } catch (error) {
      problems.push(`${label}: not valid JSON (${(error as Error).message})`);
      return null;
    }
  };
  for (const name of names) {
    if (isFolder(name)) {
      const dir = path.join(dataDir, name);
      if (!fs.existsSync(dir)) continue;
      files[name] = Object.fromEntries(
        entryFileNames(dir).map((entry) => [
          entry,
          parse(path.join(dir, `${entry}.json`), `data/${name}/${entry}.json`),
        ]),
      );
      continue;
    }
    const file = path.join(dataDir, `${name}.json`);
    if (fs.existsSync(file)) files[name] = parse(file, `data/${name}.json`);
  }
  return { files, problems };
}

/** The files a file's rules refer to: a job names a department and a location, the listings name services. */
const REFERS_TO: Partial<Record<DataFileName, readonly DataFileName[]>> = {
  jobs: ["departments", "locations"],
  "service-order": ["services"],
  services: ["case-studies"],
  "case-studies": ["services"],
  home: ["case-studies"],
  testimonials: ["case-studies"],
};

/**
 * The named data files of a data/ folder, checked by the build's rules (as `npm run check:data`
 * and the build do) and typed by them: how the server and the scripts read data/. The files they
 * refer to are read and checked too. Throws, listing every problem, when one is not valid.
 */
export function readData<K extends DataFileName>(dataDir: string, names: readonly K[]): Pick<DataTypes, K> {
  const wanted = [...new Set(names.flatMap((name) => [name, ...(REFERS_TO[name] ?? [])]))];
  const { files, problems } = loadDataFiles(dataDir, wanted);
  const all = problems.length ? problems : validateData(files, wanted);
  if (all.length)
    throw new Error(
      `The data in ${dataDir} has ${all.length} problem${all.length === 1 ? "" : "s"}:\n${all.map((line) => `  - ${line}`).join("\n")}`,
    );
  return files as Pick<DataTypes, K>;
}
