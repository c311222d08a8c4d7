// `npm run bench:browser`: a benchmark (not a test, not in `npm test`) of what our built pages make the
// browser do, side by side with Gatsby's default starter (PEER_DIR: a copy of gatsbyjs/gatsby-starter-
// default, built as its README says), in the same run, interleaved. Three parts, with the bounds in MUST:
//   1. Loads, per page family (routes from data/) and the starter's `/` and `/page-2/`: long-task
//      blocking and CLS in Chromium, and Lighthouse 12's TBT, LCP, Performance and CLS.
//   2. The first tap on each interactive family 2.5 s after load, against the same kind of tap once
//      its island runs (on the same load), from the touch to the new state painted.
//   3. The first tap on a link (ours: a "Learn More" on /services/, a new document, prefetched or
//      not; the starter's: "Page 2" on /, its client-side router) to the next page's h1 painted.
//      Chromium turns prerendering off under any CDP client, so the same link is timed again with a
//      real mouse in a Chromium that has none (bench/lib/link-without-cdp.mjs), when Xvfb and
//      xdotool are installed.
// Each load family is also measured without scripts (bench/lib/proxy.mjs, withoutScripts): the same
// page, every <script> and modulepreload removed, its floor; CDP Performance.getMetrics and the
// scripts fetched per page go in that table.
// Loads and the prerendered link each have two control rows (bench/lib/proxy.mjs): the same service
// page cut to its h1 under our head, and a plain document of that h1: what any page of ours, and any
// new document at all, costs the browser here. They are the floors the figures above them stand on.
// BENCH_RUNS rounds (default 5); BENCH_ONLY=load or taps for one half; BENCH_LIGHTHOUSE=off; BENCH_CPU ("calibrated", the
// default, or a number) for the loads, BENCH_TAP_CPU (default 4) for the taps. Writes
// reports/bench-browser.md (printed too) and reports/bench-browser.json; exits 0 whatever the
// figures, non-zero only when something failed to run. See docs/benchmarks.md.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import * as lighthouseConstants from "lighthouse/core/config/constants.js";
import {
  chromiumFlags,
  chromiumPath,
  findBaselineDir,
  freePort,
  keyRoutes,
  launchChrome,
  read,
  requireBuild,
  runLighthouse,
  sleep,
  startServer,
  startSiteServer,
  stopServer,
} from "./lib/measure.mjs";
import { canRunWithoutCdp, measureLinksWithoutCdp } from "./lib/link-without-cdp.mjs";
import { CONTROLS, CONTROL_NAMES, startProxy, withoutScripts } from "./lib/proxy.mjs";

process.chdir(path.resolve(path.dirname(fileURLToPath(import.meta.url)), ".."));

const setting = (name, fallback, valid) => {
  const value = process.env[name] ?? fallback;
  if (!valid(value)) throw new Error(`${name} cannot be "${value}": see the top of bench/browser.mjs.`);
  return value;
};
const ROUNDS = Number(setting("BENCH_RUNS", "5", (value) => Number.isInteger(Number(value)) && Number(value) >= 1));
const ONLY = setting("BENCH_ONLY", "", (value) => ["", "taps", "load"].includes(value));
const CPU_SETTING = setting("BENCH_CPU", "calibrated", (value) => value === "calibrated" || Number(value) >= 1);
const TAP_CPU = Number(setting("BENCH_TAP_CPU", "4", (value) => Number(value) >= 1));
// "off" leaves Lighthouse out of the loads (a run in a third of the time, for the floor table alone).
const LIGHTHOUSE = setting("BENCH_LIGHTHOUSE", "on", (value) => ["on", "off"].includes(value)) === "on";
const peerDir = path.resolve(process.env.PEER_DIR ?? "");
// A second built checkout of this site (e.g. main's), loaded in the same rounds as "before": a change's
// effect measured interleaved, not across two runs on a machine whose load moves.
const baselineDir = findBaselineDir();
if (!fs.existsSync(path.join(peerDir, "public", "index.html"))) {
  console.error("bench:browser: set PEER_DIR to the starter (gatsby-starter-default), built as its README says.");
  process.exit(2);
}

const VIEWPORT = { width: 412, height: 823 };
const WINDOW_AFTER_LOAD_MS = 5000;
const LONG_TASK_MS = 50;
const TAP_AFTER_LOAD_MS = 2500;
const SECOND_TAP_AFTER_MS = 1000;
/** How the pointer meets the link in the prerendering part: resting on it first (moderate eagerness
 * prerenders after 200 ms of hover), or pressed at once, as a tap (it prerenders from the press). */
const GESTURES = [
  { name: "pointer rests 300 ms, then a click", hoverMs: 300 },
  { name: "pressed at once, as a tap", hoverMs: 0 },
];
/** The bounds each row of the report is checked against (docs/quality.md, Budgets). */
const MUST = {
  blockingRatio: 0.25,
  performance: 100,
  tbtOverStarterMs: 50,
  tapGapMs: 50,
  floorBlockingRatio: 1.1,
  floorBlockingMs: 20,
  floorTaskRatio: 1.25,
};

const started = Date.now();
const log = (message) => console.error(`[bench:browser ${Math.round((Date.now() - started) / 1000)} s] ${message}`);
const loadAverage = () => `${os.loadavg().map((value) => value.toFixed(2))}`;

// ---------------------------------------------------------------------------------------------
// 1. Loads: long tasks and layout shifts in Chromium, then Lighthouse, each load.

/** Resolves `ms` after the load event of the page's document. */
async function afterLoad(page, url, ms) {
  const response = await page.goto(url, { waitUntil: "load", timeout: 90_000 });
  if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
  const ended = await page.waitForFunction(() => {
    const loadEventEnd = performance.getEntriesByType("navigation")[0]?.loadEventEnd;
    return loadEventEnd > 0 && { loadEventEnd, now: performance.now() };
  });
  const { loadEventEnd, now } = await ended.jsonValue();
  await sleep(Math.max(0, loadEventEnd + ms - now));
  return loadEventEnd;
}

const blockingOf = (tasks) =>
  Math.round(tasks.reduce((sum, task) => sum + Math.max(0, task.duration - LONG_TASK_MS), 0));

/** CDP Performance.getMetrics durations (seconds) reported in ms: the main thread's own accounts. */
const CDP_METRICS = {
  TaskDuration: "taskMs",
  ScriptDuration: "scriptMs",
  RecalcStyleDuration: "styleMs",
  LayoutDuration: "layoutMs",
};

/** The scripts a page fetched (module entries, preloads, dynamic imports) and every byte it fetched. */
function fetched() {
  const resources = performance.getEntriesByType("resource");
  const scripts = resources.filter((entry) => new URL(entry.name).pathname.endsWith(".js"));
  const [navigation] = performance.getEntriesByType("navigation");
  const sum = (entries) => entries.reduce((total, entry) => total + entry.encodedBodySize, 0);
  return {
    modules: scripts.length,
    scriptBytes: sum(scripts),
    bytes: sum(resources) + (navigation?.encodedBodySize ?? 0),
  };
}

async function measureLongTasks(browser, url, cpu) {
  const { context, page, cdp } = await openPage(browser, cpu);
  try {
    await cdp.send("Performance.enable", { timeDomain: "timeTicks" });
    const loadEventEnd = await afterLoad(page, url, WINDOW_AFTER_LOAD_MS + 100);
    const { metrics } = await cdp.send("Performance.getMetrics");
    const cdpMetrics = Object.fromEntries(
      metrics
        .filter(({ name }) => name in CDP_METRICS)
        .map(({ name, value }) => [CDP_METRICS[name], Math.round(value * 1000)]),
    );
    const windowEnd = loadEventEnd + WINDOW_AFTER_LOAD_MS;
    const seen = await page.evaluate(() => window.__bench.entries);
    const resources = await page.evaluate(fetched);
    const tasks = seen.longtask.filter((task) => task.startTime <= windowEnd);
    const shifts = seen["layout-shift"].filter((shift) => !shift.hadRecentInput && shift.startTime <= windowEnd);
    return {
      blockingMs: blockingOf(tasks),
      // Before the load event: the document itself and the islands due at arrival; after it, the rest.
      afterLoadMs: blockingOf(tasks.filter((task) => task.startTime > loadEventEnd)),
      observedCls: Number(shifts.reduce((sum, shift) => sum + shift.value, 0).toFixed(4)),
      ...cdpMetrics,
      ...resources,
    };
  } finally {
    await context.close();
  }
}

async function measureLighthouse(chromePort, url, cpu) {
  const lhr = await runLighthouse(url, chromePort, {
    onlyCategories: ["performance"],
    throttling: { ...lighthouseConstants.throttling.mobileSlow4G, cpuSlowdownMultiplier: cpu },
  });
  return {
    version: lhr.lighthouseVersion,
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    tbtMs: Math.round(lhr.audits["total-blocking-time"].numericValue),
    lcpMs: Math.round(lhr.audits["largest-contentful-paint"].numericValue),
    cls: Number(lhr.audits["cumulative-layout-shift"].numericValue.toFixed(4)),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}

/**
 * The CPU slowdown that makes a machine of this Lighthouse benchmarkIndex the mid-tier phone of
 * Lighthouse's mobile settings: the Lighthouse team's calculator (linked from its
 * throttling document), piecewise linear: 150 = 1x, 800 = 2x, 1,300 = 3x, then one more per 233.
 * On a fast day a fixed 4x leaves the starter's home 1-3 ms of blocking, and every ratio is noise.
 */
const calibratedSlowdown = (index) => {
  const [from, at, per] = index >= 1300 ? [1300, 3, 233] : index >= 800 ? [800, 2, 500] : [150, 1, 650];
  return Math.round(10 * (at + Math.max(0, index - from) / per)) / 10;
};

async function measureLoads(browser, pages, order) {
  const chrome = await launchChrome();
  // An exit on a signal skips `finally`: without this, Lighthouse's Chromium outlives the script.
  const kill = () => chrome.kill();
  process.once("exit", kill);
  try {
    log("loads: warm-up, one unrecorded load of each site");
    const warmUp = [];
    for (const page of [pages[0], ...pages.filter((candidate) => candidate.site === "starter")]) {
      await measureLongTasks(browser, page.url, 4);
      if (LIGHTHOUSE) warmUp.push((await measureLighthouse(chrome.port, page.url, 4)).benchmarkIndex);
    }
    if (CPU_SETTING === "calibrated" && !LIGHTHOUSE) throw new Error("BENCH_LIGHTHOUSE=off needs a fixed BENCH_CPU.");
    const calibratedFrom = CPU_SETTING === "calibrated" ? median(warmUp) : undefined;
    const cpu = calibratedFrom === undefined ? Number(CPU_SETTING) : calibratedSlowdown(calibratedFrom);
    log(
      `loads: CPU ${cpu}x${calibratedFrom === undefined ? "" : ` (calibrated from benchmarkIndex ${calibratedFrom})`}`,
    );
    for (let round = 1; round <= ROUNDS; round += 1)
      for (const page of order) {
        const longTasks = await once(() => measureLongTasks(browser, page.url, cpu));
        const lighthouse = LIGHTHOUSE ? await once(() => measureLighthouse(chrome.port, page.url, cpu)) : {};
        page.loads.push({ round, ...longTasks, ...lighthouse });
        log(
          `round ${round}/${ROUNDS} ${page.site} ${page.route}: blocking ${longTasks.blockingMs} ms (${longTasks.afterLoadMs} after load), task ${longTasks.taskMs} ms, script ${longTasks.scriptMs} ms, ${longTasks.modules} scripts${LIGHTHOUSE ? `, TBT ${lighthouse.tbtMs} ms, perf ${lighthouse.performance}` : ""}`,
        );
      }
    return { cpu, calibratedFrom, warmUp };
  } finally {
    process.off("exit", kill);
    await chrome.kill();
  }
}

// ---------------------------------------------------------------------------------------------
// 2 and 3. Taps: Chromium as a phone at TAP_CPU, a cold load, TAP_AFTER_LOAD_MS after load a real
// tap (`tap()` on an element found before the clock starts). Timed from the touch (the pointerdown's
// own timeStamp: when the browser took the input, so a wait for a busy main thread is in it) to the
// frame after the one that showed the new state; for a link, to the next page's h1 painted, by
// Element Timing. The touch is kept in sessionStorage, which outlives the document a link replaces.

/** Runs in every document before its scripts (addInitScript): the load's entries, and the tap's probe. */
function installProbe() {
  if (window !== window.top) return;
  const entries = { longtask: [], "layout-shift": [] };
  for (const type of Object.keys(entries))
    new PerformanceObserver((list) => entries[type].push(...list.getEntries().map((entry) => entry.toJSON()))).observe({
      type,
      buffered: true,
    });
  // Frames are watched only from a tap's arming to its answer. A requestAnimationFrame loop for the
  // whole load made Chromium run a main-thread frame every 16 ms, sampling the page's running
  // animations there instead of on the compositor alone, work no visitor's page does: `/` at 4x
  // went from 379 to 1,140 ms of task time with it, its floor without scripts from 220 to 414.
  const frame = () => {
    if (!probe.watch) return;
    if (!probe.watch()) return void requestAnimationFrame(frame);
    probe.watch = undefined;
    const touchedAt = Number(sessionStorage.getItem("benchTouch"));
    requestAnimationFrame(() => (probe.answered = performance.timeOrigin + performance.now() - touchedAt));
  };
  const watchFrames = () => requestAnimationFrame(frame);
  const probe = { entries, watch: undefined, watchFrames, answered: undefined, armed: false, headPaints: [] };
  Object.defineProperty(window, "__bench", { value: probe });
  const touch = (event) => {
    if (probe.armed) sessionStorage.setItem("benchTouch", String(performance.timeOrigin + event.timeStamp));
    probe.armed = false;
  };
  addEventListener("pointerdown", touch, { capture: true, passive: true });
  // Each new h1 is marked for Element Timing as it enters the DOM (a microtask, before any frame
  // paints it), in a new document as in a client-side render.
  let lastHead;
  new MutationObserver(() => {
    const h1 = document.querySelector("h1");
    const head = h1?.textContent?.trim();
    if (!head || head === lastHead) return;
    lastHead = head;
    h1.setAttribute("elementtiming", `h1 ${location.pathname}`);
  }).observe(document, { childList: true, subtree: true, characterData: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      probe.headPaints.push({
        path: entry.identifier.slice(3),
        at: performance.timeOrigin + (entry.renderTime || entry.loadTime),
      });
  }).observe({ type: "element", buffered: true });
}

/** Arms the probe for the next touch and, when given, for `state`: a property of `element` (ARIA
 * reflection, text, value) that starts with a value. */
function armTapProbe(element, state) {
  const probe = window.__bench;
  sessionStorage.removeItem("benchTouch");
  probe.armed = true;
  probe.answered = undefined;
  if (!state) return;
  probe.watch = () => String(element[state.property]).trim().startsWith(state.value);
  probe.watchFrames();
}

/** Our interactive families: a page, the control of the first and of the running tap, and what each shows. */
function tapFamilies(origin) {
  const pagePath = (slug) => read("pages").find((page) => page.slug === slug).path;
  const { strengthsHeading, carousel } = read("home");
  const toggle = (page) =>
    page
      .getByRole("region", { name: strengthsHeading })
      .getByRole("button", { name: new RegExp(`^(${carousel.pauseLabel}|${carousel.playLabel})\\b`) });
  const menu = (page) => page.getByRole("button", { name: "Menu" });
  const filter = (nth) => (page) => page.locator("button[aria-pressed]").nth(nth);
  const question = (page) => page.getByRole("button", { name: /\?$/ }).first();
  const tab = (nth) => (page) => page.getByRole("tab").nth(nth);
  const field = (label) => (page) => page.getByLabel(label);
  const is = (property, value) => ({ property, value });
  const [open, shut] = [is("ariaExpanded", "true"), is("ariaExpanded", "false")];
  const [pressed, selected] = [is("ariaPressed", "true"), is("ariaSelected", "true")];
  const [typed, label] = [(text) => is("value", text), (text) => is("textContent", text)];
  const service = keyRoutes().find((page) => page.family === "service").route;
  const apply = keyRoutes().find((page) => page.family === "apply").route;
  return [
    ["menu", service, [menu, open], [menu, shut]],
    ["careers filter", pagePath("careers"), [filter(1), pressed], [filter(2), pressed]],
    ["FAQ", pagePath("contact"), [question, open], [question, shut]],
    ["About tabs", pagePath("about"), [tab(1), selected], [tab(2), selected]],
    ["form field (tap, type)", pagePath("contact"), [field(/^Full Name/), typed("A")], [field(/^Email/), typed("a")]],
    ["application field (tap, type)", apply, [field(/^Full Name/), typed("A")], [field(/^Email/), typed("a")]],
    ["carousel control", pagePath("home"), [toggle, label(carousel.playLabel)], [toggle, label(carousel.pauseLabel)]],
  ].map(([family, route, ...taps]) => ({ site: "ours", family, route, url: `${origin}${route}`, taps, loads: [] }));
}

/** The first link of each site: ours a "Learn More" on the Services page, the starter's to its page 2. */
function linkFamilies(ourOrigin, starterOrigin) {
  const services = read("pages").find((page) => page.slug === "services").path;
  return [
    ["ours", ourOrigin, services, read("service-pages").cardLinkLabel],
    ["starter", starterOrigin, "/", "Page 2"],
  ].map(([site, origin, route, linkName]) => ({
    site,
    family: "link",
    origin,
    route,
    url: `${origin}${route}`,
    linkName,
    link: (page) => page.getByRole("link", { name: new RegExp(`^${linkName}\\b`) }).first(),
    loads: [],
  }));
}

/** A page in a fresh context (a cold cache), its CPU slowed `cpu` times; `phone`: with touch, as a mobile. */
async function openPage(browser, cpu, phone = { hasTouch: true, isMobile: true }) {
  const context = await browser.newContext({ viewport: VIEWPORT, ...phone });
  await context.addInitScript(installProbe);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpu });
  return { context, page, cdp };
}

/** Scrolls `locator` into view and waits for the frame that shows it painted: a visitor taps what they see. */
async function inSight(page, locator) {
  await locator.scrollIntoViewIfNeeded();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return locator.elementHandle();
}

async function timeTap(page, [control, state]) {
  const element = await inSight(page, control(page));
  const islandHydrated = await element.evaluate((node) => node.closest("[data-island]")?.dataset.island === "hydrated");
  await element.evaluate(armTapProbe, state);
  await element.tap();
  if (state.property === "value") await page.keyboard.type(state.value);
  const handle = await page.waitForFunction(() => window.__bench.answered, null, { polling: 16, timeout: 30_000 });
  return { ms: Math.round(await handle.jsonValue()), islandHydrated };
}

async function measureTaps(browser, family) {
  const { context, page } = await openPage(browser, TAP_CPU);
  try {
    await afterLoad(page, family.url, TAP_AFTER_LOAD_MS);
    const first = await timeTap(page, family.taps[0]);
    await sleep(SECOND_TAP_AFTER_MS);
    const running = await timeTap(page, family.taps[1]);
    return { firstMs: first.ms, runningMs: running.ms, islandHydratedBeforeTap: first.islandHydrated };
  } finally {
    await context.close();
  }
}

/**
 * The first tap on a link, to the next page's h1 painted, and how that page came: client-side, or a
 * new document, fetched before the tap or not (the request log), with its navigation entry's view.
 */
async function measureLink(browser, family) {
  const { context, page } = await openPage(browser, TAP_CPU);
  try {
    const requests = [];
    page.on("request", (request) => requests.push([Date.now(), request]));
    await afterLoad(page, family.url, TAP_AFTER_LOAD_MS);
    const link = family.link(page);
    const target = new URL(await link.getAttribute("href"), family.url);
    const element = await inSight(page, link);
    const origin = await page.evaluate(() => performance.timeOrigin);
    await element.evaluate(armTapProbe);
    const tappedAt = Date.now();
    await element.tap();
    // Playwright's waitForFunction carries on in the next document when the tap brings one.
    const handle = await page.waitForFunction(
      (path) => {
        const painted = window.__bench?.headPaints.find((entry) => entry.path === path);
        const touch = Number(sessionStorage.getItem("benchTouch"));
        const { deliveryType, transferSize, activationStart } = performance.getEntriesByType("navigation")[0];
        const origin = performance.timeOrigin;
        return painted && touch && { ms: painted.at - touch, origin, deliveryType, transferSize, activationStart };
      },
      target.pathname,
      { polling: 20, timeout: 30_000 },
    );
    const seen = await handle.jsonValue();
    const before = requests.filter(([at, request]) => request.url() === target.href && at < tappedAt);
    const kinds = before.map(
      ([, request]) => `${request.resourceType()}, Sec-Purpose: ${request.headers()["sec-purpose"]}`,
    );
    const came =
      seen.activationStart > 0 ? "prerendered" : `${before.length ? "prefetched" : "not fetched"} before the tap`;
    const how = `new document, ${came}${kinds.length ? ` (${[...new Set(kinds)].join(" + ")})` : ""}, deliveryType "${seen.deliveryType}", transferSize ${seen.transferSize ? "> 0" : "0"}`;
    return { ms: Math.round(seen.ms), how: seen.origin === origin ? "client-side" : how };
  } finally {
    await context.close();
  }
}

async function measureTapsRounds(browser, families, links) {
  log(`taps: warm-up, one unrecorded link load of each site (${TAP_CPU}x CPU)`);
  for (const link of links) await measureLink(browser, link);
  // One round: each family of ours, then a link load, alternating ours and the starter's.
  const order = families.flatMap((family, index) => [family, links[(index + 1) % links.length]]);
  for (let round = 1; round <= ROUNDS; round += 1)
    for (const family of order) {
      const load = await once(() => (family.link ? measureLink(browser, family) : measureTaps(browser, family)));
      family.loads.push({ round, ...load });
      log(`taps round ${round}/${ROUNDS} ${family.site} ${family.family}: ${JSON.stringify(load)}`);
    }
}

// A load that fails (a trace Lighthouse did not record, a server ended from outside on this shared
// machine) is measured again once, after the servers are started again if they stopped.
async function once(measure) {
  try {
    return await measure();
  } catch (error) {
    log(`failed (${error.message.split("\n")[0]}); measuring again once`);
    await serve();
    return measure();
  }
}

// ---------------------------------------------------------------------------------------------
// Report.

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const int = (value) => Math.round(value).toLocaleString("en-US");
const ratio = (value, base) => (base > 0 ? (value / base).toFixed(2) : value > 0 ? "inf" : "0.00");
const mark = (ok) => (ok ? "pass" : "**FAIL**");
const medianOf = (loads, key) => median(loads.map((load) => load[key]));
const spread = (loads, key) =>
  `${int(medianOf(loads, key))} ms (${int(Math.min(...loads.map((load) => load[key])))}-${int(Math.max(...loads.map((load) => load[key])))})`;

function loadsMarkdown(pages, settings) {
  const home = pages.find((page) => page.site === "starter" && page.family === "home").loads;
  const [homeBlocking, homeTbt] = [medianOf(home, "blockingMs"), medianOf(home, "tbtMs")];
  const indexes = pages.flatMap((page) => page.loads.map((load) => load.benchmarkIndex));
  const rows = pages.map(({ site, family, route, loads }) => {
    const [blocking, tbt, perf] = ["blockingMs", "tbtMs", "performance"].map((key) => medianOf(loads, key));
    const cls = Math.max(...loads.flatMap((load) => [load.cls, load.observedCls]));
    const checks = [
      blocking <= MUST.blockingRatio * homeBlocking,
      perf >= MUST.performance && tbt <= homeTbt + MUST.tbtOverStarterMs,
      cls === 0,
    ];
    const marks = site === "ours" ? checks.map(mark).join(" | ") : "- | - | -";
    return `| ${family} \`${route}\` | ${site} | ${spread(loads, "blockingMs")} | ${spread(loads, "afterLoadMs")} | ${ratio(blocking, homeBlocking)} | ${int(tbt)} ms | ${int(medianOf(loads, "lcpMs"))} ms | ${perf} | ${cls} | ${marks} |`;
  });
  return [
    `## Loads: ${ROUNDS} rounds, CPU ${settings.cpu}x${settings.calibratedFrom === undefined ? "" : ` (calibrated from a warm-up benchmarkIndex of ${int(settings.calibratedFrom)}; the loads saw ${int(Math.min(...indexes))}-${int(Math.max(...indexes))}, median ${int(median(indexes))}, for which the calculator gives ${calibratedSlowdown(median(indexes))}x)`}`,
    "",
    `Blocking: sum of (duration - ${LONG_TASK_MS} ms) over long tasks from navigation start to ${WINDOW_AFTER_LOAD_MS / 1000} s after the load event (Chromium, viewport ${VIEWPORT.width}x${VIEWPORT.height}, a cold context per load). Lighthouse ${settings.lighthouse}: mobile, simulated throttling at the same CPU slowdown. Medians (ranges); CLS is the largest of Chromium's layout shifts and Lighthouse's over the loads. Checks against the starter's home in this run: blocking <= ${MUST.blockingRatio}x its ${int(homeBlocking)} ms; Performance ${MUST.performance} and TBT <= its ${int(homeTbt)} ms + ${MUST.tbtOverStarterMs}; CLS 0.`,
    "",
    "| page | site | blocking | of it after load | / starter home | LH TBT | LCP | Perf | CLS | blocking <= 0.25x | Perf 100, TBT within 50 ms | CLS 0 |",
    "| --- | --- | --: | --: | --: | --: | --: | --: | --: | :-: | :-: | :-: |",
    ...rows,
  ];
}

/** Ours against the same page without scripts, and the starter's home, per family (docs/benchmarks.md). */
function floorMarkdown(pages, settings, site = "ours") {
  const home = pages.find((page) => page.site === "starter" && page.family === "home").loads;
  const cell = (loads, key) => (loads.some((load) => load[key] === undefined) ? "-" : `${int(medianOf(loads, key))}`);
  const styleLayout = (loads) => median(loads.map((load) => load.styleMs + load.layoutMs));
  const rows = pages
    .filter((page) => page.site === site)
    .map(({ family, route, loads }) => {
      const floor = pages.find((page) => page.site === "no-script" && page.route === route).loads;
      const [blocking, floorBlocking] = [medianOf(loads, "blockingMs"), medianOf(floor, "blockingMs")];
      const [task, floorTask] = [medianOf(loads, "taskMs"), medianOf(floor, "taskMs")];
      const checks = [
        blocking <= MUST.floorBlockingRatio * floorBlocking + MUST.floorBlockingMs,
        task <= MUST.floorTaskRatio * floorTask,
      ];
      const kB = (key) => (medianOf(loads, key) / 1024).toFixed(1);
      return `| ${family} \`${route}\` | ${int(blocking)} / ${int(floorBlocking)} ms | ${ratio(blocking, floorBlocking)} | ${int(task)} / ${int(floorTask)} ms | ${ratio(task, floorTask)} | ${cell(loads, "scriptMs")} / ${cell(floor, "scriptMs")} ms | ${int(styleLayout(loads))} / ${int(styleLayout(floor))} ms | ${medianOf(loads, "modules")} / ${kB("scriptBytes")} kB | ${kB("bytes")} / ${(medianOf(floor, "bytes") / 1024).toFixed(1)} kB | ${checks.map(mark).join(" | ")} |`;
    });
  return [
    `## Against the floor${site === "ours" ? "" : `, the baseline build (${baselineDir})`}: each page without scripts, CPU ${settings.cpu}x, ${ROUNDS} rounds interleaved`,
    "",
    `Ours / the same built page through a proxy that strips every \`<script>\` and \`modulepreload\` (medians). Task, script, style and layout: CDP Performance.getMetrics (TaskDuration, ScriptDuration, RecalcStyleDuration + LayoutDuration) from navigation to ${WINDOW_AFTER_LOAD_MS / 1000} s after load. Bytes are encoded (as sent, before decompression), from Resource Timing by the load's end. The starter's home in the same run: blocking ${int(medianOf(home, "blockingMs"))} ms, task ${cell(home, "taskMs")} ms, script ${cell(home, "scriptMs")} ms, style + layout ${int(styleLayout(home))} ms, ${medianOf(home, "modules")} scripts of ${(medianOf(home, "scriptBytes") / 1024).toFixed(1)} kB. Checks: blocking <= ${MUST.floorBlockingRatio}x the floor's + ${MUST.floorBlockingMs} ms; task time <= ${MUST.floorTaskRatio}x the floor's.`,
    "",
    "| page | blocking ours / no-script | x | task ours / no-script | x | script | style + layout | scripts fetched / their bytes | all bytes ours / no-script | blocking check | task check |",
    "| --- | --: | --: | --: | --: | --: | --: | --: | --: | :-: | :-: |",
    ...rows,
  ];
}

function tapsMarkdown(families, links) {
  return [
    `## Taps: Chromium as a phone, ${TAP_CPU}x CPU, ${ROUNDS} cold loads a family, ${ROUNDS * 3} a link`,
    "",
    `${TAP_AFTER_LOAD_MS / 1000} s after the load event, from the touch (the pointerdown's own timeStamp) to the frame after the one that showed the new state; the running tap is the same kind of tap ${SECOND_TAP_AFTER_MS / 1000} s after the first one's answer, on the same load. Medians (ranges).`,
    "",
    `| what is tapped | page | first tap | running tap | first - running | island hydrated before the first tap | within ${MUST.tapGapMs} ms |`,
    "| --- | --- | --: | --: | --: | --: | :-: |",
    ...families.map(({ family, route, loads }) => {
      const gap = medianOf(loads, "firstMs") - medianOf(loads, "runningMs");
      return `| ${family} | \`${route}\` | ${spread(loads, "firstMs")} | ${spread(loads, "runningMs")} | ${int(gap)} ms | ${count(loads, (load) => load.islandHydratedBeforeTap)} | ${mark(gap <= MUST.tapGapMs)} |`;
    }),
    "",
    "Chromium disables prerendering while a CDP client is attached (`PrerenderingDisabledByDevTools`): our next page here is at best prefetched.",
    "",
    "| first tap on a link | site | next page's h1 painted, from the touch | / starter's | how the next page came | no later than the starter |",
    "| --- | --- | --: | --: | --- | :-: |",
    ...linkRows(links, (site, route) =>
      site === "ours" ? `"Learn More" on \`${route}\`` : `"Page 2" on \`${route}\``,
    ),
  ];
}

const count = (loads, test) => `${loads.filter(test).length}/${loads.length}`;

/** A first-link table's rows, one a site: the time to the next h1, its ratio to the starter's, how the page came. */
function linkRows(sites, nameOf) {
  const starter = medianOf(sites.find((site) => site.site === "starter").loads, "ms");
  return sites.map(({ site, route, loads }) => {
    const hows = [...new Set(loads.map((load) => load.how))].map(
      (how) => `${how}: ${count(loads, (load) => load.how === how)}`,
    );
    return `| ${nameOf(site, route)} | ${site} | ${spread(loads, "ms")} | ${ratio(medianOf(loads, "ms"), starter)} | ${hows.join("; ")} | ${site === "ours" ? mark(medianOf(loads, "ms") <= starter) : "-"} |`;
  });
}

/** The first link with prerendering on (bench/lib/link-without-cdp.mjs): a real mouse, no CDP. */
function prerenderMarkdown(gestures) {
  return [
    `## The first link with prerendering: Chromium with no DevTools client, 1280x800 on Xvfb, a real mouse, this machine's CPU, ${ROUNDS} cold loads each`,
    "",
    "From the press (pointerdown's timeStamp) to the next page's h1 painted (Element Timing), reported by the pages. Medians (ranges).",
    "",
    "| gesture | site | next page's h1 painted, from the press | / starter's | how the next page came | no later than the starter |",
    "| --- | --- | --: | --: | --- | :-: |",
    ...gestures.flatMap(({ name, sites }) => linkRows(sites, () => name)),
  ];
}

// ---------------------------------------------------------------------------------------------

requireBuild();
fs.mkdirSync("reports", { recursive: true });
const ourPort = Number(process.env.BENCH_PORT) || (await freePort());
const peerPort = Number(process.env.BENCH_PEER_PORT) || (await freePort());
const [ourOrigin, peerOrigin] = [`http://127.0.0.1:${ourPort}`, `http://127.0.0.1:${peerPort}`];
const baselinePort = baselineDir ? await freePort() : undefined;
const baselineOrigin = `http://127.0.0.1:${baselinePort}`;
const servers = {};
const running = (child) => child && child.exitCode === null && child.signalCode === null;
process.on("exit", () => Object.values(servers).forEach(stopServer));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(128 + os.constants.signals[signal]));
const serve = () =>
  Promise.all([
    running(servers.ours) ||
      startSiteServer(ourPort, { logFile: "reports/bench-browser-site.log" }).then((child) => (servers.ours = child)),
    !baselineDir ||
      running(servers.before) ||
      startSiteServer(baselinePort, {
        cwd: baselineDir,
        logFile: path.resolve("reports/bench-browser-before.log"),
      }).then((child) => (servers.before = child)),
    running(servers.starter) ||
      startServer({
        command: "npx",
        args: ["gatsby", "serve", "-H", "127.0.0.1", "-p", String(peerPort)],
        cwd: peerDir,
        env: { GATSBY_TELEMETRY_DISABLED: "1" },
        url: `${peerOrigin}/`,
        logFile: path.resolve("reports/bench-browser-peer.log"),
        timeoutMs: 120_000,
      }).then((child) => (servers.starter = child)),
  ]);
log(`serving ours on ${ourOrigin}, the starter on ${peerOrigin}`);
await serve();

const pageOf = (site, origin) => (page) => ({ ...page, site, url: `${origin}${page.route}`, loads: [] });
// BENCH_FAMILIES=home,menu,...: only these load families and tap families (a quick look at one change; the summary then lacks the rest).
// A comma inside brackets is part of a name ("form field (tap, type)").
const FAMILIES = (process.env.BENCH_FAMILIES ?? "").split(/,(?![^(]*\))/).filter(Boolean);
const chosen = (family) => FAMILIES.length === 0 || FAMILIES.includes(family);
const ourPages = keyRoutes({ legal: true })
  .filter((page) => chosen(page.family))
  .map(pageOf("ours", ourOrigin));
const starterPages = ["/", "/page-2/"].map((route) =>
  pageOf("starter", peerOrigin)({ family: route === "/" ? "home" : "page-2", route }),
);
const families = tapFamilies(ourOrigin).filter((family) => chosen(family.family));
const links = linkFamilies(ourOrigin, peerOrigin);
const controls = await Promise.all(
  Object.keys(CONTROLS).map(async (control) => ({
    control,
    name: CONTROL_NAMES[control],
    proxy: await startProxy(ourOrigin, { editHtml: CONTROLS[control] }),
  })),
);
const servicePage = keyRoutes().find((page) => page.family === "service");
const controlPages = controls
  .filter(() => FAMILIES.length === 0)
  .map(({ name, proxy }) => pageOf("control", proxy.origin)({ family: name, route: servicePage.route }));
// The floor of each family: the same page through a proxy that strips every script (site "no-script").
const noScriptProxy = await startProxy(ourOrigin, { editHtml: withoutScripts });
const noScriptPages = ourPages.map((page) => pageOf("no-script", noScriptProxy.origin)(page));
const beforePages = baselineDir ? ourPages.map((page) => pageOf("before", baselineOrigin)(page)) : [];
const loadPages = [...ourPages, ...beforePages, ...noScriptPages, ...controlPages, ...starterPages];
const ourLink = links.find((link) => link.site === "ours");
const linksWithControls = [...links, ...controls.map(({ control, name }) => ({ ...ourLink, site: name, control }))];

const loadAverageStart = loadAverage();
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
const environment = { chromium: browser.version(), cpus: os.cpus().length, loadAverageStart, peerBuild: peerDir };
let loadSettings;
const withoutCdp = [];
try {
  if (ONLY !== "taps") {
    // One round: ours[0], starter /, ours[1], starter /page-2/, ...: the machine's drift falls on both.
    // Each of our pages is followed by its no-script floor, so the pair sees the same machine.
    const order = [
      ...ourPages.flatMap((page, index) => [
        page,
        ...(baselineDir ? [beforePages[index]] : []),
        noScriptPages[index],
        starterPages[index % starterPages.length],
      ]),
      ...controlPages.flatMap((page, index) => [page, starterPages[index % starterPages.length]]),
    ];
    loadSettings = await measureLoads(browser, loadPages, order);
    loadSettings.lighthouse = ourPages[0].loads[0].version ?? "off";
  }
  if (ONLY !== "load") await measureTapsRounds(browser, families, links);
  if (ONLY !== "load" && canRunWithoutCdp())
    withoutCdp.push(...(await measureLinksWithoutCdp(linksWithControls, { rounds: ROUNDS, gestures: GESTURES, log })));
  else if (ONLY !== "load")
    log("the first link with prerendering: skipped, it needs Xvfb and xdotool (apt-get install -y xvfb xdotool)");
} finally {
  await browser.close().catch(() => {});
  controls.forEach(({ proxy }) => proxy.close());
  noScriptProxy.close();
  Object.values(servers).forEach(stopServer);
}
environment.loadAverageEnd = loadAverage();
environment.seconds = Math.round((Date.now() - started) / 1000);

const strip = ({ taps, link, ...rest }) => rest;
const results = {
  date: new Date().toISOString(),
  rounds: ROUNDS,
  environment,
  loads: loadSettings && { settings: loadSettings, pages: loadPages.map(strip) },
  taps: ONLY !== "load" ? { cpu: TAP_CPU, families: families.map(strip), links: links.map(strip) } : undefined,
  linksWithPrerendering: withoutCdp.length ? withoutCdp : undefined,
};
const table = [
  `# Browser work: our build against Gatsby's default starter, ${results.date.slice(0, 16)}Z, ${environment.seconds} s`,
  "",
  `Chromium ${environment.chromium}, ${environment.cpus} CPUs, load average ${loadAverageStart} at the start and ${environment.loadAverageEnd} at the end.`,
  "",
  ...(loadSettings && LIGHTHOUSE ? [...loadsMarkdown(results.loads.pages, loadSettings), ""] : []),
  ...(loadSettings ? [...floorMarkdown(results.loads.pages, loadSettings), ""] : []),
  ...(loadSettings && baselineDir ? [...floorMarkdown(results.loads.pages, loadSettings, "before"), ""] : []),
  ...(results.taps ? tapsMarkdown(families, links) : []),
  ...(withoutCdp.length ? ["", ...prerenderMarkdown(withoutCdp)] : []),
].join("\n");
fs.writeFileSync("reports/bench-browser.json", `${JSON.stringify(results, null, 2)}\n`);
fs.writeFileSync("reports/bench-browser.md", `${table}\n`);
console.log(table);
