import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { submissionSettings } from "../../server/submissions/config";
import { openStore, type SubmissionStore } from "../../server/submissions/storage";
import { SERVERS_DIR } from "../../server/submissions/folder-servers";

const ROOT = path.resolve(__dirname, "../..");

/** Which store the suite runs on: the folder, or PostgreSQL (TEST_STORE=postgres, started by global-setup.ts). */
export const ENGINE: "file" | "postgres" = process.env.TEST_POSTGRES_PORT ? "postgres" : "file";

/** A fresh database on the suite's PostgreSQL server. */
export async function createTestDatabase(): Promise<string> {
  const name = `it_${crypto.randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({
    connectionString: `postgres://postgres@127.0.0.1:${process.env.TEST_POSTGRES_PORT}/postgres`,
  });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  return `postgres://postgres@127.0.0.1:${process.env.TEST_POSTGRES_PORT}/${name}`;
}

/**
 * What the store holds, by engine, as name -> size (a file's bytes; a row's size or attempts):
 * equal snapshots mean nothing was written. The rate limit's counter is not part of it.
 */
export async function storeSnapshot(dir: string, databaseUrl?: string): Promise<Record<string, number>> {
  if (!databaseUrl) return snapshot(dir);
  return withDatabase(databaseUrl, async (client) => {
    const { rows } = await client.query<{ name: string; size: number }>(
      `SELECT 'submissions/' || id AS name, length(record::text) AS size FROM submissions
       UNION ALL SELECT 'resumes/' || submission_id, octet_length(content) FROM resumes
       UNION ALL SELECT 'outbox/' || id, attempts FROM outbox`,
    );
    return Object.fromEntries(rows.map((row) => [row.name, row.size]));
  });
}

export async function withDatabase<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Whether the site is built (public/). Without a build the suites are
 * skipped with a message; under CI=true a missing build is a failure.
 */
export function requireBuild(): boolean {
  if (process.env.TEST_STORE_SKIPPED) return false; // the PostgreSQL run on a machine without PostgreSQL (global-setup.ts)
  const built = fs.existsSync(path.join(ROOT, "public/index.html"));
  if (built) return true;
  const message = "Integration tests need a production build: run `npm run build` first.";
  if (process.env.CI && process.env.CI !== "false") throw new Error(`${message} It is required under CI.`);
  console.warn(`SKIPPED: ${message}`);
  return false;
}

export async function freePort(): Promise<number> {
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

export interface RunningServer {
  url: string;
  dir: string;
  /** Set on the PostgreSQL run: the server's own database. */
  databaseUrl?: string;
  /** The server's store, opened by the test (to read what the server stored, through the same interface). */
  store: SubmissionStore;
  /** What the store holds: equal snapshots mean nothing was written. */
  snapshot: () => Promise<Record<string, number>>;
  process: ChildProcess;
  output: () => string;
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
}

/**
 * Starts `npm run serve`'s command (node --import tsx server/index.ts) with its own submissions
 * folder, and on the PostgreSQL run its own database (unless `env` names one).
 */
export async function startServer(
  env: Record<string, string> = {},
  { openFiles }: { openFiles?: number } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "submissions-it-"));
  const databaseUrl = env.DATABASE_URL ?? (ENGINE === "postgres" ? await createTestDatabase() : undefined);
  const serverEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    SUBMISSIONS_DIR: dir,
    RATE_LIMIT_MAX: "1000",
    // Notifications link to the résumé on this server (server/submissions/resume-link.ts).
    RESUME_LINK_SECRET: "integration-tests-resume-link-secret",
    SITE_URL: `http://127.0.0.1:${port}`,
    ...env,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  const command = [process.execPath, "--import", "tsx", "server/index.ts"];
  // `openFiles`: the server started with that many file descriptors (prlimit, util-linux), as on a small host.
  const [program, ...args] = openFiles ? ["prlimit", `--nofile=${openFiles}:${openFiles}`, ...command] : command;
  const child = spawn(program, args, {
    cwd: ROOT,
    env: serverEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 30_000);
    child.stdout.on("data", () => {
      if (output.includes("Serving ")) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  // "close", not "exit": the child may exit before its last output has come through the pipe.
  const exited = new Promise<number | null>((resolve) => child.once("close", (code) => resolve(code)));
  const store = openStore(
    submissionSettings({ SUBMISSIONS_DIR: serverEnv.SUBMISSIONS_DIR, DATABASE_URL: databaseUrl }),
  );
  return {
    url: `http://127.0.0.1:${port}`,
    dir,
    databaseUrl,
    store,
    snapshot: () => storeSnapshot(serverEnv.SUBMISSIONS_DIR, databaseUrl),
    process: child,
    output: () => output,
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null) child.kill(signal);
      const code = await exited;
      await store.close();
      fs.rmSync(dir, { recursive: true, force: true });
      return code;
    },
  };
}

/** An operator's command (`scripts/ops/…`) run as `npm run` runs it, from the repository, with `env` added. */
export function runCommand(script: string, env: Record<string, string>, ...args: string[]) {
  const done = spawnSync(process.execPath, ["--import", "tsx", script, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: "utf8",
  });
  return { status: done.status, stdout: done.stdout, stderr: done.stderr };
}

/** A process's resident memory (Linux /proc), in bytes. */
export const residentBytes = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))![1]) * 1024;

/**
 * Every file under `dir` with its size: equal snapshots mean nothing was written. The server goes on
 * working while it is read (the outbox removes an entry once it is delivered), so a file or folder
 * gone between its listing and its reading is left out, as it would be a moment later.
 */
export function snapshot(dir: string): Record<string, number> {
  const files: Record<string, number> = {};
  // The running servers' registrations (server/submissions/folder-servers.ts) hold no submission data.
  const registration = (full: string) => path.relative(dir, full).startsWith(`${SERVERS_DIR}${path.sep}`);
  const unlessGone = <T>(read: () => T): T | undefined => {
    try {
      return read();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
      throw error;
    }
  };
  const walk = (folder: string) => {
    for (const entry of unlessGone(() => fs.readdirSync(folder, { withFileTypes: true })) ?? []) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        const size = unlessGone(() => fs.statSync(full).size);
        if (size !== undefined && !registration(full)) files[path.relative(dir, full)] = size;
      }
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return files;
}

/** Makes the store refuse writes of notifications from outside the server (a disk that fills up; a table that refuses rows), or lets it take them again. */
export async function failNotificationWrites(
  server: RunningServer,
  failing: boolean,
  { retries = false } = {},
): Promise<void> {
  if (server.databaseUrl) {
    // Every insert and update of an outbox row fails; deletes (a delivered entry) still work.
    return withDatabase(
      server.databaseUrl,
      async (client) =>
        void (await client.query(
          failing
            ? "ALTER TABLE outbox ADD CONSTRAINT it_refuse_writes CHECK (false) NOT VALID"
            : "ALTER TABLE outbox DROP CONSTRAINT it_refuse_writes",
        )),
    );
  }
  // New entries go to outbox/ (made a file, nothing can be written there); a retry's new state goes through .tmp/.
  const target = path.join(server.dir, retries ? ".tmp" : "outbox");
  fs.rmSync(target, { recursive: true, force: true });
  if (failing) fs.writeFileSync(target, "");
}

/** Ids of every record and resume the store holds, and what interrupted writes left (.tmp/): nothing may be half-stored. */
export async function storedIds(server: RunningServer): Promise<{ ids: string[]; leftovers: string[] }> {
  if (server.databaseUrl) {
    const names = Object.keys(await server.snapshot()).filter((name) => !name.startsWith("outbox/"));
    return { ids: names.map((name) => name.split("/")[1]), leftovers: [] };
  }
  const files = (folder: string) =>
    fs.existsSync(path.join(server.dir, folder)) ? fs.readdirSync(path.join(server.dir, folder)) : [];
  return {
    ids: [...files("contact"), ...files("applications")].map((name) => name.split(".")[0]),
    leftovers: files(".tmp"),
  };
}

/**
 * What the server printed, as the JSON objects of its log lines; a line that is not JSON fails
 * the test. A line still arriving through the pipe (no newline yet) is left for the next read.
 */
export function logLines(server: RunningServer): Record<string, unknown>[] {
  const output = server.output();
  return output
    .slice(0, output.lastIndexOf("\n") + 1)
    .split("\n")
    .filter(Boolean)
    .map((line) => {
      try {
        return JSON.parse(line) as Record<string, unknown>;
      } catch {
        throw new Error(`not a JSON log line: ${line}`);
      }
    });
}
