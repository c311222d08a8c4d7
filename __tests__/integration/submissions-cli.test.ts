import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { contact } from "../server/submissions/records";
import { PDF } from "./fixtures";
import {
  createTestDatabase,
  ENGINE,
  requireBuild,
  runCommand,
  startServer,
  storeSnapshot,
  withDatabase,
} from "./server-process";

/** `npm run submissions`, as an operator runs it, on a submissions folder (or database) of the test's making. */
const run = runCommand;
function submissionsCli(dir: string, ...args: string[]) {
  return run(
    "scripts/ops/submissions.ts",
    { SUBMISSIONS_DIR: dir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    ...args,
  );
}

/** Bytes a terminal acts on instead of showing: C0 (but the line feed), DEL, C1, and the bidi overrides. */
// eslint-disable-next-line no-control-regex -- control characters are what this test looks for.
const TERMINAL_CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
const ESCAPES = "\u001b]0;owned\u0007\u001b[2J\u001b[31m\u009b1m\u202e";

let dir: string;
/** On the PostgreSQL run: a fresh database, brought up to date by `npm run db:migrate`. */
let databaseUrl: string | undefined;
beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "submissions-cli-"));
  if (ENGINE === "postgres") {
    databaseUrl = await createTestDatabase();
    const migrated = run("scripts/ops/db-migrate.ts", { DATABASE_URL: databaseUrl });
    expect([migrated.status, migrated.stdout]).toEqual([
      0,
      expect.stringContaining("Applied: 1764000000000_submissions"),
    ]);
  }
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

interface Seed {
  id: string;
  kind: "contact" | "application";
  receivedAt: string;
  data: Record<string, unknown>;
  resume?: { file: string };
}
interface SeedEntry {
  id: string;
  submissionId: string;
  kind: string;
  channel: string;
  createdAt: string;
  attempts: number;
  nextAttemptAt: string;
  lastError?: string;
}

/** A record (with its resume) and outbox entries put straight into the store, as the server would have written them. */
async function seed(record: Seed, entries: SeedEntry[] = [], resume?: Buffer) {
  if (!databaseUrl) {
    const folder = record.kind === "contact" ? "contact" : "applications";
    writeJson(`${folder}/${record.id}.json`, record);
    if (resume && record.resume) fs.writeFileSync(path.join(dir, folder, record.resume.file), resume);
    for (const entry of entries) writeJson(`outbox/${entry.id}.json`, entry);
    return;
  }
  await withDatabase(databaseUrl, async (client) => {
    await client.query("INSERT INTO submissions (id, kind, received_at, record) VALUES ($1, $2, $3, $4)", [
      record.id,
      record.kind,
      record.receivedAt,
      JSON.stringify(record),
    ]);
    if (resume) await client.query("INSERT INTO resumes (submission_id, content) VALUES ($1, $2)", [record.id, resume]);
    for (const entry of entries) {
      await client.query(
        "INSERT INTO outbox (id, submission_id, kind, channel, created_at, attempts, next_attempt_at, last_error) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
        [
          entry.id,
          entry.submissionId,
          entry.kind,
          entry.channel,
          entry.createdAt,
          entry.attempts,
          entry.nextAttemptAt,
          entry.lastError ?? null,
        ],
      );
    }
  });
}

function writeJson(relative: string, value: unknown) {
  fs.mkdirSync(path.dirname(path.join(dir, relative)), { recursive: true });
  fs.writeFileSync(path.join(dir, relative), typeof value === "string" ? value : JSON.stringify(value));
}

describe("npm run submissions", () => {
  it("prints a record holding terminal escape bytes without any of them, in the listing and the waiting notifications", async () => {
    const id = "20261123T091206552Z-9148a4bb";
    await seed(
      {
        id,
        kind: "contact",
        receivedAt: "2026-11-23T09:12:06.552Z",
        data: {
          name: `Jane${ESCAPES}`,
          email: "jane@example.com",
          company: "",
          phone: "",
          subject: `Hi${ESCAPES}\r\nthere`,
          message: `x${ESCAPES}`,
          budget: "",
          timeline: "",
        },
      },
      [
        {
          id: `${id}.email`,
          submissionId: id,
          kind: "contact",
          channel: "email",
          createdAt: "2026-11-23T09:12:06.552Z",
          attempts: 1,
          nextAttemptAt: "2026-11-23T09:13:06.552Z",
          lastError: `refused${ESCAPES}`,
        },
      ],
    );
    const listing = submissionsCli(dir);
    expect(listing.status).toBe(0);
    expect(listing.stdout).toContain("Jane]0;owned[2J[31m1m <jane@example.com>: Hi]0;owned[2J[31m1m there");
    expect(listing.stdout).toContain("last error: refused");
    expect(listing.stdout).not.toMatch(TERMINAL_CONTROL);
    const csv = submissionsCli(dir, "--csv");
    expect(csv.stdout.replace(/\r\n/g, "\n")).not.toMatch(TERMINAL_CONTROL);
  });

  it("the purge removes everything of a submission past its retention time (record, resume, waiting notifications) and keeps the rest; --dry-run only names it", async () => {
    const DAY = 24 * 60 * 60 * 1000;
    const at = (ago: number) => new Date(Date.now() - ago);
    const idAt = (time: Date, suffix: string) =>
      `${time.toISOString().replace(/[-:]/g, "").replace(".", "")}-${suffix}`;
    const expiredAt = at(200 * DAY);
    const expired = idAt(expiredAt, "000e0e0e");
    const entry = (channel: string): SeedEntry => ({
      id: `${expired}.${channel}`,
      submissionId: expired,
      kind: "application",
      channel,
      createdAt: expiredAt.toISOString(),
      attempts: 3,
      nextAttemptAt: "2100-01-01T00:00:00.000Z",
    });
    await seed(
      {
        id: expired,
        kind: "application",
        receivedAt: expiredAt.toISOString(),
        data: { fullName: "Old Applicant", email: "old@example.com" },
        resume: { file: `${expired}.resume.pdf` },
      },
      [entry("email"), entry("webhook")],
      PDF,
    );
    const recentAt = at(2 * DAY);
    const recent = idAt(recentAt, "00000ace");
    await seed({
      id: recent,
      kind: "contact",
      receivedAt: recentAt.toISOString(),
      data: { name: "Jane", email: "jane@example.com", subject: "Hi" },
    });
    const before = await storeSnapshot(dir, databaseUrl);

    const dryRun = submissionsCli(dir, "--purge", "--dry-run");
    expect([dryRun.status, dryRun.stdout]).toEqual([
      0,
      expect.stringMatching(new RegExp(`Would remove 1 submission[^]*${expired}.*\\(4 `)),
    ]);
    expect(await storeSnapshot(dir, databaseUrl)).toEqual(before);

    const purge = submissionsCli(dir, "--purge");
    expect([purge.status, purge.stdout]).toEqual([0, expect.stringContaining(expired)]);
    expect(Object.keys(await storeSnapshot(dir, databaseUrl)).filter((name) => name.includes(expired))).toEqual([]);
    expect(Object.keys(await storeSnapshot(dir, databaseUrl)).filter((name) => name.includes(recent))).toHaveLength(1);
    expect(submissionsCli(dir).stdout).toContain(recent);
  });

  // Crash leftovers and unreadable records exist only in a folder: a database transaction leaves neither.
  (requireBuild() && ENGINE === "file" ? it : it.skip)(
    "after a restart and a purge: crash leftovers are gone, so is everything of an expired submission; a corrupt record is named and skipped",
    async () => {
      const DAY = 24 * 60 * 60 * 1000;
      const idAt = (time: number, suffix: string) =>
        `${new Date(time).toISOString().replace(/[-:]/g, "").replace(".", "")}-${suffix}`;
      const put = (relative: string, content: string | Buffer, ageMs = 0) => {
        const file = path.join(dir, relative);
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(file, content);
        const time = new Date(Date.now() - ageMs);
        fs.utimesSync(file, time, time);
      };
      const entry = (submissionId: string, kind: string) =>
        JSON.stringify({
          id: `${submissionId}.email`,
          submissionId,
          kind,
          channel: "email",
          createdAt: new Date().toISOString(),
          attempts: 0,
          nextAttemptAt: "2100-01-01T00:00:00.000Z",
        });
      const record = (id: string, time: number) =>
        JSON.stringify({
          id,
          kind: "contact",
          receivedAt: new Date(time).toISOString(),
          data: contact,
        });
      const HOUR = 60 * 60 * 1000;
      const now = Date.now();

      // Left by a crash or a full disk an hour ago: a half-written file, a resume whose record never came, an entry without its record.
      const crashed = idAt(now - HOUR, "0000dead");
      put(".tmp/" + `${crashed}.json.a1b2c3`, '{"id": "', HOUR);
      put(`applications/${crashed}.resume.pdf`, PDF, HOUR);
      put(`outbox/${crashed}.email.json`, entry(crashed, "application"), HOUR);
      // Being written by another server on the folder right now (this test's process, alive): left alone.
      put(`.servers/${process.pid}`, "");
      const inFlight = idAt(now, "0000f1e5");
      put(".tmp/" + `${inFlight}.resume.pdf.d4e5f6`, PDF);
      put(`applications/${inFlight}.resume.pdf`, PDF);
      // Expired (200 days old): its record, resume, and a notification still waiting, one being sent.
      const expired = idAt(now - 200 * DAY, "000e0e0e");
      put(
        `applications/${expired}.json`,
        JSON.stringify({
          id: expired,
          kind: "application",
          receivedAt: new Date(now - 200 * DAY).toISOString(),
          data: {},
          resume: { file: `${expired}.resume.pdf` },
        }),
        200 * DAY,
      );
      put(`applications/${expired}.resume.pdf`, PDF, 200 * DAY);
      put(`outbox/${expired}.email.json`, entry(expired, "application"), 200 * DAY);
      put(`outbox/${expired}.webhook.json.claimed`, entry(expired, "application"), 200 * DAY);
      // Corrupt records: an expired one (purged all the same: its name says when it came) and a recent one (kept, named).
      const corruptExpired = idAt(now - 300 * DAY, "00bad001");
      const corruptRecent = idAt(now - DAY, "00bad002");
      put(`contact/${corruptExpired}.json`, "{ not json", 300 * DAY);
      put(`contact/${corruptRecent}.json`, "{ not json", DAY);
      const recent = idAt(now - 2 * DAY, "00000ace");
      put(`contact/${recent}.json`, record(recent, now - 2 * DAY), 2 * DAY);

      const server = await startServer({ SUBMISSIONS_DIR: dir });
      await server.stop();
      const afterRestart = listFiles(dir);
      expect(afterRestart.filter((file) => file.includes(crashed))).toEqual([]);
      expect(afterRestart.filter((file) => file.includes(inFlight))).toEqual([
        `.tmp/${inFlight}.resume.pdf.d4e5f6`,
        `applications/${inFlight}.resume.pdf`,
      ]);
      // The server purges at start too (retention runs itself): the expired submissions are gone already.
      expect(afterRestart.filter((file) => file.includes(expired) || file.includes(corruptExpired))).toEqual([]);

      // Expired since the server started: the CLI's purge takes it, with its resume and notification.
      const expiredLater = idAt(now - 190 * DAY, "000e0e0f");
      put(
        `applications/${expiredLater}.json`,
        JSON.stringify({
          id: expiredLater,
          kind: "application",
          receivedAt: new Date(now - 190 * DAY).toISOString(),
          data: {},
          resume: { file: `${expiredLater}.resume.pdf` },
        }),
        190 * DAY,
      );
      put(`applications/${expiredLater}.resume.pdf`, PDF, 190 * DAY);
      put(`outbox/${expiredLater}.email.json`, entry(expiredLater, "application"), 190 * DAY);

      const listing = submissionsCli(dir);
      expect(listing.status).toBe(0);
      expect(listing.stdout).toContain(recent);
      expect(listing.stderr).toContain(`contact/${corruptRecent}.json`);

      const purge = submissionsCli(dir, "--purge");
      expect(purge.status).toBe(0);
      expect(purge.stdout).toContain(expiredLater);
      expect(listFiles(dir)).toEqual(
        [
          `.servers/${process.pid}`,
          `.tmp/${inFlight}.resume.pdf.d4e5f6`,
          `applications/${inFlight}.resume.pdf`,
          `contact/${corruptRecent}.json`,
          `contact/${recent}.json`,
        ].sort(),
      );
    },
  );
});

/** Every file under `root`, as sorted relative paths. */
function listFiles(root: string): string[] {
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}
