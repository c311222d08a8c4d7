/**
 * A throwaway PostgreSQL server for the tests and benchmarks: Debian's `postgresql` package
 * (initdb and pg_ctl from /usr/lib/postgresql/<version>/bin, or PG_BIN), a data folder in the
 * temporary directory, a free port on 127.0.0.1, trust authentication for local connections only.
 * PostgreSQL refuses to run as root: as root, the folder is given to the `postgres` user (the
 * package creates it) and the programs run as that user.
 */
import { execFile, execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export interface TestPostgres {
  /** postgres://postgres@127.0.0.1:<port>/<database> */
  url(database?: string): string;
  port: number;
  dataDir: string;
  /** A new, empty database; returns its URL. */
  createDatabase(name: string): string;
  /** pg_ctl stop -m fast / start: the data stays. */
  stop(): void;
  start(): void;
  /** Stops the server and removes its folder. */
  destroy(): void;
}

export function postgresBin(): string | undefined {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = "/usr/lib/postgresql";
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((name) => /^\d+$/.test(name))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const found = versions
    .map((version) => path.join(root, version, "bin"))
    .find((bin) => fs.existsSync(path.join(bin, "initdb")));
  return found;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net
      .createServer()
      .once("error", reject)
      .listen(0, "127.0.0.1", () => {
        const { port } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(port));
      });
  });
}

/** Runs one of PostgreSQL's programs, as the `postgres` user when we are root. */
function runProgram(root: string, program: string, args: string[]): string {
  const bin = postgresBin();
  if (!bin)
    throw new Error(
      "PostgreSQL is not installed: apt-get install -y postgresql (or set PG_BIN to the folder holding initdb and pg_ctl)",
    );
  const asRoot = process.getuid?.() === 0;
  const [command, fullArgs] = asRoot
    ? ["runuser", ["-u", "postgres", "--", path.join(bin, program), ...args]]
    : [path.join(bin, program), args];
  const result = spawnSync(command, fullArgs, { encoding: "utf8", cwd: root });
  if (result.status !== 0) throw new Error(`${program} ${args.join(" ")} failed: ${result.stderr || result.stdout}`);
  return result.stdout;
}

/**
 * `pg_ctl restart -m fast` (connections cut, a clean shutdown) or `-m immediate` (a crash: no
 * shutdown checkpoint, recovery from the log at start) of the server in `dataDir`, without blocking
 * the caller's event loop (clients keep posting meanwhile). Resolves with the restart's duration
 * in milliseconds, once the server accepts connections again.
 */
export function restartPostgres(dataDir: string, mode: "fast" | "immediate"): Promise<number> {
  const bin = postgresBin();
  if (!bin) throw new Error("PostgreSQL is not installed");
  const args = [
    "-D",
    dataDir,
    "-m",
    mode,
    "-w",
    "-t",
    "60",
    "-l",
    path.join(path.dirname(dataDir), "postgres.log"),
    "restart",
  ];
  const [command, fullArgs] =
    process.getuid?.() === 0
      ? ["runuser", ["-u", "postgres", "--", path.join(bin, "pg_ctl"), ...args]]
      : [path.join(bin, "pg_ctl"), args];
  const started = performance.now();
  return new Promise((resolve, reject) => {
    execFile(command, fullArgs, { cwd: path.dirname(dataDir) }, (error, stdout, stderr) =>
      error
        ? reject(new Error(`pg_ctl restart -m ${mode} failed: ${stderr || stdout || error.message}`))
        : resolve(performance.now() - started),
    );
  });
}

/**
 * Stops (`-m fast`: open connections are cut, committed data stays) or starts the server in
 * `dataDir` (the folder startTestPostgres made), from any process that knows the folder and port.
 */
export function controlPostgres(dataDir: string, port: number, action: "start" | "stop"): void {
  const root = path.dirname(dataDir);
  if (action === "stop") return void runProgram(root, "pg_ctl", ["-D", dataDir, "-m", "fast", "-w", "stop"]);
  // fsync stays on (the default): commits are on disk when they return, as in production.
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c max_connections=200 -c shared_buffers=32MB`;
  runProgram(root, "pg_ctl", [
    "-D",
    dataDir,
    "-o",
    options,
    "-l",
    path.join(root, "postgres.log"),
    "-w",
    "-t",
    "60",
    "start",
  ]);
}

export async function startTestPostgres(): Promise<TestPostgres> {
  if (!postgresBin())
    throw new Error(
      "PostgreSQL is not installed: apt-get install -y postgresql (or set PG_BIN to the folder holding initdb and pg_ctl)",
    );
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "pg-test-"));
  const dataDir = path.join(root, "data");
  if (process.getuid?.() === 0) execFileSync("chown", ["-R", "postgres:postgres", root]);
  const run = (program: string, args: string[]) => runProgram(root, program, args);
  const port = await freePort();
  run("initdb", ["-D", dataDir, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--locale=C", "--no-sync"]);
  const start = () => controlPostgres(dataDir, port, "start");
  const stop = () => controlPostgres(dataDir, port, "stop");
  start();
  const url = (database = "postgres") => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    url,
    port,
    dataDir,
    createDatabase(name) {
      if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
      run("psql", [
        "-h",
        "127.0.0.1",
        "-p",
        String(port),
        "-U",
        "postgres",
        "-d",
        "postgres",
        "-q",
        "-c",
        `CREATE DATABASE ${name}`,
      ]);
      return url(name);
    },
    stop,
    start,
    destroy() {
      try {
        stop();
      } catch {
        // Already stopped.
      }
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
