import fs from "node:fs";
import path from "node:path";
import { entryFileNames } from "./data-folder";
import { FOLDERS } from "./type-names";
import { DATA_FILES, type DataFiles } from "./validate";

const isFolder = (name: string) => (FOLDERS as readonly string[]).includes(name);

/**
 * Reads data/*.json, and each one-file-per-entry folder (data/jobs/) as an object of its entries
 * by file name; a file that is not valid JSON is reported with its path and the parser's message.
 */
export function loadDataFiles(dataDir: string): { files: DataFiles; problems: string[] } {
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
  for (const name of DATA_FILES) {
    if (isFolder(name)) {
      const dir = path.join(dataDir, name);
      if (!fs.existsSync(dir)) continue;
      files[name] = Object.fromEntries(
        entryFileNames(dir).map((entry) => [entry, parse(path.join(dir, `${entry}.json`), `data/${name}/${entry}.json`)]),
      );
      continue;
    }
    const file = path.join(dataDir, `${name}.json`);
    if (fs.existsSync(file)) files[name] = parse(file, `data/${name}.json`);
  }
  return { files, problems };
}
