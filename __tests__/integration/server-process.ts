import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../..");

/**
 * Whether the site is built (public/ and the compiled functions). Without a build the suites are
 * skipped with a message; under CI=true a missing build is a failure.
 */
export function requireBuild(): boolean {
  const built = fs.existsSync(path.join(ROOT, "public/index.html")) && fs.existsSync(path.join(ROOT, ".cache/functions/manifest.json"));
  if (built) return true;
  const message = "Integration tests need a production build: run `npm run build` first.";
  if (process.env.CI && process.env.CI !== "false") throw new Error(`${message} It is required under CI.`);
  console.warn(`SKIPPED: ${message}`);
  return false;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().once("error", reject).listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  url: string;
  dir: string;
  process: ChildProcess;
  output: () => string;
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
}

/** Starts `npm run serve`'s command (node --import tsx server/index.ts) with its own submissions folder. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "submissions-it-"));
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", SUBMISSIONS_DIR: dir, RATE_LIMIT_MAX: "1000", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 30_000);
    child.stdout!.on("data", () => {
      if (output.includes("Serving ")) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once("exit", (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return {
    url: `http://127.0.0.1:${port}`,
    dir,
    process: child,
    output: () => output,
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null) child.kill(signal);
      const code = await exited;
      fs.rmSync(dir, { recursive: true, force: true });
      return code;
    },
  };
}

/** Every file under `dir` with its size: equal snapshots mean nothing was written. */
export function snapshot(dir: string): Record<string, number> {
  const files: Record<string, number> = {};
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else files[path.relative(dir, full)] = fs.statSync(full).size;
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return files;
}

export function readJsonFiles(dir: string, folder: string): Array<Record<string, unknown>> {
  const full = path.join(dir, folder);
  if (!fs.existsSync(full)) return [];
  return fs.readdirSync(full).filter((name) => name.endsWith(".json")).map((name) => JSON.parse(fs.readFileSync(path.join(full, name), "utf8")));
}
