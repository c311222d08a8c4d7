import fs from "node:fs";
import path from "node:path";
import { DATA_FILES, type DataFiles } from "./validate";

/** Reads data/*.json; a file that is not valid JSON is reported with its path and the parser's message. */
export function loadDataFiles(dataDir: string): { files: DataFiles; problems: string[] } {
  const files: DataFiles = {};
  const problems: string[] = [];
  for (const name of DATA_FILES) {
    const file = path.join(dataDir, `${name}.json`);
    if (!fs.existsSync(file)) continue;
    try {
      files[name] = JSON.parse(fs.readFileSync(file, "utf8"));
    } catch (error) {
      problems.push(`data/${name}.json: not valid JSON (${(error as Error).message})`);
      files[name] = null;
    }
  }
  return { files, problems };
}
