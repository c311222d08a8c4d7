// `npm run bench:tasks -- [route...]`: the long tasks of one load of each route of our production
// build, and what is inside each (a diagnosis for `npm run bench:browser`, not a test). Chromium with
// 4x CPU throttling (TASKS_THROTTLE), viewport 412x823, a cold cache; a CDP trace (devtools.timeline)
// from navigation to 5 s after load, with V8's sampling profiler running beside it. For every task
// over 50 ms it prints the trace events inside it (style, layout, paint, script evaluation, timers;
// TASKS_MIN_MS, default 8) and the functions the profiler sampled in it, mapped through the chunks'
// source maps to their modules.
//
// The machine here is shared and its speed changes from minute to minute, which inflates wall times;
// the trace also gives each task's thread CPU time. With TASKS_THROTTLE=1 a task is listed when four
// times its CPU time passes 50 ms (TASKS_FACTOR, default 4), which is a steadier estimate of what 4x throttling makes of it.
// Routes default to the page families of bench:browser.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import {
  chromiumFlags,
  chromiumPath,
  freePort,
  keyRoutes,
  originalPosition,
  requireBuild,
  startSiteServer,
  stopServer,
} from "./lib/measure.mjs";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(repoRoot);

const THROTTLE = Number(process.env.TASKS_THROTTLE ?? 4);
const MIN_MS = Number(process.env.TASKS_MIN_MS ?? 8);
const LONG_TASK_MS = 50;
const cpuMode = THROTTLE === 1;
// In CPU mode, the slowdown a task's CPU time is multiplied by (bench:browser calibrates 12-14x here).
const FACTOR = Number(process.env.TASKS_FACTOR ?? 4);

/** "module function" for a sampled frame of one of our chunks, or its path when it has no source map. */
function moduleOf(url, line, column) {
  const position = originalPosition(url, line, column);
  if (!position) return new URL(url).pathname;
  return `${(position.source ?? "?").replace(/^webpack:\/\/[^/]*\//, "").replace(/^.*node_modules\//, "")}${position.name ? ` ${position.name}` : ""}`;
}

const ms = (microseconds) => (microseconds / 1000).toFixed(1);

async function traceLoad(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: THROTTLE });
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
    await cdp.send("Profiler.start");
    await browser.startTracing(page, {
      categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "toplevel", "v8.execute"],
    });
    await page.goto(url, { waitUntil: "load" });
    await page.waitForTimeout(5000);
    const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
    const { profile } = await cdp.send("Profiler.stop");
    return { events, profile };
  } finally {
    await context.close();
  }
}

function report(url, { events, profile }) {
  const threadNames = new Map(
    events
      .filter((event) => event.name === "thread_name")
      .map((event) => [`${event.pid}:${event.tid}`, event.args.name]),
  );
  const parse = events.find(
    (event) =>
      event.name === "ParseHTML" &&
      (event.args?.beginData?.url ?? "").startsWith(url) &&
      threadNames.get(`${event.pid}:${event.tid}`) === "CrRendererMain",
  );
  if (!parse) throw new Error(`${url}: no ParseHTML of the page in the trace`);
  const onMain = events.filter(
    (event) => event.pid === parse.pid && event.tid === parse.tid && event.ph === "X" && event.dur,
  );
  const start = Math.min(...onMain.filter((event) => event.name === "ParseHTML").map((event) => event.ts));

  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const samples = [];
  let time = profile.startTime;
  profile.samples.forEach((id, index) => {
    time += profile.timeDeltas[index];
    samples.push({ time, id, weight: (profile.timeDeltas[index + 1] ?? 0) / 1000 });
  });

  const long = (task) => (cpuMode ? (task.tdur ?? 0) * FACTOR : task.dur) > LONG_TASK_MS * 1000;
  const tasks = onMain.filter((event) => event.name === "RunTask" && long(event));
  const lines = [
    `\n${url}  (CPU throttling ${THROTTLE}x${cpuMode ? `; tasks whose CPU time x${FACTOR} passes 50 ms` : ""})`,
  ];
  let blocking = 0;
  for (const task of tasks) {
    const length = cpuMode ? (task.tdur * FACTOR) / 1000 : task.dur / 1000;
    blocking += length - LONG_TASK_MS;
    lines.push(`task at ${ms(task.ts - start)} ms: ${ms(task.dur)} ms, CPU ${ms(task.tdur ?? 0)} ms`);
    const self = new Map();
    for (const sample of samples) {
      if (sample.time < task.ts || sample.time > task.ts + task.dur) continue;
      const frame = nodes.get(sample.id).callFrame;
      const key = frame.url.startsWith("http")
        ? moduleOf(frame.url, frame.lineNumber, frame.columnNumber)
        : frame.functionName || "(native)";
      self.set(key, (self.get(key) ?? 0) + sample.weight);
    }
    const top = [...self]
      .filter(([key]) => key !== "(idle)")
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6);
    if (top.length) lines.push(`    sampled: ${top.map(([key, value]) => `${key} ${value.toFixed(0)}`).join(" | ")}`);
    const inside = onMain
      .filter(
        (event) =>
          event !== task &&
          event.ts >= task.ts &&
          event.ts + event.dur <= task.ts + task.dur &&
          event.dur >= MIN_MS * 1000 &&
          event.name !== "RunTask",
      )
      .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
    const stack = [];
    for (const event of inside) {
      while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= event.ts) stack.pop();
      const data = event.args?.data ?? event.args?.beginData ?? {};
      const detail = [data.url && new URL(data.url, url).pathname, data.functionName, data.type]
        .filter(Boolean)
        .join(" ");
      lines.push(
        `${"  ".repeat(stack.length + 2)}${event.name} ${ms(event.dur)} ms (CPU ${ms(event.tdur ?? 0)})${detail ? ` ${detail}` : ""}`,
      );
      stack.push(event);
    }
  }
  lines.push(
    `blocking (sum of the listed tasks' ${cpuMode ? `CPU x${FACTOR}` : "length"} beyond 50 ms): ${blocking.toFixed(0)} ms`,
  );
  return lines.join("\n");
}

requireBuild();
const port = Number(process.env.BENCH_PORT ?? (await freePort()));
const origin = `http://127.0.0.1:${port}`;
const server = await startSiteServer(port);
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
try {
  const routes = process.argv.slice(2).length
    ? process.argv.slice(2)
    : keyRoutes({ legal: true }).map(({ route }) => route);
  for (const route of routes) console.log(report(origin + route, await traceLoad(browser, origin + route)));
} finally {
  await browser.close();
  stopServer(server);
}
