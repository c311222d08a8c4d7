import { execFile } from "node:child_process";
import crypto from "node:crypto";
import path from "node:path";
import http from "node:http";
import type { AddressInfo } from "node:net";
import pg from "pg";
import { restartPostgres } from "../../scripts/lib/postgres";
import { validContact } from "./fixtures";
import {
  createTestDatabase,
  ENGINE,
  logLines,
  requireBuild,
  startServer,
  withDatabase,
  type RunningServer,
} from "./server-process";
import { sleep, waitFor } from "./wait";

/**
 * The database as it fails: a restart under load, servers starting together, a pool larger than
 * the database allows, a rate limit whose counter cannot be used. What a visitor, a client and a
 * load balancer get in each case is in docs/server.md ("When the database fails").
 */
const built = requireBuild();
const suite = built ? describe : describe.skip;
const onPostgres = built && ENGINE === "postgres" ? describe : describe.skip;

/** A contact post; with a key, as the site's form sends one (the same key on every retry of a post). */
const contact = (message: string, idempotencyKey?: string) =>
  JSON.stringify({ ...validContact, message, ...(idempotencyKey ? { idempotencyKey } : {}) });
const post = (url: string, body: string) =>
  fetch(`${url}/api/contact`, { method: "POST", headers: { "Content-Type": "application/json" }, body });

const adminUrl = () => `postgres://postgres@127.0.0.1:${process.env.TEST_POSTGRES_PORT}/postgres`;

/** A role limited to `limit` connections and a database it owns (so that it can migrate it). */
async function limitedDatabase(limit: number): Promise<{ url: string; role: string }> {
  const name = `it_lim_${crypto.randomBytes(4).toString("hex")}`;
  await withDatabase(adminUrl(), async (client) => {
    await client.query(`CREATE ROLE ${name} LOGIN CONNECTION LIMIT ${limit}`);
    await client.query(`CREATE DATABASE ${name} OWNER ${name}`);
  });
  return { url: `postgres://${name}@127.0.0.1:${process.env.TEST_POSTGRES_PORT}/${name}`, role: name };
}

/** Opens connections as the database's role until it refuses one: nothing is left for anyone else. */
async function takeEveryConnection(url: string): Promise<pg.Client[]> {
  const held: pg.Client[] = [];
  for (;;) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      held.push(client);
    } catch (error) {
      if ((error as { code?: string }).code !== "53300") throw error;
      return held;
    }
  }
}

/**
 * What the server does at start, twice at the same moment (as two servers would, each on its own
 * connection), ten times on an empty database and ten on a migrated one, in one process:
 * node-pg-migrate is an ES module that Jest cannot load, and a process per server would cost a
 * second each. The database is emptied between trials. Returns each call's outcome.
 */
function migrationTrials(url: string): Promise<string[]> {
  const script = `
    import * as module from "./server/submissions/postgres/migrate.ts";
    import pg from "pg";
    const { migrate } = module.default ?? module;
    const admin = new pg.Client({ connectionString: process.env.TRIALS_URL });
    await admin.connect();
    const outcomes = [];
    for (const migrated of [false, true]) {
      for (let trial = 0; trial < 10; trial++) {
        await admin.query("DROP SCHEMA public CASCADE; CREATE SCHEMA public");
        if (migrated) await migrate(process.env.TRIALS_URL);
        const results = await Promise.allSettled([migrate(process.env.TRIALS_URL), migrate(process.env.TRIALS_URL)]);
        outcomes.push(...results.map((result) => (result.status === "fulfilled" ? "migrated" : result.reason.message)));
      }
    }
    await admin.end();
    console.log(JSON.stringify(outcomes));`;
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ["--import", "tsx", "--input-type=module", "-e", script],
      { cwd: path.resolve(__dirname, "../.."), env: { ...process.env, TRIALS_URL: url } },
      (error, stdout, stderr) =>
        error
          ? reject(new Error(`${error.message}\n${stderr}`))
          : resolve(JSON.parse(stdout.trim().split("\n").pop()!)),
    );
  });
}

suite("failed posts and the rate limit", () => {
  it("a refused post (400) counts toward the limit as a successful one does", async () => {
    const server = await startServer({ RATE_LIMIT_MAX: "2" });
    try {
      const statuses: number[] = [];
      statuses.push((await post(server.url, JSON.stringify({ ...validContact, email: "not an address" }))).status);
      await sleep(30); // a count taken back would be taken back when the answer has gone out
      for (let i = 0; i < 2; i++) statuses.push((await post(server.url, contact(`counted ${i}`))).status);
      expect(statuses).toEqual([400, 201, 429]);
    } finally {
      await server.stop();
    }
  });
});

onPostgres("two servers on one database, started at the same moment on an empty one", () => {
  // The webhook receiver: every stored post must reach it (at least once, same Idempotency-Key).
  const delivered = new Map<string, number>();
  const receiver = http.createServer((req, res) => {
    const id = String(req.headers["idempotency-key"]);
    delivered.set(id, (delivered.get(id) ?? 0) + 1);
    req.resume().on("end", () => res.writeHead(204).end());
  });
  let DATABASE_URL: string;
  let servers: RunningServer[] = [];
  beforeAll(async () => {
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
    DATABASE_URL = await createTestDatabase();
    const env = {
      DATABASE_URL,
      WEBHOOK_URL: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`,
      OUTBOX_POLL_MS: "200",
      OUTBOX_RETRY_BASE_MS: "200",
      OUTBOX_RETRY_MAX_MS: "500",
    };
    // Before node-pg-migrate waited for its lock, one of the two exited here now and then.
    servers = await Promise.all([startServer(env), startServer(env)]);
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    receiver.close();
  });

  it("a restart under load (pg_ctl restart -m fast, then -m immediate): every post ends 201 for a client that retries 503, none is answered 500, each stored once and delivered", async () => {
    const figures: string[] = [];
    {
      for (const mode of ["fast", "immediate"] as const) {
        const POSTS = 200;
        const CLIENTS = 10;
        const statuses = new Map<number | string, number>();
        const count = (key: number | string) => statuses.set(key, (statuses.get(key) ?? 0) + 1);
        const ids = new Map<string, string>(); // message -> id of its 201
        let next = 0;
        let restart: Promise<number> | undefined;
        let slowest = 0;
        /**
         * A client as the site's form behaves: one idempotency key per post, sent again with each
         * retry of 503 (after Retry-After) or of a dropped connection; never a retry of 500. The key
         * is what makes "stored once" hold when the database vanishes while confirming a save: the
         * server cannot tell then whether it was stored, answers 503, and the retry (a new request)
         * finds the first by its key. Without one the post is stored again (docs/server.md).
         */
        const client = async (n: number) => {
          for (let i = next++; i < POSTS; i = next++) {
            if (i === 60) restart = restartPostgres(process.env.TEST_POSTGRES_DATA!, mode);
            const message = `restart-${mode}-${i}`;
            const started = performance.now();
            for (let attempt = 1; ; attempt++) {
              const response = await post(servers[(i + n) % 2].url, contact(message, `retried-${mode}-${i}-key`)).catch(
                () => undefined,
              );
              count(response?.status ?? "dropped");
              if (response?.status === 201) {
                ids.set(message, ((await response.json()) as { id: string }).id);
                break;
              }
              if (response?.status === 500 || attempt === 15) return;
              await response?.body?.cancel();
              await sleep(Number(response?.headers.get("retry-after") ?? 1) * 1000);
            }
            slowest = Math.max(slowest, performance.now() - started);
          }
        };
        const began = performance.now();
        await Promise.all(Array.from({ length: CLIENTS }, (_, n) => client(n)));
        const restartMs = await restart!;
        figures.push(
          `-m ${mode}: restart ${restartMs.toFixed(0)} ms; ${POSTS} posts from ${CLIENTS} clients over two servers in ${(performance.now() - began).toFixed(0)} ms; ` +
            `answers ${JSON.stringify(Object.fromEntries(statuses))}; slowest post (with its retries) ${slowest.toFixed(0)} ms`,
        );
        expect(statuses.get(500) ?? 0).toBe(0);
        expect(ids.size).toBe(POSTS);
      }
      // Every 201 stored exactly once (each post's own message once), and every stored post delivered.
      const stored = await withDatabase(
        DATABASE_URL,
        async (db) =>
          (
            await db.query<{ id: string; message: string }>(
              "SELECT id, record -> 'data' ->> 'message' AS message FROM submissions",
            )
          ).rows,
      );
      const perMessage = new Map<string, number>();
      for (const row of stored) perMessage.set(row.message, (perMessage.get(row.message) ?? 0) + 1);
      expect([...perMessage.values()].filter((n) => n !== 1)).toEqual([]);
      expect(stored.length).toBe(400);
      const deadline = Date.now() + 20_000;
      while (stored.some((row) => !delivered.has(row.id)) && Date.now() < deadline) await sleep(200);
      expect(stored.filter((row) => !delivered.has(row.id)).map((row) => row.id)).toEqual([]);
      figures.push(
        `stored ${stored.length}, each message once; delivered ${delivered.size}, ${[...delivered.values()].filter((n) => n > 1).length} of them more than once`,
      );
      console.log(figures.join("\n"));
    }
  }, 90_000);

  it("the rate limit fails closed: with its counter table unusable, posts are refused 503 with Retry-After, nothing is stored, and the error is logged as JSON", async () => {
    const [server] = servers;
    const before = await server.snapshot();
    const linesBefore = logLines(server).length; // the restart above logged its own refusals
    await withDatabase(DATABASE_URL, (client) =>
      client.query("ALTER TABLE rate_limits RENAME TO rate_limits_unusable"),
    );
    try {
      const answers = [];
      for (let i = 0; i < 4; i++) {
        const response = await post(server.url, contact(`unlimited ${i}`));
        answers.push([response.status, response.headers.get("retry-after"), await response.json()]);
      }
      expect(answers).toEqual(
        Array(4).fill([503, expect.stringMatching(/^\d+$/), { error: expect.stringMatching(/try again/) }]),
      );
      expect(Object.keys(await server.snapshot()).filter((name) => !name.startsWith("outbox/"))).toEqual(
        Object.keys(before).filter((name) => !name.startsWith("outbox/")),
      );
      const refusals = () =>
        logLines(server)
          .slice(linesBefore)
          .filter((line) => line.event === "rate-limit" && line.level === 50);
      await waitFor(() => refusals().length >= 4);
      expect(refusals()).toEqual(
        Array(4).fill(
          expect.objectContaining({
            msg: expect.stringMatching(/counter cannot be read or written/),
            err: expect.objectContaining({ code: "42P01" }),
          }),
        ),
      );
    } finally {
      await withDatabase(DATABASE_URL, (client) =>
        client.query("ALTER TABLE rate_limits_unusable RENAME TO rate_limits"),
      );
    }
  });
});

onPostgres("the database as it fails", () => {
  it("migrations wait for each other: two at the same moment, ten times on an empty and ten on a migrated database, all succeed", async () => {
    const outcomes = await migrationTrials(await createTestDatabase());
    expect(outcomes.filter((outcome) => outcome !== "migrated")).toEqual([]);
    expect(outcomes.length).toBe(40);
    // Two whole servers started at the same moment on an empty database: the restart test above.
  });

  it("a pool larger than the role may open is capped with a warning, and a role too small for any pool stops the start with one line", async () => {
    const roomy = await limitedDatabase(12);
    const server = await startServer({
      DATABASE_URL: roomy.url,
      DATABASE_POOL_MAX: "40",
      DATABASE_SERVERS: "1",
      RATE_LIMIT_MAX: "0",
    });
    try {
      expect(logLines(server).find((line) => line.event === "database-pool")).toMatchObject({
        level: 40,
        poolMax: 7,
        requested: 40,
        msg: expect.stringMatching(
          /^DATABASE_POOL_MAX=40 capped to 7: the database allows 12 connection\(s\) \(the connection limit of role it_lim_\w+ \(12\)/,
        ),
      });
      // 60 posts at once queue for the 7 connections instead of failing.
      const statuses = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          post(server.url, contact(`pool ${i}`)).then((response) => response.status),
        ),
      );
      expect(statuses.filter((status) => status !== 201)).toEqual([]);
    } finally {
      await server.stop();
    }

    const cramped = await limitedDatabase(6);
    const refused = await startServer({ DATABASE_URL: cramped.url, DATABASE_SERVERS: "1" }).then(
      async (started) => `started: ${(await started.stop(), started.output())}`,
      (error: Error) => error.message,
    );
    expect(refused).toMatch(/^server exited with 1:/);
    const fatal = refused
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line))
      .filter((line) => line.level === 60);
    expect(fatal).toEqual([
      expect.objectContaining({
        msg: expect.stringMatching(
          /^Not started: the database allows 6 connection\(s\) .* 1 server\(s\) need 15 each \(DATABASE_POOL_MAX=10, 4 for notifications, 1 for \/readyz\)/,
        ),
      }),
    ]);
  });

  it("/readyz answers 503 while saves fail for want of connections, and 200 again once they are back", async () => {
    const { url, role } = await limitedDatabase(10);
    const server = await startServer({
      DATABASE_URL: url,
      DATABASE_POOL_MAX: "4",
      DATABASE_SERVERS: "1",
      RATE_LIMIT_MAX: "0",
    });
    let held: pg.Client[] = [];
    try {
      try {
        expect((await post(server.url, contact("warm"))).status).toBe(201);
        expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
        // The server's own connections are closed and every slot is then taken: no save can get a
        // connection. (Leaving it the one its pool held made the outcome a race: on a fast machine
        // the saves' retries all went through that one connection.)
        await withDatabase(adminUrl(), async (client) => {
          await client.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = $1", [role]);
          await waitFor(
            async () =>
              Number(
                (await client.query("SELECT count(*) FROM pg_stat_activity WHERE usename = $1", [role])).rows[0].count,
              ) === 0,
          );
        });
        held = await takeEveryConnection(url);
        await sleep(1_100); // past the readiness answer's reuse
        const statuses = await Promise.all(
          Array.from({ length: 8 }, (_, i) =>
            post(server.url, contact(`starved ${i}`)).then((response) => response.status),
          ),
        );
        expect(statuses).toContain(503);
        expect(statuses.filter((status) => status !== 201 && status !== 503)).toEqual([]);
        const ready = await fetch(`${server.url}/readyz`);
        expect([ready.status, await ready.json()]).toEqual([503, { status: "unavailable", error: expect.any(String) }]);
      } finally {
        await Promise.all(held.map((client) => client.end()));
      }
      const deadline = Date.now() + 10_000;
      while ((await fetch(`${server.url}/readyz`)).status !== 200 && Date.now() < deadline) await sleep(200);
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
      expect((await post(server.url, contact("after"))).status).toBe(201);
    } finally {
      // Also when an assertion above fails: a server left running keeps Jest from exiting.
      await server.stop();
    }
  });
});
