// `npm run bench:font`: does a visitor on a slow network see the site's typeface on the second page
// they open? A benchmark (not a test, not in `npm test`) of the production build served by
// `npm run serve`: for each of `/`, a service page, `/careers/` and a job page, BENCH_RUNS times
// (default 10), a fresh Chromium profile with 150 ms of added latency (CDP
// Network.emulateNetworkConditions; BENCH_LATENCY to change it) opens /about/, then that page, and
// CDP CSS.getPlatformFontsForNode says which font the h1 is drawn in. With `font-display: optional`
// the face is used only when it is there at once: from the cache, if the first page left it there.
// Prints the font file's response headers and the counts; exits non-zero when a page had Inter on
// fewer than 9 of 10 loads (BENCH_MIN), or when something failed to run. See docs/benchmarks.md.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import {
  chromiumFlags,
  chromiumPath,
  freePort,
  keyRoutes,
  requireBuild,
  startSiteServer,
  stopServer,
} from "./lib/measure.mjs";

process.chdir(path.resolve(path.dirname(fileURLToPath(import.meta.url)), ".."));
const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const LATENCY = Number(process.env.BENCH_LATENCY ?? 150);
const MIN_SHARE = Number(process.env.BENCH_MIN ?? 0.9);
const FIRST_PAGE = "/about/";

requireBuild();
const families = new Set(["home", "service", "careers", "job"]);
const targets = keyRoutes().filter((entry) => families.has(entry.family));
// The file the pages preload, read from the built page, so the same script measures any build.
const fontUrl = /<link[^>]*rel="preload"[^>]*href="([^"]+\.woff2)"/.exec(
  fs.readFileSync("public/index.html", "utf8"),
)?.[1];
if (!fontUrl) throw new Error("public/index.html preloads no .woff2 file.");

/** Which font draws the page's h1, as Chromium reports it: the face with the most glyphs. */
async function h1Font(cdp) {
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "h1" });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  return fonts.sort((a, b) => b.glyphCount - a.glyphCount)[0];
}

const port = Number(process.env.BENCH_PORT ?? (await freePort()));
const server = await startSiteServer(port);
const origin = `http://127.0.0.1:${port}`;
process.on("exit", () => stopServer(server));
const results = [];
try {
  const head = await fetch(`${origin}${fontUrl}`);
  console.log(`GET ${fontUrl} -> ${head.status}`);
  for (const [name, value] of head.headers) console.log(`  ${name}: ${value}`);
  for (const { family, route } of targets) {
    let inter = 0;
    const seen = new Map();
    for (let run = 0; run < RUNS; run += 1) {
      const profile = fs.mkdtempSync(path.join(os.tmpdir(), "bench-font-"));
      const context = await chromium.launchPersistentContext(profile, {
        executablePath: chromiumPath,
        args: chromiumFlags,
        viewport: { width: 412, height: 823 },
      });
      try {
        const page = context.pages()[0] ?? (await context.newPage());
        const cdp = await context.newCDPSession(page);
        await cdp.send("Network.enable");
        await cdp.send("Network.emulateNetworkConditions", {
          offline: false,
          latency: LATENCY,
          downloadThroughput: -1,
          uploadThroughput: -1,
        });
        await page.goto(`${origin}${FIRST_PAGE}`, { waitUntil: "load" });
        await page.waitForTimeout(300);
        await page.goto(`${origin}${route}`, { waitUntil: "load" });
        await page.waitForTimeout(300);
        await cdp.send("DOM.enable");
        await cdp.send("CSS.enable");
        const font = await h1Font(cdp);
        const label = `${font.familyName}${font.isCustomFont ? " (web font)" : ""}`;
        seen.set(label, (seen.get(label) ?? 0) + 1);
        if (font.isCustomFont && /inter/i.test(font.familyName)) inter += 1;
      } finally {
        await context.close();
        fs.rmSync(profile, { recursive: true, force: true });
      }
    }
    results.push({ family, route, inter, seen: Object.fromEntries(seen) });
    console.log(
      `${family.padEnd(8)} ${route.padEnd(40)} Inter on ${inter} of ${RUNS} second-page loads ${JSON.stringify(Object.fromEntries(seen))}`,
    );
  }
} finally {
  stopServer(server);
}
const short = results.filter((result) => result.inter < MIN_SHARE * RUNS);
if (short.length) {
  console.error(`Fewer than ${MIN_SHARE * RUNS} of ${RUNS} on: ${short.map((result) => result.route).join(", ")}`);
  process.exit(1);
}
