// `npm run bench:first-tap -- <route> <selector>`: the main-thread task a first tap costs an island
// that waits for its use. Chromium as a phone (412x823, touch) at BENCH_CPU (default 4) times
// slower, a cold load, 2.5 s after `load` a tap on the first element `selector` (Playwright's)
// matches, traced (CDP Tracing). The task that evaluates the island's module (the only module
// evaluated after the tap) is its hydration, which answers the held click in it or the next: its
// duration, per load and as the median of BENCH_RUNS (default 9) loads.
// BENCH_BASELINE_DIR=<another built checkout> taps its same page in the same rounds ("before").
// A tap's whole latency (npm run bench:browser) carries more noise than this task's few ms.
// Example: npm run bench:first-tap -- /careers/ '[role=group] button >> nth=1'
// Not a test.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import {
  chromiumFlags,
  chromiumPath,
  freePort,
  requireBuild,
  startBaselineServer,
  startSiteServer,
  stopServer,
} from "./lib/measure.mjs";

process.chdir(path.resolve(path.dirname(fileURLToPath(import.meta.url)), ".."));
const [route, selector] = process.argv.slice(2);
if (!route || !selector) throw new Error("Usage: npm run bench:first-tap -- <route> <selector>");
const CPU = Number(process.env.BENCH_CPU ?? 4);
const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const AFTER_LOAD_MS = 2500;

/** The first tap's hydration task on `url`, in ms (NaN when the trace holds none). */
async function firstTapTask(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU });
    await page.goto(url, { waitUntil: "load" });
    await page.waitForTimeout(AFTER_LOAD_MS);
    const target = page.locator(selector).first();
    await target.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    const events = [];
    cdp.on("Tracing.dataCollected", ({ value }) => events.push(...value));
    const complete = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
    await cdp.send("Tracing.start", {
      categories: "devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,v8",
      transferMode: "ReportEvents",
    });
    await target.tap();
    await page.waitForTimeout(800);
    await cdp.send("Tracing.end");
    await complete;
    const main = events.find((event) => event.name === "thread_name" && event.args?.name === "CrRendererMain");
    const slices = events.filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === "X");
    const holds = (task, test) =>
      slices.some((event) => event.ts >= task.ts && event.ts + event.dur <= task.ts + task.dur && test(event));
    // Only the tapped island's module is evaluated after the tap (the page's entry ran at load).
    const hydrations = slices.filter(
      (task) => task.name === "RunTask" && holds(task, (event) => event.name === "v8.evaluateModule"),
    );
    return hydrations.length ? Math.max(...hydrations.map((task) => task.dur / 1000)) : Number.NaN;
  } finally {
    await context.close();
  }
}

requireBuild();
const port = await freePort();
const server = await startSiteServer(port, { logFile: "reports/bench-first-tap-site.log" });
const baseline = await startBaselineServer("reports/bench-first-tap-before.log");
const sites = {
  ours: `http://127.0.0.1:${port}`,
  ...(baseline ? { before: baseline.origin } : {}),
};
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
const seen = Object.fromEntries(Object.keys(sites).map((site) => [site, []]));
try {
  await firstTapTask(browser, `${sites.ours}${route}`); // warm-up: the server's caches
  for (let run = 0; run < RUNS; run += 1)
    for (const [site, origin] of Object.entries(sites))
      seen[site].push(await firstTapTask(browser, `${origin}${route}`));
} finally {
  await browser.close();
  stopServer(server);
  if (baseline) stopServer(baseline.server);
}
console.log(`First tap's hydration task on ${route} (${selector}), ${CPU}x CPU, phone, ${RUNS} loads each:`);
for (const [site, values] of Object.entries(seen)) {
  const found = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  const median = found[Math.floor(found.length / 2)];
  const list = values.map((value) => (Number.isNaN(value) ? "none" : value.toFixed(1))).join(" ");
  console.log(`  ${site}: median ${median === undefined ? "none" : `${median.toFixed(1)} ms`} (${list})`);
}
