import fs from "node:fs";
import path from "node:path";
import { engineProblem } from "./node-release";

/**
 * Imported first by index.ts, so it runs before anything else: a Node release outside
 * package.json engines (engineProblem) stops the start here with one line.
 */
function enginesOf(dir: string): string | undefined {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8")) as {
      engines?: { node?: string };
    };
    return manifest.engines?.node;
  } catch {
    return undefined;
  }
}

// dist/server.cjs and server/index.ts both sit one folder below their package.json.
const range = enginesOf(path.join(__dirname, ".."));
const problem = range ? engineProblem(range, process.versions.node) : undefined;
if (problem) {
  console.error(`Not started: ${problem}`);
  process.exit(1);
}
