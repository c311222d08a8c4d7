// `npm run bench:profile [-- <route>]`: where one page's main-thread time goes, against the same page
// without scripts (bench/lib/proxy.mjs). Chromium as a phone (412x823, touch) at BENCH_CPU (default
// 4) times slower, a cold load, a CPU profile (CDP Profiler, 100 µs sampling) from before the
// navigation to 5 s after `load`, BENCH_RUNS loads of each, interleaved. Prints the top items by
// self time (V8's own categories such as "(program)" and "(garbage collector)", then each function
// and its file), medians over the loads; writes the last profile of each to
// reports/bench-profile-*.cpuprofile (DevTools' Performance panel opens them). Then a Chromium
// trace of each: the main thread's top-level tasks, each named by its largest child (what a task
// was: a frame, a module compiled, a promise job, a timer), with their count and time.
// BENCH_BASELINE_DIR=<another built checkout> loads its same page in the same rounds ("before").
// Not a test.
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
  startBaselineServer,
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
  const main = traceEvents
    .filter((event) => event.ph === "X" && event.dur !== undefined && mains.has(`${event.pid}:${event.tid}`))
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  for (const event of main) times.set(event.name, (times.get(event.name) ?? 0) + event.dur / 1000);
  return { times, tasks: tasksByKind(main) };
}

/**
 * The main thread's top-level tasks (RunTask), each named by the largest event inside it, "(none)"
 * when nothing inside is named: `kind -> { count, ms }`. Unlike the events, these do not overlap.
 */
function tasksByKind(events) {
  const kinds = new Map();
  let task;
  let largest;
  const close = () => {
    if (!task) return;
    const kind = largest?.name ?? "(none)";
    const entry = kinds.get(kind) ?? { count: 0, ms: 0 };
    entry.count += 1;
    entry.ms += task.dur / 1000;
    kinds.set(kind, entry);
  };
  for (const event of events) {
    if (event.name === "RunTask") {
      if (task && event.ts < task.ts + task.dur) continue; // a task nested in a task counts as its part
      close();
      task = event;
      largest = undefined;
    } else if (task && event.ts + event.dur <= task.ts + task.dur && event.dur > (largest?.dur ?? -1)) largest = event;
  }
  close();
  return kinds;
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
const baseline = await startBaselineServer("reports/bench-profile-before.log");
const sites = {
  ours: origin,
  ...(baseline ? { before: baseline.origin } : {}),
  "no-script": proxy.origin,
};
const seen = Object.fromEntries(Object.keys(sites).map((site) => [site, []]));
const traced = Object.fromEntries(Object.keys(sites).map((site) => [site, []]));
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
  if (baseline) stopServer(baseline.server);
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
const siteNames = Object.keys(sites);
const medianOf = (site, pick) => median(traced[site].map(pick));
const taskKinds = new Set(Object.values(traced).flatMap((runs) => runs.flatMap(({ tasks }) => [...tasks.keys()])));
lines.push(
  "## Trace: the main thread's tasks, each named by its largest part (medians: time, and count)",
  "",
  `| task | ${siteNames.join(" | ")} | ours - no-script |`,
  `| --- | ${siteNames.map(() => "--:").join(" | ")} | --: |`,
);
const taskMs = (site, kind) => medianOf(site, ({ tasks }) => tasks.get(kind)?.ms ?? 0);
const taskCount = (site, kind) => medianOf(site, ({ tasks }) => tasks.get(kind)?.count ?? 0);
const totalMs = (site) => medianOf(site, ({ tasks }) => [...tasks.values()].reduce((sum, { ms }) => sum + ms, 0));
lines.push(
  `| all tasks | ${siteNames.map((site) => `${totalMs(site).toFixed(0)} ms`).join(" | ")} | ${(totalMs("ours") - totalMs("no-script")).toFixed(0)} ms |`,
);
for (const kind of [...taskKinds]
  .sort((a, b) => taskMs("ours", b) - taskMs("no-script", b) - (taskMs("ours", a) - taskMs("no-script", a)))
  .slice(0, TOP))
  lines.push(
    `| \`${kind}\` | ${siteNames.map((site) => `${taskMs(site, kind).toFixed(1)} ms (${taskCount(site, kind)})`).join(" | ")} | ${(taskMs("ours", kind) - taskMs("no-script", kind)).toFixed(1)} ms |`,
  );
lines.push("");
const names = new Set(Object.values(traced).flatMap((runs) => runs.flatMap(({ times }) => [...times.keys()])));
const eventMs = (site, name) => medianOf(site, ({ times }) => times.get(name) ?? 0);
lines.push(
  "## Trace: main-thread time per event (medians; events nest, so rows overlap)",
  "",
  `| event | ${siteNames.join(" | ")} | ours - no-script |`,
  `| --- | ${siteNames.map(() => "--:").join(" | ")} | --: |`,
);
for (const name of [...names]
  .sort((a, b) => eventMs("ours", b) - eventMs("no-script", b) - (eventMs("ours", a) - eventMs("no-script", a)))
  .slice(0, TOP))
  lines.push(
    `| \`${name}\` | ${siteNames.map((site) => `${eventMs(site, name).toFixed(1)} ms`).join(" | ")} | ${(eventMs("ours", name) - eventMs("no-script", name)).toFixed(1)} ms |`,
  );
console.log(lines.join("\n"));
