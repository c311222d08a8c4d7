/**
 * `npm run test:node-releases`: the site's build and the server's tests under Node 22, the older
 * supported release (package.json engines; `.nvmrc` names the toolchain's release, 24, which runs the
 * rest of `npm test`). Node 22 comes from the npm registry (scripts/node-release.mjs). It runs last in
 * `npm test` because its build replaces public/; the integration suite then tests that build, on the
 * file store (Node 24 runs both stores earlier).
 */
import { execFileSync, spawnSync } from "node:child_process";
import path from "node:path";
import { nodeBinary } from "../node-release.mjs";

const RELEASES = [22];
const SERVER_UNIT_TESTS = ["__tests__/server", "__tests__/submissions"];

let failed = false;
for (const major of RELEASES) {
  const node = nodeBinary(major);
  const version = execFileSync(node, ["--version"], { encoding: "utf8" }).trim();
  // Scripts and servers started by these steps find this node first (process.execPath, `#!/usr/bin/env node`).
  const env = {
    ...process.env,
    PATH: `${path.dirname(node)}${path.delimiter}${process.env.PATH}`,
    GATSBY_TELEMETRY_DISABLED: "1",
  };
  for (const [label, args] of [
    ["production build", ["node_modules/gatsby/cli.js", "build"]],
    ["server unit tests", ["node_modules/jest/bin/jest.js", ...SERVER_UNIT_TESTS]],
    ["integration tests (file store)", ["node_modules/jest/bin/jest.js", "--config", "jest.integration.config.js"]],
  ]) {
    console.log(`\n=== Node ${version}: ${label}`);
    const run = spawnSync(node, args, { stdio: "inherit", env });
    if (run.status !== 0) {
      failed = true;
      console.error(`FAILED under Node ${version}: ${label}`);
    }
  }
}
process.exit(failed ? 1 : 0);
