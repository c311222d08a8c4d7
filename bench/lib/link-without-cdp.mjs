// The first link as a visitor meets it, with prerendering on. Chromium turns prerendering off while any
// DevTools Protocol client is attached (`PrerenderingDisabledByDevTools`), and Playwright is one, so
// this part drives a plain Chromium with no protocol at all: a window on a virtual X display (Xvfb),
// a real mouse (xdotool), and the times reported by the pages themselves to a small proxy in front of
// each site, which adds one same-origin script (`/__bench.js`, allowed by the CSP's 'self') to every
// HTML answer. No CPU slowdown is possible without the protocol: both sites run at this machine's
// speed, interleaved, so the ratio is what the run shows. A site with a `control` ("h1" or "bare",
// bench/lib/proxy.mjs) starts on our real page and has its next pages cut down by its proxy.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromiumPath, sleep } from "./measure.mjs";
import { CONTROLS, startProxy } from "./proxy.mjs";

const DISPLAY_SIZE = { width: 1280, height: 800 };
const SETTLE_AFTER_LOAD_MS = 2500;
const PRESS_MS = 80;

/** Runs in each page (a classic script, first in <head>): reports the load, the press and the next h1. */
function probe(linkName) {
  const report = (kind, body) =>
    navigator.sendBeacon(`/__bench/${kind}`, new Blob([JSON.stringify(body)], { type: "text/plain" }));
  const now = () => performance.timeOrigin + performance.now();
  const start = location.pathname;
  addEventListener("pointerdown", (event) => report("press", { at: performance.timeOrigin + event.timeStamp }), {
    capture: true,
  });
  // A new h1 (a new document's, or the one a client-side router renders) is marked for Element Timing
  // as it enters the DOM, before any frame paints it.
  let marked;
  new MutationObserver(() => {
    const h1 = document.querySelector("h1");
    if (h1 && h1 !== marked) (marked = h1).setAttribute("elementtiming", `h1 ${location.pathname}`);
  }).observe(document, { childList: true, subtree: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const [navigation] = performance.getEntriesByType("navigation");
      report("heading", {
        path: entry.identifier.slice(3),
        at: performance.timeOrigin + entry.renderTime,
        sameDocument: location.pathname !== start || undefined,
        activationStart: navigation.activationStart,
        deliveryType: navigation.deliveryType,
      });
    }
  }).observe({ type: "element", buffered: true });
  addEventListener("load", () =>
    setTimeout(() => {
      if (document.prerendering) return;
      const link = [...document.querySelectorAll("a[href]")].find((a) => a.textContent.trim().startsWith(linkName));
      link.scrollIntoView({ block: "center" });
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          const box = link.getBoundingClientRect();
          report("ready", { x: box.x + box.width / 2, y: box.y + box.height / 2, href: link.href, at: now() });
        }),
      );
    }, 0),
  );
}

/** A proxy to the site that adds the probe to its HTML (a control's next pages cut down first) and takes the probe's reports. */
function startProbedProxy({ origin, route, linkName, control }, onReport) {
  const script = `(${probe})(${JSON.stringify(linkName)});`;
  const reduce = control ? CONTROLS[control] : (html) => html;
  return startProxy(origin, {
    editHtml: (html, url) =>
      (new URL(url, origin).pathname === route ? html : reduce(html)).replace(
        /<head>|<head [^>]*>/,
        (head) => `${head}<script src="/__bench.js"></script>`,
      ),
    answer: (request, response) => {
      if (request.url.startsWith("/__bench/")) {
        let body = "";
        request.on("data", (chunk) => (body += chunk));
        request.on("end", () => {
          onReport(request.url.slice("/__bench/".length), JSON.parse(body));
          response.end();
        });
        return true;
      }
      if (request.url !== "/__bench.js") return false;
      response.writeHead(200, { "content-type": "text/javascript", "cache-control": "no-store" });
      response.end(script);
      return true;
    },
  });
}

/** Whether this machine can run the part: Xvfb and xdotool from Debian. */
export const canRunWithoutCdp = () => ["Xvfb", "xdotool"].every((tool) => spawnSync("which", [tool]).status === 0);

const waitFor = async (test, what, timeoutMs = 30_000) => {
  for (let waited = 0; waited < timeoutMs; waited += 20) {
    const value = test();
    if (value) return value;
    await sleep(20);
  }
  throw new Error(`no ${what} within ${timeoutMs / 1000} s`);
};

/**
 * `rounds` loads of each site's start page for each gesture, in a fresh Chromium profile, each
 * followed by the pointer resting the gesture's `hoverMs` on the link (0: moved and pressed at once,
 * as a tap) and a press of PRESS_MS. Returns, per gesture and site, the times from the press to the
 * next page's h1 painted and how that page came.
 */
export async function measureLinksWithoutCdp(sites, { rounds, gestures, log }) {
  const display = `:${90 + (process.pid % 9)}`;
  const xvfb = spawn(
    "Xvfb",
    [display, "-screen", "0", `${DISPLAY_SIZE.width}x${DISPLAY_SIZE.height}x24`, "-nolisten", "tcp"],
    {
      stdio: "ignore",
    },
  );
  const env = { ...process.env, DISPLAY: display };
  const xdotool = (...args) => spawnSync("xdotool", args, { env });
  const proxies = [];
  try {
    await sleep(500);
    let reports = [];
    for (const site of sites) {
      const proxy = await startProbedProxy(site, (kind, body) => reports.push({ kind, ...body }));
      proxies.push({ site: site.site, ...proxy });
    }
    const results = gestures.map((gesture) => ({
      ...gesture,
      sites: sites.map(({ site, route }) => ({ site, route, loads: [] })),
    }));
    for (let round = 0; round <= rounds; round += 1)
      for (const { name, hoverMs, sites: measured } of results)
        for (const result of measured) {
          const { origin } = proxies.find((proxy) => proxy.site === result.site);
          reports = [];
          const profile = fs.mkdtempSync(path.join(os.tmpdir(), "bench-link-"));
          const chrome = spawn(
            chromiumPath,
            [
              "--no-sandbox",
              "--no-first-run",
              "--no-default-browser-check",
              "--disable-gpu",
              `--user-data-dir=${profile}`,
              "--kiosk",
              `--window-size=${DISPLAY_SIZE.width},${DISPLAY_SIZE.height}`,
              "--window-position=0,0",
              `${origin}${result.route}`,
            ],
            { env, stdio: "ignore" },
          );
          try {
            const ready = await waitFor(() => reports.find((report) => report.kind === "ready"), "ready page");
            await sleep(SETTLE_AFTER_LOAD_MS);
            xdotool("mousemove", String(Math.round(ready.x)), String(Math.round(ready.y)));
            await sleep(hoverMs);
            xdotool("mousedown", "1");
            await sleep(PRESS_MS);
            xdotool("mouseup", "1");
            const target = new URL(ready.href).pathname;
            const press = await waitFor(() => reports.find((report) => report.kind === "press"), "press");
            const heading = await waitFor(
              () => reports.find((report) => report.kind === "heading" && report.path === target),
              `h1 of ${target}`,
            );
            const how = heading.sameDocument
              ? "client-side"
              : heading.activationStart > 0
                ? "new document, prerendered"
                : `new document, ${heading.deliveryType || "fetched"}`;
            const ms = Math.round(heading.at - press.at);
            // Round 0 warms the servers and the disk cache; it is not recorded.
            if (round > 0) result.loads.push({ round, ms, how });
            log(
              `link without CDP, ${round ? `round ${round}/${rounds}` : "warm-up"}, ${name}, ${result.site}: ${ms} ms, ${how}`,
            );
          } finally {
            chrome.kill("SIGTERM");
            await new Promise((resolve) => (chrome.exitCode === null ? chrome.once("exit", resolve) : resolve()));
            fs.rmSync(profile, { recursive: true, force: true });
          }
        }
    return results;
  } finally {
    proxies.forEach((proxy) => proxy.close());
    xvfb.kill("SIGTERM");
    await new Promise((resolve) => (xvfb.exitCode === null ? xvfb.once("exit", resolve) : resolve()));
  }
}
