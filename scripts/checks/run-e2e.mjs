// Runs the Playwright suite against the production build. Outside CI a machine without Chromium
// skips it with a message; under CI (CI=true) a missing browser is a failure.
import { spawnSync } from "node:child_process";
import fs from "node:fs";

const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
const chromium = candidates.find((candidate) => candidate && fs.existsSync(candidate));
const ci = Boolean(process.env.CI) && process.env.CI !== "false";

if (!chromium) {
  const message = "Browser tests need Chromium (apt-get install -y chromium, or set CHROMIUM_PATH).";
  if (ci) {
    console.error(`${message} It is required under CI.`);
    process.exit(1);
  }
  console.warn(`SKIPPED: ${message}`);
  process.exit(0);
}
if (!fs.existsSync("public/index.html")) {
  console.error("No production build in public/: run `npm run build` first.");
  process.exit(1);
}
const result = spawnSync("npx", ["playwright", "test", ...process.argv.slice(2)], { stdio: "inherit" });
process.exit(result.status ?? 1);
