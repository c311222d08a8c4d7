// `npm run perf`: Lighthouse 12 (Node API, default mobile settings) on the spec's key pages of the
// production build, in the system Chromium. Writes reports/perf.json and reports/perf.md and exits
// non-zero when a page misses a budget in budgets.json. Starts `npm run serve` itself (on PERF_PORT,
// default 9208) unless a server already answers there.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const port = Number(process.env.PERF_PORT ?? 9208);
const origin = `http://127.0.0.1:${port}`;
const budgets = JSON.parse(fs.readFileSync("budgets.json", "utf8")).lighthouse;
const read = (name) => JSON.parse(fs.readFileSync(path.resolve("data", `${name}.json`), "utf8"));
const today = process.env.BUILD_DATE ?? new Date().toISOString().slice(0, 10);

// The pages the issue names, taken from the data: the first service and the first open job.
const pagePath = (slug) => read("pages").find((page) => page.slug === slug).path;
const service = read("services")[0];
const job = read("jobs").find((candidate) => candidate.validThrough >= today);
const routes = [
  pagePath("home"),
  pagePath("services"),
  `/services/${service.slug}/`,
  pagePath("careers"),
  `/careers/${job.slug}/`,
  `/careers/${job.slug}/apply/`,
  pagePath("contact"),
];

const answers = async () => fetch(`${origin}/`).then((response) => response.ok, () => false);

async function startServer() {
  if (await answers()) return undefined;
  if (!fs.existsSync("public/index.html")) throw new Error("No production build in public/: run `npm run build` first.");
  const server = spawn("npm", ["run", "serve"], { env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" }, stdio: "ignore", detached: true });
  for (let waited = 0; waited < 60_000; waited += 500) {
    if (await answers()) return server;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  process.kill(-server.pid);
  throw new Error(`The server did not answer on ${origin} within 60 s.`);
}

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

function summarise(route, lhr) {
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id].score ?? 0) * 100)]));
  const scripts = lhr.audits["resource-summary"].details.items.find((item) => item.resourceType === "script");
  const failing = CATEGORIES.flatMap((id) =>
    lhr.categories[id].auditRefs
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
      .map((ref) => `${id}: ${lhr.audits[ref.id].title} (${lhr.audits[ref.id].displayValue ?? lhr.audits[ref.id].score})`),
  );
  return {
    route,
    scores,
    lcpMs: Math.round(lhr.audits["largest-contentful-paint"].numericValue),
    tbtMs: Math.round(lhr.audits["total-blocking-time"].numericValue),
    cls: Number(lhr.audits["cumulative-layout-shift"].numericValue.toFixed(3)),
    jsTransferKb: Number(((scripts?.transferSize ?? 0) / 1000).toFixed(1)),
    failing,
  };
}

function problemsOf(result) {
  const problems = CATEGORIES.filter((id) => result.scores[id] < budgets[id]).map((id) => `${id} ${result.scores[id]} < ${budgets[id]}`);
  if (result.cls > budgets.maxCls) problems.push(`CLS ${result.cls} > ${budgets.maxCls}`);
  return problems;
}

function markdown(results, seconds) {
  const lines = [
    `# Lighthouse ${results.lighthouseVersion} (mobile, simulated throttling), ${new Date().toISOString().slice(0, 16)}Z, ${seconds} s`,
    "",
    `Budgets: Performance ≥ ${budgets.performance}, Accessibility ≥ ${budgets.accessibility}, Best Practices ≥ ${budgets["best-practices"]}, SEO ≥ ${budgets.seo}, CLS ≤ ${budgets.maxCls}.`,
    "",
    "| page | Perf | A11y | BP | SEO | LCP | TBT | CLS | JS (transferred) | runs |",
    "| --- | --: | --: | --: | --: | --: | --: | --: | --: | --: |",
    ...results.pages.map(
      (r) =>
        `| ${r.route} | ${r.scores.performance} | ${r.scores.accessibility} | ${r.scores["best-practices"]} | ${r.scores.seo} | ${(r.lcpMs / 1000).toFixed(2)} s | ${r.tbtMs} ms | ${r.cls} | ${r.jsTransferKb} kB | ${r.runs} |`,
    ),
  ];
  const notes = results.pages.filter((r) => r.failing.length || r.problems.length);
  if (notes.length) lines.push("", "## Below budget or not perfect", "", ...notes.flatMap((r) => [`- ${r.route}: ${[...r.problems, ...r.failing].join("; ")}`]));
  return `${lines.join("\n")}\n`;
}

const started = Date.now();
const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
});
const results = { lighthouseVersion: "", pages: [] };
try {
  // A throwaway run first: the first page measured in a cold browser and server is always slower.
  await lighthouse(`${origin}/`, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
  for (const route of routes) {
    // One run per page; a page that misses a budget is measured up to twice more and judged by its
    // best run (Lighthouse CI's "optimistic" aggregation): on a shared 2-core machine other processes
    // inflate Total Blocking Time at random, while a real regression fails every run.
    const runs = [];
    do {
      let { lhr } = await lighthouse(`${origin}${route}`, { port: chrome.port, output: "json", logLevel: "error" });
      // A trace Lighthouse failed to record (NO_NAVSTART and the like, seen here under load) says
      // nothing about the page: measure again, once.
      if (lhr.runtimeError) ({ lhr } = await lighthouse(`${origin}${route}`, { port: chrome.port, output: "json", logLevel: "error" }));
      if (lhr.runtimeError) throw new Error(`${route}: ${lhr.runtimeError.message}`);
      results.lighthouseVersion = lhr.lighthouseVersion;
      const run = summarise(route, lhr);
      run.problems = problemsOf(run);
      runs.push(run);
    } while (runs.at(-1).problems.length && runs.length < 3);
    const result = runs.sort((a, b) => a.problems.length - b.problems.length || b.scores.performance - a.scores.performance)[0];
    result.runs = runs.length;
    results.pages.push(result);
    const { scores } = result;
    console.log(
      `${route.padEnd(40)} perf ${scores.performance} a11y ${scores.accessibility} bp ${scores["best-practices"]} seo ${scores.seo}` +
        `  LCP ${result.lcpMs} ms  TBT ${result.tbtMs} ms  CLS ${result.cls}  JS ${result.jsTransferKb} kB${runs.length > 1 ? ` (best of ${runs.length} runs)` : ""}${result.problems.length ? `  FAIL: ${result.problems.join(", ")}` : ""}`,
    );
  }
} finally {
  await chrome.kill();
  if (server) process.kill(-server.pid);
}

const seconds = Math.round((Date.now() - started) / 1000);
fs.mkdirSync("reports", { recursive: true });
fs.writeFileSync("reports/perf.json", `${JSON.stringify({ ...results, seconds, budgets }, null, 2)}\n`);
fs.writeFileSync("reports/perf.md", markdown(results, seconds));
const failed = results.pages.filter((r) => r.problems.length);
console.log(`\nreports/perf.md and reports/perf.json written (${seconds} s).`);
if (failed.length) {
  console.error(`${failed.length} page(s) below budget: ${failed.map((r) => `${r.route} (${r.problems.join(", ")})`).join("; ")}`);
  process.exit(1);
}
