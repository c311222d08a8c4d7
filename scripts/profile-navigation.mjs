// `npm run bench:navigation`: where the time of the first tap on an internal link goes (a diagnosis for
// `npm run bench:browser`'s link figure, not a test). As bench:browser does: Chromium as a phone
// (412x823, touch), 4x CPU (NAV_CPU), a cold load of /services/, 2.5 s after `load` the first "Learn
// More" scrolled into view and tapped at once. Recorded from the tap until the next page's h1 has been
// painted: a CDP trace (main thread tasks, script, style, layout, paint), V8's sampling profiler (self
// time per module through the chunks' source maps) and every request after the scroll (was the next
// page's data fetched before the tap?). NAV_RUNS loads (default 1).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import {
  chromiumFlags,
  chromiumPath,
  freePort,
  originalPosition,
  read,
  requireBuild,
  sleep,
  startSiteServer,
  stopServer,
} from "./lib/measure.mjs";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(repoRoot);

const CPU = Number(process.env.NAV_CPU ?? 4);
const RUNS = Number(process.env.NAV_RUNS ?? 1);
const GROUPS = [
  ["Preact", /node_modules\/preact\//],
  ["Emotion", /node_modules\/(@emotion|stylis)\//],
  [
    "Gatsby runtime",
    /\.cache\/|node_modules\/(gatsby|gatsby-[a-z-]+|@gatsbyjs|@builder\.io|@babel\/runtime|mitt)\/|webpack\//,
  ],
  ["our code", /\/(src|data|site)\//],
];

function moduleOf(url, line, column) {
  const position = originalPosition(url, line, column);
  if (!position) return { group: "other scripts", name: new URL(url).pathname };
  const source = position.source ?? "?";
  const group = GROUPS.find(([, pattern]) => pattern.test(source))?.[0] ?? "other scripts";
  return {
    group,
    name: `${source.replace(/^webpack:\/\/[^/]*\//, "").replace(/^.*node_modules\//, "")}${position.name ? ` ${position.name}` : ""}`,
  };
}

async function measure(browser, origin) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU });
  const requests = [];
  page.on("requestfinished", (request) =>
    requests.push({ url: new URL(request.url()).pathname, timing: request.timing(), at: Date.now() }),
  );
  try {
    const services = read("pages").find((entry) => entry.slug === "services").path;
    await page.goto(origin + services, { waitUntil: "load" });
    const { loadEventEnd, now } = await page.evaluate(() => ({
      loadEventEnd: performance.getEntriesByType("navigation")[0].loadEventEnd,
      now: performance.now(),
    }));
    await sleep(Math.max(0, loadEventEnd + 2500 - now));
    const link = page.getByRole("link", { name: new RegExp(`^${read("service-pages").cardLinkLabel}`) }).first();
    const target = new URL(await link.getAttribute("href"), origin).pathname;
    const scrolledAt = Date.now();
    await link.scrollIntoViewIfNeeded();
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
    await cdp.send("Profiler.start");
    await browser.startTracing(page, {
      categories: [
        "devtools.timeline",
        "disabled-by-default-devtools.timeline",
        "toplevel",
        "v8.execute",
        "blink.user_timing",
      ],
    });
    await page.evaluate(() => performance.mark("tap"));
    const tappedAt = Date.now();
    await link.tap();
    await page.waitForFunction((path) => window.location.pathname === path && document.querySelector("h1"), target, {
      polling: "raf",
      timeout: 30_000,
    });
    await page.evaluate(
      () =>
        new Promise((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              performance.mark("painted");
              resolve();
            }),
          ),
        ),
    );
    const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
    const { profile } = await cdp.send("Profiler.stop");
    return { events, profile, requests, scrolledAt, tappedAt, target };
  } finally {
    await context.close();
  }
}

function report({ events, profile, requests, scrolledAt, tappedAt, target }) {
  const lines = [`\nfirst "Learn More" -> ${target} (CPU ${CPU}x)`];
  const tap = events.find((event) => event.name === "tap" && event.cat.includes("user_timing"));
  const painted = events.find((event) => event.name === "painted" && event.cat.includes("user_timing"));
  const main = events.filter(
    (event) => event.pid === tap.pid && event.tid === tap.tid && event.ph === "X" && event.dur,
  );
  const rel = (ts) => ((ts - tap.ts) / 1000).toFixed(1);
  lines.push(`tap mark -> painted mark: ${rel(painted.ts)} ms`);
  lines.push("requests finished after the scroll (ms from the tap: start-end):");
  for (const request of requests.filter((entry) => entry.at >= scrolledAt)) {
    const start = request.timing.startTime - tappedAt;
    lines.push(`  ${start.toFixed(0)}-${(start + request.timing.responseEnd).toFixed(0)} ${request.url}`);
  }
  const tasks = main.filter(
    (event) =>
      event.name === "RunTask" && event.ts + event.dur >= tap.ts && event.ts <= painted.ts && event.dur >= 2000,
  );
  lines.push("main-thread tasks of 2 ms or more between the tap and the paint (wall, CPU):");
  for (const task of tasks) {
    lines.push(
      `  at ${rel(task.ts)} ms: ${(task.dur / 1000).toFixed(1)} ms (CPU ${((task.tdur ?? 0) / 1000).toFixed(1)})`,
    );
    const inside = main.filter(
      (event) =>
        event !== task &&
        event.name !== "RunTask" &&
        event.ts >= task.ts &&
        event.ts + event.dur <= task.ts + task.dur &&
        event.dur >= 3000,
    );
    const stack = [];
    for (const event of inside.sort((a, b) => a.ts - b.ts || b.dur - a.dur)) {
      while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= event.ts) stack.pop();
      const data = event.args?.data ?? event.args?.beginData ?? {};
      const detail = [data.url && new URL(data.url).pathname, data.functionName, data.type].filter(Boolean).join(" ");
      lines.push(
        `${"  ".repeat(stack.length + 2)}${event.name} ${(event.dur / 1000).toFixed(1)} ms${detail ? ` ${detail}` : ""}`,
      );
      stack.push(event);
    }
  }
  // Sampled self time between the tap and the paint, by group and by function.
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const byGroup = new Map();
  const byName = new Map();
  let time = profile.startTime;
  profile.samples.forEach((id, index) => {
    time += profile.timeDeltas[index];
    if (time < tap.ts || time > painted.ts) return;
    const weight = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    const frame = nodes.get(id).callFrame;
    const { group, name } = frame.url.startsWith("http")
      ? moduleOf(frame.url, frame.lineNumber, frame.columnNumber)
      : { group: frame.functionName || "(browser)", name: frame.functionName || "(browser)" };
    byGroup.set(group, (byGroup.get(group) ?? 0) + weight);
    byName.set(name, (byName.get(name) ?? 0) + weight);
  });
  const top = (map, count) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([key, value]) => `${key} ${value.toFixed(1)}`);
  lines.push(`sampled self time, tap to paint (ms): ${top(byGroup, 12).join(" | ")}`);
  lines.push("top functions:");
  for (const entry of top(byName, 25)) lines.push(`  ${entry}`);
  return lines.join("\n");
}

requireBuild();
const port = Number(process.env.BENCH_PORT ?? (await freePort()));
const origin = `http://127.0.0.1:${port}`;
const server = await startSiteServer(port);
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
try {
  for (let run = 0; run < RUNS; run++) {
    const measured = await measure(browser, origin);
    // NAV_SAVE=folder keeps each run's trace and CPU profile (open them in Chromium's DevTools).
    if (process.env.NAV_SAVE) {
      fs.mkdirSync(process.env.NAV_SAVE, { recursive: true });
      fs.writeFileSync(
        path.join(process.env.NAV_SAVE, `navigation-${run + 1}.trace.json`),
        JSON.stringify({ traceEvents: measured.events }),
      );
      fs.writeFileSync(
        path.join(process.env.NAV_SAVE, `navigation-${run + 1}.cpuprofile`),
        JSON.stringify(measured.profile),
      );
    }
    console.log(report(measured));
  }
} finally {
  await browser.close();
  stopServer(server);
}
