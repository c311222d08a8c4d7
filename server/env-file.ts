import fs from "node:fs";

/**
 * Settings from a file: `.env` in the working directory, when there is one, read with Node's
 * `process.loadEnvFile` before any setting is (settings.ts). A variable set in the environment wins
 * over the file's. Node's `--env-file-if-exists` flag does the same but prints a notice on every
 * start without the file; this says nothing when there is none.
 */
export function loadEnvFile(file = ".env"): void {
  if (fs.existsSync(file)) process.loadEnvFile(file);
}
