/**
 * `npm run bench:cluster`: the scale-out benchmark (not a test). Two server processes share one
 * PostgreSQL (started here, as the PostgreSQL integration run does) and a local webhook receiver:
 *   1. 1,000 submissions (half contact messages, half applications with a 40 KB resume) from 20
 *      clients, each alternating between the two servers, as a load balancer would spread them;
 *      one server is killed with SIGKILL mid-burst and started again, and a client whose request
 *      fails sends it to the other server. Every 201 must be stored exactly once (by id); every
 *      stored submission's notification must reach the receiver at least once, a repeat only with
 *      the same id and Idempotency-Key; each server's peak memory must stay under 256 MB.
 *   2. The rate limit across both servers: a client alternating between them is refused after the limit.
 *   3. No log line of either server holds a submitted email, name or message.
 * Then `npm run bench:forms` (the file store, one server) runs in the same run, and both sets of
 * figures are printed side by side. Needs a build and PostgreSQL (apt-get install -y postgresql).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { submissionSettings } from "../server/submissions/config";
import { openStore } from "../server/submissions/storage";
import { application, contact, freePort, mb, MB, memory, MEMORY_LIMIT_MB, percentile, submit } from "./lib/bench";
import { startTestPostgres } from "../scripts/lib/postgres";

const TOTAL = Number(process.env.BENCH_TOTAL ?? 1000);
const CLIENTS = Number(process.env.BENCH_CONCURRENCY ?? 20);
const KILL_AT = Math.round(TOTAL * 0.4);
const RATE_LIMIT = 100; // per client and window: above the ~50 submissions each bench client sends

// Submitted values the logs must never show.
const SECRET_NAME = "Quentin Bench-Marker";
const SECRET_EMAIL = "quentin.benchmarker@example.net";
const SECRET_MESSAGE = "Confidential bench message 5e7a ";
const contactData = { ...contact, name: SECRET_NAME, email: SECRET_EMAIL, message: SECRET_MESSAGE.repeat(20) };
const applicationData = { ...application, fullName: SECRET_NAME, email: SECRET_EMAIL };

let ok = true;
const check = (condition: boolean, message: string) => {
  if (condition) return;
  ok = false;
  console.error(`FAIL: ${message}`);
};

interface Server {
  name: string;
  port: number;
  url: string;
  child: ChildProcess;
  peak: number;
  log: string;
}

function startServer(name: string, port: number, env: Record<string, string>, logFile: string): Promise<Server> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const server: Server = { name, port, url: `http://127.0.0.1:${port}`, child, peak: 0, log: logFile };
  const out = fs.createWriteStream(logFile, { flags: "a" });
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  return new Promise((resolve, reject) => {
    let seen = "";
    child.stdout.on("data", (chunk: Buffer) => {
      seen += chunk.toString();
      if (seen.includes("Serving ")) resolve(server);
    });
    child.once("exit", (code, signal) =>
      reject(new Error(`${name} exited (${code ?? signal}) before serving; see ${logFile}`)),
    );
  });
}

function sample(servers: Server[]) {
  for (const server of servers) {
    try {
      server.peak = Math.max(server.peak, memory(server.child.pid!).peak);
    } catch {
      // Killed a moment ago.
    }
  }
}

/** The company's system: keeps every delivery's id and Idempotency-Key. */
async function startReceiver(port: number) {
  const deliveries: Array<{ id: string; key: string }> = [];
  const receiver = http.createServer((req, res) => {
    let text = "";
    req.on("data", (chunk) => (text += chunk));
    req.on("end", () => {
      const body = JSON.parse(text) as { id: string };
      deliveries.push({ id: body.id, key: String(req.headers["idempotency-key"]) });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(port, "127.0.0.1", resolve));
  return { deliveries, close: () => new Promise<void>((resolve) => receiver.close(() => resolve())) };
}

/** `npm run bench:forms` in this run, for its file-store figures. */
function fileStoreFigures(): { throughput?: string; latency?: string; memory?: string; ok: boolean } {
  console.log("\nRunning npm run bench:forms (the file store, one server) for comparison...");
  const run = spawnSync(process.execPath, ["--import", "tsx", "bench/forms.ts"], {
    encoding: "utf8",
    env: process.env,
  });
  const line = (label: string) => run.stdout.match(new RegExp(`${label}:\\s+(.*)`))?.[1];
  return {
    throughput: line("throughput"),
    latency: line("latency"),
    memory: line("server memory"),
    ok: run.status === 0,
  };
}

/** The two servers and their settings; `processes` holds every server process of the run, the killed one included, for its memory. */
type Cluster = { servers: Server[]; ports: number[]; env: Record<string, string>; processes: Server[] };
type Store = ReturnType<typeof openStore>;
type Receiver = Awaited<ReturnType<typeof startReceiver>>;
type Burst = Awaited<ReturnType<typeof burst>>;

/** 1. The burst: CLIENTS clients alternating between the servers, A killed at submission KILL_AT and started again. */
async function burst(cluster: Cluster) {
  const { servers, ports, env, processes } = cluster;
  const latencies: number[] = [];
  const statuses = new Map<string, number>();
  const acknowledged: string[] = [];
  let next = 0;
  let killedAt = 0;
  let restartedAfterMs = 0;
  let restarted: Promise<unknown> = Promise.resolve();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      const headers = { "X-Forwarded-For": `198.51.100.${client + 1}` };
      let turn = client;
      while (next < TOTAL) {
        const index = next++;
        if (index === KILL_AT) {
          servers[0].child.kill("SIGKILL");
          killedAt = performance.now();
          restarted = new Promise((resolve) => setTimeout(resolve, 500))
            .then(() => startServer("A", ports[0], env, servers[0].log))
            .then((server) => {
              servers[0] = server;
              processes.push(server);
              restartedAfterMs = performance.now() - killedAt;
            });
        }
        // Alternate; on a refused connection or a cut request, send it to the other server, as a load balancer retries.
        for (let attempt = 0; attempt < 4; attempt++) {
          const server = servers[turn++ % 2];
          const t0 = performance.now();
          const answer = await submit(server.url, index, { headers, contactData, applicationData }).catch(
            () => undefined,
          );
          const key = answer ? String(answer.status) : "connection failed";
          statuses.set(key, (statuses.get(key) ?? 0) + 1);
          if (!answer) continue;
          if (answer.status === 201) {
            latencies.push(performance.now() - t0);
            acknowledged.push((JSON.parse(answer.body) as { id: string }).id);
          }
          break;
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  // A short burst can end before A is back: the checks that follow need both servers.
  await restarted;
  latencies.sort((a, b) => a - b);
  return { latencies, statuses, acknowledged, seconds, restartedAfterMs: () => restartedAfterMs };
}

/** Every 201 stored exactly once; every stored submission's notification delivered at least once. */
async function checkStoredAndDelivered(run: Burst, store: Store, receiver: Receiver) {
  const { acknowledged, latencies, seconds, statuses } = run;
  const stored = (await store.list(() => undefined)).map((submission) => submission.id);
  const storedCount = new Map<string, number>();
  for (const id of stored) storedCount.set(id, (storedCount.get(id) ?? 0) + 1);
  const missing = acknowledged.filter((id) => storedCount.get(id) !== 1);
  const waitStarted = performance.now();
  while ((await store.pendingNotifications()).length && performance.now() - waitStarted < 120_000)
    await new Promise((resolve) => setTimeout(resolve, 250));
  const delivered = new Map<string, number>();
  for (const { id } of receiver.deliveries) delivered.set(id, (delivered.get(id) ?? 0) + 1);
  const undelivered = stored.filter((id) => !delivered.has(id));
  const badKeys = receiver.deliveries.filter((delivery) => delivery.key !== delivery.id);
  const repeats = [...delivered.values()].filter((count) => count > 1).length;

  console.log(
    `\n${TOTAL} submissions (${TOTAL / 2} contact JSON, ${TOTAL / 2} applications with a 40 KB PDF), ${CLIENTS} clients alternating between 2 servers on one PostgreSQL`,
  );
  console.log(
    `  server A killed (SIGKILL) at submission ${KILL_AT}, serving again ${Math.round(run.restartedAfterMs())} ms later`,
  );
  console.log(`  answers:         ${[...statuses].map(([status, count]) => `${status} x ${count}`).join(", ")}`);
  console.log(
    `  throughput:      ${(acknowledged.length / seconds).toFixed(1)} submissions/s acknowledged (${seconds.toFixed(2)} s)`,
  );
  console.log(
    `  latency (201s):  p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms, max ${latencies[latencies.length - 1].toFixed(1)} ms`,
  );
  console.log(
    `  stored:          ${stored.length} submissions, ${acknowledged.length} acknowledged with 201, ${missing.length} of those not stored exactly once; ${stored.length - acknowledged.length} stored without an answer reaching the client (cut by the kill)`,
  );
  console.log(
    `  notifications:   ${receiver.deliveries.length} webhook deliveries for ${delivered.size} submissions; ${undelivered.length} stored submission(s) never delivered; ${repeats} delivered more than once, ${badKeys.length} with an Idempotency-Key other than the id`,
  );
  check(acknowledged.length >= TOTAL - 20, `only ${acknowledged.length} of ${TOTAL} acknowledged`);
  check(missing.length === 0, `${missing.length} acknowledged submission(s) not stored exactly once`);
  check(undelivered.length === 0, `${undelivered.length} stored submission(s) without a notification`);
  check(badKeys.length === 0, "a delivery's Idempotency-Key differs from its id");
}

/**
 * 2. The rate limit across both servers: every post counts, a refused one too (server/rate-limit.ts:
 * a 400 costs the server as much as a 201), so one invalid post and then valid ones, alternating
 * between the servers: the limit's worth are taken, counting the invalid one, and the next is 429.
 */
async function checkRateLimitAcross(servers: Server[]) {
  const limited: number[] = [];
  const limitedPost = (i: number, body: string) =>
    fetch(`${servers[i % 2].url}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": "203.0.113.77" },
      body,
    });
  const refused = await limitedPost(1, "{}");
  await refused.arrayBuffer();
  for (let i = 0; i <= RATE_LIMIT; i++) {
    const response = await limitedPost(i, JSON.stringify(contact));
    await response.arrayBuffer();
    limited.push(response.status);
  }
  const firstRefused = limited.indexOf(429);
  console.log(
    `  rate limit:      a client alternating between A and B: a refused post (${refused.status}) counted, then ${limited.filter((status) => status === 201).length} posts taken, refused (429) from valid post ${firstRefused + 1} on (limit ${RATE_LIMIT})`,
  );
  check(refused.status === 400, `expected the invalid post refused 400, got ${refused.status}`);
  check(
    firstRefused === RATE_LIMIT - 1,
    `expected valid post ${RATE_LIMIT} (request ${RATE_LIMIT + 1}) refused, got valid post ${firstRefused + 1}`,
  );
}

/** Each server process's peak resident memory, under MEMORY_LIMIT_MB. */
function checkMemory({ servers, processes }: Cluster) {
  for (const server of processes) {
    const which =
      server.child.signalCode === "SIGKILL"
        ? " (killed)"
        : server === servers[0] && processes.length > 2
          ? " (restarted)"
          : "";
    console.log(`  server ${server.name}${which} pid ${server.child.pid}: peak resident ${mb(server.peak)}`);
    check(server.peak < MEMORY_LIMIT_MB * MB, `server ${server.name} reached ${MEMORY_LIMIT_MB} MB`);
  }
}

/** 3. The logs: every line JSON, none with a submitted value. */
function checkLogs(work: string) {
  const logs = ["A", "B"].map((name) => fs.readFileSync(path.join(work, `server-${name}.log`), "utf8")).join("");
  const lines = logs.split("\n").filter(Boolean);
  const notJson = lines.filter((line) => {
    try {
      JSON.parse(line);
      return false;
    } catch {
      return true;
    }
  });
  const leaks = [SECRET_NAME, "Quentin", SECRET_EMAIL, "benchmarker", SECRET_MESSAGE.trim(), "Bench-Marker"].filter(
    (value) => logs.includes(value),
  );
  const attempts = lines.filter((line) => line.includes('"event":"notification"')).length;
  console.log(
    `  logs:            ${lines.length} lines (${attempts} notification attempts), ${notJson.length} not JSON, ${leaks.length ? `LEAKED: ${leaks.join(", ")}` : "no submitted email, name or message"}`,
  );
  check(leaks.length === 0, "a log line holds a submitted value");
  check(notJson.length === 0, `${notJson.length} log line(s) are not JSON: ${notJson.slice(0, 2).join(" | ")}`);
}

/** bench:forms in the same run, and both sets of figures side by side. */
function printBesideFileStore(run: Burst, processes: Server[]) {
  const files = fileStoreFigures();
  console.log("\n| same run | throughput | latency | server memory |\n| --- | --- | --- | --- |");
  console.log(`| bench:forms, file store, 1 server | ${files.throughput} | ${files.latency} | ${files.memory} |`);
  console.log(
    `| bench:cluster, PostgreSQL, 2 servers, one killed | ${(run.acknowledged.length / run.seconds).toFixed(1)} submissions/s | p50 ${percentile(run.latencies, 50).toFixed(1)} ms, p95 ${percentile(run.latencies, 95).toFixed(1)} ms | peak ${processes.map((server) => `${server.name} ${mb(server.peak)}`).join(", ")} |`,
  );
  check(files.ok, "bench:forms failed");
}

/** Stops the servers (SIGTERM) and waits until each has exited. */
async function stopServers(servers: Server[]) {
  for (const server of servers) server.child.kill("SIGTERM");
  await Promise.all(
    servers.map(
      (server) =>
        new Promise((resolve) =>
          // A process killed by a signal has no exit code, only its signal.
          server.child.exitCode !== null || server.child.signalCode !== null
            ? resolve(null)
            : server.child.once("exit", resolve),
        ),
    ),
  );
}

async function main() {
  if (!fs.existsSync("public/index.html")) throw new Error("no build: run `npm run build` first");
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "bench-cluster-"));
  const postgres = await startTestPostgres();
  const databaseUrl = postgres.createDatabase("bench");
  const receiverPort = await freePort();
  const receiver = await startReceiver(receiverPort);
  const env = {
    DATABASE_URL: databaseUrl,
    WEBHOOK_URL: `http://127.0.0.1:${receiverPort}/submissions`,
    SMTP_URL: "",
    SUBMISSIONS_DIR: path.join(work, "unused"),
    RATE_LIMIT_MAX: String(RATE_LIMIT),
    TRUST_PROXY: "loopback",
    OUTBOX_POLL_MS: "500",
    OUTBOX_RETRY_BASE_MS: "500",
    OUTBOX_RETRY_MAX_MS: "2000",
    LOG_LEVEL: "info",
    // The webhook's notifications carry a signed résumé link: without these the servers refuse to start.
    RESUME_LINK_SECRET: randomBytes(32).toString("hex"),
    SITE_URL: "http://127.0.0.1",
  };
  const ports = [await freePort(), await freePort()];
  // Both start at once: the migrations run under node-pg-migrate's lock, once.
  const servers = await Promise.all(
    ["A", "B"].map((name, index) => startServer(name, ports[index], env, path.join(work, `server-${name}.log`))),
  );
  const cluster: Cluster = { servers, ports, env, processes: [...servers] };
  const store = openStore(submissionSettings({ DATABASE_URL: databaseUrl }));
  console.log(
    `PostgreSQL on port ${postgres.port}; servers A (pid ${servers[0].child.pid}) and B (pid ${servers[1].child.pid}); logs in ${work}`,
  );
  const sampler = setInterval(() => sample(servers), 20);

  try {
    const run = await burst(cluster);
    await checkStoredAndDelivered(run, store, receiver);
    await checkRateLimitAcross(servers);
    sample(servers);
    clearInterval(sampler);
    checkMemory(cluster);
    checkLogs(work);
    printBesideFileStore(run, cluster.processes);
  } finally {
    clearInterval(sampler);
    await stopServers(servers);
    await store.close();
    await receiver.close();
    postgres.destroy();
    if (ok) fs.rmSync(work, { recursive: true, force: true });
  }
  console.log(ok ? "\nOK" : `\nFAILED (logs kept in ${work})`);
  process.exit(ok ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
