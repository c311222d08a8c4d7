// `npm run bench:profile [-- <route>]`: where one page's main-thread time goes, against the same page
// without scripts (bench/lib/proxy.mjs). Chromium as a phone (412x823, touch) at BENCH_CPU (default
// 4) times slower, a cold load, a CPU profile (CDP Profiler, 100 µs sampling) from before the
// navigation to 5 s after `load`, BENCH_RUNS loads of each, interleaved. Prints the top items by
// self time (V8's own categories such as "(program)" and "(garbage collector)", then each function
// and its file), medians over the loads; writes the last profile of each to
// reports/bench-profile-*.cpuprofile (DevTools' Performance panel opens them). Not a test.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import {
  chromiumFlags,
  chromiumPath,
  freePort,
  keyRoutes,
  requireBuild,
  sleep,
  startSiteServer,
  stopServer,
} from "./lib/measure.mjs";
import { startProxy, withoutScripts } from "./lib/proxy.mjs";

process.chdir(path.resolve(path.dirname(fileURLToPath(import.meta.url)), ".."));
const route = process.argv[2] ?? keyRoutes({ legal: true }).find((page) => page.family === "legal").route;
const CPU = Number(process.env.BENCH_CPU ?? 4);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const TOP = 15;
const WINDOW_AFTER_LOAD_MS = 5000;

/** Self time (ms) per item of one profile: a V8 category, or `function file:line`. */
function selfTimes(profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const times = new Map();
  profile.samples.forEach((id, index) => {
    const { functionName, url, lineNumber } = byId.get(id).callFrame;
    const file = url ? url.split("/").pop() : "";
    const name = file ? `${functionName || "(anonymous)"} ${file}:${lineNumber + 1}` : functionName;
    times.set(name, (times.get(name) ?? 0) + profile.timeDeltas[index] / 1000);
  });
  return times;
}

/**
 * Time (ms) per trace event name on the page's main thread (CrRendererMain), from a Chromium trace
 * (devtools.timeline and v8): what the CPU profile's "(program)" holds, such as style, layout,
 * parsing, compiling. Events nest (a RunTask holds the rest), so the figures overlap: compare a
 * name with itself across the two pages, not with other names.
 */
function traceTimes(trace) {
  const { traceEvents } = JSON.parse(trace.toString("utf8"));
  const mains = new Set(
    traceEvents
      .filter((event) => event.name === "thread_name" && event.args?.name === "CrRendererMain")
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const times = new Map();
  for (const event of traceEvents)
    if (event.ph === "X" && event.dur && mains.has(`${event.pid}:${event.tid}`))
      times.set(event.name, (times.get(event.name) ?? 0) + event.dur / 1000);
  return times;
}

async function traceOnce(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU });
    await browser.startTracing(page, {
      categories: ["devtools.timeline", "v8", "disabled-by-default-devtools.timeline"],
    });
    await page.goto(url, { waitUntil: "load" });
    await sleep(WINDOW_AFTER_LOAD_MS);
    return traceTimes(await browser.stopTracing());
  } finally {
    await context.close();
  }
}

async function profileOnce(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    hasTouch: true,
    isMobile: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU });
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
    await cdp.send("Profiler.start");
    await page.goto(url, { waitUntil: "load" });
    await sleep(WINDOW_AFTER_LOAD_MS);
    const { profile } = await cdp.send("Profiler.stop");
    return profile;
  } finally {
    await context.close();
  }
}

requireBuild();
const port = Number(process.env.BENCH_PORT) || (await freePort());
const origin = `http://127.0.0.1:${port}`;
const server = await startSiteServer(port, { logFile: "reports/bench-profile-site.log" });
const proxy = await startProxy(origin, { editHtml: withoutScripts });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
const sites = { ours: origin, "no-script": proxy.origin };
const seen = { ours: [], "no-script": [] };
const traced = { ours: [], "no-script": [] };
try {
  await profileOnce(browser, `${origin}${route}`); // warm-up: the server's caches, not the browser's
  for (let run = 0; run < RUNS; run += 1)
    for (const [site, at] of Object.entries(sites)) {
      const profile = await profileOnce(browser, `${at}${route}`);
      seen[site].push(selfTimes(profile));
      fs.mkdirSync("reports", { recursive: true });
      fs.writeFileSync(`reports/bench-profile-${site}.cpuprofile`, JSON.stringify(profile));
      traced[site].push(await traceOnce(browser, `${at}${route}`));
    }
} finally {
  await browser.close();
  proxy.close();
  stopServer(server);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const lines = [
  `# CPU profile of \`${route}\`: ${CPU}x CPU, phone, to ${WINDOW_AFTER_LOAD_MS / 1000} s after load, ${RUNS} loads each`,
  "",
];
for (const [site, runs] of Object.entries(seen)) {
  const names = new Set(runs.flatMap((times) => [...times.keys()]));
  const rows = [...names]
    .map((name) => [name, median(runs.map((times) => times.get(name) ?? 0))])
    .sort((a, b) => b[1] - a[1]);
  const busy = median(
    runs.map((times) => [...times].filter(([name]) => name !== "(idle)").reduce((sum, [, ms]) => sum + ms, 0)),
  );
  lines.push(`## ${site}: ${Math.round(busy)} ms not idle (median)`, "", "| self time | item |", "| --: | --- |");
  for (const [name, ms] of rows.filter(([name]) => name !== "(idle)").slice(0, TOP))
    lines.push(`| ${ms.toFixed(1)} ms | \`${name}\` |`);
  lines.push("");
}
const names = new Set(Object.values(traced).flatMap((runs) => runs.flatMap((times) => [...times.keys()])));
const medianOf = (site, name) => median(traced[site].map((times) => times.get(name) ?? 0));
lines.push(
  "## Trace: main-thread time per event (medians; events nest, so rows overlap)",
  "",
  "| event | ours | no-script | ours - no-script |",
  "| --- | --: | --: | --: |",
);
for (const [name, ours, floor] of [...names]
  .map((name) => [name, medianOf("ours", name), medianOf("no-script", name)])
  .sort((a, b) => b[1] - b[2] - (a[1] - a[2]))
  .slice(0, TOP))
  lines.push(`| \`${name}\` | ${ours.toFixed(1)} ms | ${floor.toFixed(1)} ms | ${(ours - floor).toFixed(1)} ms |`);
console.log(lines.join("\n"));
