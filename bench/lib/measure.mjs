// Helpers shared by the measuring scripts (`npm run perf`, `npm run bench:browser`): the key routes
// taken from data/, starting and stopping a server as a process group, the system Chromium, and a
// Lighthouse run that is retried once when its trace failed.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
// The data's own readers and publication rule (run under `node --import tsx`, as package.json does).
import { readEntries } from "../../content-model/node/data-folder.ts";
import { buildDate, isPublished } from "../../shared/publication.ts";
import { applyPath, jobPath, legalPath, servicePath } from "../../shared/routes.ts";

export const read = (name) => JSON.parse(fs.readFileSync(path.resolve("data", `${name}.json`), "utf8"));
export const today = buildDate();
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The page families the spec names, taken from the data as the build makes them: the first service,
 * the first open job and its apply page, and (with `legal`) the first legal document.
 */
export function keyRoutes({ legal = false } = {}) {
  const pages = read("pages");
  const pagePath = (slug) => pages.find((page) => page.slug === slug).path;
  const service = readEntries(path.resolve("data/services"))[0];
  const job = readEntries(path.resolve("data/jobs")).find((candidate) => isPublished(candidate, today));
  const routes = [
    { family: "home", route: pagePath("home") },
    { family: "services", route: pagePath("services") },
    { family: "service", route: servicePath(service.slug) },
    { family: "careers", route: pagePath("careers") },
    { family: "job", route: jobPath(job.slug) },
    { family: "apply", route: applyPath(job.slug) },
    { family: "contact", route: pagePath("contact") },
  ];
  // The about page (tabs) joins the legal page in the browser bench's nine families.
  if (legal) routes.push({ family: "about", route: pagePath("about") });
  if (legal) {
    routes.push({ family: "legal", route: legalPath(read("legal")[0].slug) });
  }
  return routes;
}

export const answers = async (url) =>
  fetch(url).then(
    (response) => response.ok,
    () => false,
  );

export function requireBuild() {
  if (!fs.existsSync("public/index.html"))
    throw new Error("No production build in public/: run `npm run build` first.");
}

export async function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net
      .createServer()
      .once("error", reject)
      .listen(0, "127.0.0.1", () => {
        const { port } = probe.address();
        probe.close(() => resolve(port));
      });
  });
}

/**
 * Starts `command args` in its own process group (so that stopServer ends npm/npx and the server they
 * start) and waits until `url` answers 200. `logFile` receives its output (default: discarded).
 */
export async function startServer({ command, args, url, cwd, env, logFile, timeoutMs = 60_000 }) {
  // A fresh clone has no reports/ yet: the log's folder is made here, for every bench.
  if (logFile) fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const out = logFile ? fs.openSync(logFile, "a") : "ignore";
  const server = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ["ignore", out, out],
    detached: true,
  });
  if (typeof out === "number") fs.closeSync(out);
  let exited = null;
  server.once("exit", (code, signal) => (exited = signal ?? code));
  for (let waited = 0; waited < timeoutMs; waited += 500) {
    if (await answers(url)) return server;
    if (exited !== null)
      throw new Error(
        `\`${command} ${args.join(" ")}\` exited (${exited}) before answering on ${url}${logFile ? `; see ${logFile}` : ""}.`,
      );
    await sleep(500);
  }
  stopServer(server);
  throw new Error(`The server did not answer on ${url} within ${timeoutMs / 1000} s.`);
}

/** Ends a server started by startServer, with every process of its group. Synchronous: safe in an exit handler. */
export function stopServer(server) {
  if (!server?.pid || server.exitCode !== null || server.signalCode !== null) return;
  try {
    process.kill(-server.pid, "SIGTERM");
  } catch {
    // already gone
  }
}

/** `npm run serve` (our production server) on 127.0.0.1:port. */
export const startSiteServer = (port, options = {}) =>
  startServer({
    command: "npm",
    args: ["run", "serve"],
    url: `http://127.0.0.1:${port}/`,
    env: { PORT: String(port), HOST: "127.0.0.1" },
    ...options,
  });

/**
 * BENCH_BASELINE_DIR: another built checkout, measured beside ours as "before" in the same rounds;
 * undefined when it is not set. One without a build is refused.
 */
export function findBaselineDir() {
  if (!process.env.BENCH_BASELINE_DIR) return undefined;
  const dir = path.resolve(process.env.BENCH_BASELINE_DIR);
  if (!fs.existsSync(path.join(dir, "public", "index.html")))
    throw new Error(`BENCH_BASELINE_DIR ${dir} has no build in public/.`);
  return dir;
}

/** The baseline checkout's site (findBaselineDir) on a free port: its server and origin, or undefined. */
export async function startBaselineServer(logFile) {
  const dir = findBaselineDir();
  if (!dir) return undefined;
  const port = await freePort();
  const server = await startSiteServer(port, { cwd: dir, logFile: path.resolve(logFile) });
  return { server, origin: `http://127.0.0.1:${port}` };
}

export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
];

/** A headless Chromium for Lighthouse (chrome-launcher); `.kill()` it when done. */
export const launchChrome = () =>
  chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: ["--headless", ...chromiumFlags] });

/**
 * One Lighthouse run (default mobile settings, simulated throttling). A trace Lighthouse failed to
 * record (NO_NAVSTART and the like, seen here under load) says nothing about the page, nor does a
 * run that threw (a protocol timeout): it is measured again, once, and the second error is thrown.
 */
export async function runLighthouse(url, chromePort, flags = {}) {
  const options = { port: chromePort, output: "json", logLevel: "error", ...flags };
  const attempt = async () => {
    try {
      const { lhr } = await lighthouse(url, options);
      return lhr.runtimeError
        ? { error: new Error(`${url}: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`) }
        : { lhr };
    } catch (error) {
      return { error: new Error(`${url}: ${error.message}`) };
    }
  };
  let result = await attempt();
  if (result.error) {
    console.error(`Lighthouse failed (${result.error.message}); measuring again once.`);
    result = await attempt();
  }
  if (result.error) throw result.error;
  return result.lhr;
}
