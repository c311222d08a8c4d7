// `npm run bench:profile`: where the browser's main-thread JavaScript time goes on each page family
// of our production build (a diagnosis for `npm run bench:browser`, not a test). For each family
// (routes from data/, as bench:browser takes them), PROFILE_RUNS loads (default 3) in Chromium with
// 4x CPU throttling, viewport 412x823 and a cold cache, each recorded from navigation until 5 s after
// the load event with V8's sampling CPU profiler (CDP Profiler, 200 µs). Every sample is mapped
// through the built chunks' source maps (public/*.js.map) to the module it came from, and grouped:
// Preact (rendering, hydration, diffing), Emotion (serialising, hashing and inserting styles), the
// Gatsby runtime (loader, router, links, webpack's runtime), our components, and the browser's own
// work called from script (DOM, style and layout). Prints one Markdown table of the mean per load.
import fs from "node:fs";
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
  sleep,
  startSiteServer,
  stopServer,
} from "./lib/measure.mjs";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(repoRoot);

const runs = Number(process.env.PROFILE_RUNS ?? 3);
const GROUPS = [
  ["Preact", /node_modules\/preact\//],
  ["Emotion", /node_modules\/(@emotion|stylis|hoist-non-react-statics|react-is)\//],
  [
    "Gatsby runtime",
    /\.cache\/|node_modules\/(gatsby|gatsby-[a-z-]+|@gatsbyjs|@builder\.io|prop-types|@babel\/runtime|mitt)\/|webpack\//,
  ],
  ["our code", /\/(src|data)\//],
];

/** Milliseconds of self time per group in one CPU profile. */
function attribute(profile, origin) {
  const selfMs = new Map();
  profile.samples.forEach((id, index) =>
    selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000),
  );
  const totals = {};
  for (const node of profile.nodes) {
    const ms = selfMs.get(node.id);
    if (!ms) continue;
    const { url, lineNumber, columnNumber, functionName } = node.callFrame;
    let group;
    if (url.startsWith(origin)) {
      const source = originalPosition(url, lineNumber, columnNumber)?.source ?? null;
      group = url.endsWith(".js")
        ? (GROUPS.find(([, pattern]) => source && pattern.test(source))?.[0] ?? "other scripts")
        : "inline scripts";
    } else if (url) group = "other scripts";
    else if (["(idle)", "(program)", "(garbage collector)"].includes(functionName)) group = functionName;
    else group = "browser, called from script";
    totals[group] = (totals[group] ?? 0) + ms;
  }
  return totals;
}

async function profileLoad(browser, url, origin) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
    await cdp.send("Profiler.start");
    await page.goto(url, { waitUntil: "load" });
    await sleep(5000);
    const { profile } = await cdp.send("Profiler.stop");
    return attribute(profile, origin);
  } finally {
    await context.close();
  }
}

requireBuild();
const port = Number(process.env.BENCH_PORT ?? (await freePort()));
const origin = `http://127.0.0.1:${port}`;
const server = await startSiteServer(port);
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
const rows = [];
try {
  for (const { family, route } of keyRoutes({ legal: true })) {
    const sum = {};
    for (let run = 0; run < runs; run++) {
      console.error(`${family} ${route}: load ${run + 1} of ${runs}`);
      for (const [group, ms] of Object.entries(await profileLoad(browser, origin + route, origin)))
        sum[group] = (sum[group] ?? 0) + ms / runs;
    }
    rows.push({ family, route, ms: sum });
  }
} finally {
  await browser.close();
  stopServer(server);
}

const columns = [
  "Preact",
  "Emotion",
  "Gatsby runtime",
  "our code",
  "inline scripts",
  "other scripts",
  "browser, called from script",
];
const lines = [
  `Mean JavaScript self time per load (ms), sampled, 4x CPU throttling, ${runs} loads each, navigation to load + 5 s:`,
  "",
  `| page | ${columns.join(" | ")} | all script |`,
  `| --- | ${columns.map(() => "--:").join(" | ")} | --: |`,
  ...rows.map(({ family, route, ms }) => {
    const total = columns.reduce((all, column) => all + (ms[column] ?? 0), 0);
    return `| ${family} \`${route}\` | ${columns.map((column) => Math.round(ms[column] ?? 0)).join(" | ")} | ${Math.round(total)} |`;
  }),
];
console.log(lines.join("\n"));
fs.mkdirSync("reports", { recursive: true });
fs.writeFileSync("reports/profile-browser.md", `${lines.join("\n")}\n`);
