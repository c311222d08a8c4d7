import fs from "node:fs";
import path from "node:path";
import { submissionsDir } from "./server-env";

/** The stored submissions of one kind ("contact" or "applications"), oldest first. */
export function storedFiles(kind: "contact" | "applications"): string[] {
  const dir = path.join(submissionsDir, kind);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => path.join(dir, name));
}

export const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(file, "utf8"));
