import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PDF } from "./fixtures";
import { requireBuild, startServer } from "./server-process";

/** `npm run submissions`, as an operator runs it, on a submissions folder of the test's making. */
const ROOT = path.resolve(__dirname, "../..");
function submissionsCli(dir: string, ...args: string[]) {
  const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/submissions.ts", ...args], {
    cwd: ROOT, env: { ...process.env, SUBMISSIONS_DIR: dir }, encoding: "utf8",
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** Bytes a terminal acts on instead of showing: C0 (but the line feed), DEL, C1, and the bidi overrides. */
const TERMINAL_CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
const ESCAPES = "\u001b]0;owned\u0007\u001b[2J\u001b[31m\u009b1m\u202e";

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "submissions-cli-"));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function writeJson(relative: string, value: unknown) {
  fs.mkdirSync(path.dirname(path.join(dir, relative)), { recursive: true });
  fs.writeFileSync(path.join(dir, relative), typeof value === "string" ? value : JSON.stringify(value));
}

describe("npm run submissions", () => {
  it("prints a record holding terminal escape bytes without any of them, in the listing and the waiting notifications", () => {
    const id = "20261123T091206552Z-9148a4bb";
    writeJson(`contact/${id}.json`, {
      id, kind: "contact", receivedAt: "2026-11-23T09:12:06.552Z",
      data: { name: `Jane${ESCAPES}`, email: "jane@example.com", company: "", phone: "", subject: `Hi${ESCAPES}\r\nthere`, message: `x${ESCAPES}`, budget: "", timeline: "" },
    });
    writeJson(`outbox/${id}.email.json`, { id: `${id}.email`, submissionId: id, kind: "contact", channel: "email", createdAt: "2026-11-23T09:12:06.552Z", attempts: 1, nextAttemptAt: "2026-11-23T09:13:06.552Z", lastError: `refused${ESCAPES}` });
    const listing = submissionsCli(dir);
    expect(listing.status).toBe(0);
    expect(listing.stdout).toContain("Jane]0;owned[2J[31m1m <jane@example.com>: Hi]0;owned[2J[31m1m there");
    expect(listing.stdout).toContain("last error: refused");
    expect(listing.stdout).not.toMatch(TERMINAL_CONTROL);
    const csv = submissionsCli(dir, "--csv");
    expect(csv.stdout.replace(/\r\n/g, "\n")).not.toMatch(TERMINAL_CONTROL);
  });

  (requireBuild() ? it : it.skip)("after a restart and a purge: crash leftovers are gone, so is everything of an expired submission; a corrupt record is named and skipped", async () => {
    const DAY = 24 * 60 * 60 * 1000;
    const idAt = (time: number, suffix: string) => `${new Date(time).toISOString().replace(/[-:]/g, "").replace(".", "")}-${suffix}`;
    const put = (relative: string, content: string | Buffer, ageMs = 0) => {
      const file = path.join(dir, relative);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, content);
      const time = new Date(Date.now() - ageMs);
      fs.utimesSync(file, time, time);
    };
    const entry = (submissionId: string, kind: string) => JSON.stringify({ id: `${submissionId}.email`, submissionId, kind, channel: "email", createdAt: new Date().toISOString(), attempts: 0, nextAttemptAt: "2100-01-01T00:00:00.000Z" });
    const record = (id: string, time: number) => JSON.stringify({ id, kind: "contact", receivedAt: new Date(time).toISOString(), data: { name: "Jane", email: "jane@example.com", company: "", phone: "", subject: "Hi", message: "Hello", budget: "", timeline: "", } });
    const HOUR = 60 * 60 * 1000;
    const now = Date.now();

    // Left by a crash or a full disk an hour ago: a half-written file, a resume whose record never came, an entry without its record.
    const crashed = idAt(now - HOUR, "0000dead");
    put(".tmp/" + `${crashed}.json.a1b2c3`, '{"id": "', HOUR);
    put(`applications/${crashed}.resume.pdf`, PDF, HOUR);
    put(`outbox/${crashed}.email.json`, entry(crashed, "application"), HOUR);
    // Being written by another process right now: left alone.
    const inFlight = idAt(now, "0000f1e5");
    put(".tmp/" + `${inFlight}.resume.pdf.d4e5f6`, PDF);
    put(`applications/${inFlight}.resume.pdf`, PDF);
    // Expired (200 days old): its record, resume, and a notification still waiting, one being sent.
    const expired = idAt(now - 200 * DAY, "000e0e0e");
    put(`applications/${expired}.json`, JSON.stringify({ id: expired, kind: "application", receivedAt: new Date(now - 200 * DAY).toISOString(), data: {}, resume: { file: `${expired}.resume.pdf` } }), 200 * DAY);
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
    expect(afterRestart.filter((file) => file.includes(inFlight))).toEqual([`.tmp/${inFlight}.resume.pdf.d4e5f6`, `applications/${inFlight}.resume.pdf`]);

    const listing = submissionsCli(dir);
    expect(listing.status).toBe(0);
    expect(listing.stdout).toContain(recent);
    expect(listing.stderr).toContain(`contact/${corruptRecent}.json`);

    const purge = submissionsCli(dir, "--purge");
    expect(purge.status).toBe(0);
    expect(purge.stdout).toContain(expired);
    expect(listFiles(dir)).toEqual([`.tmp/${inFlight}.resume.pdf.d4e5f6`, `applications/${inFlight}.resume.pdf`, `contact/${corruptRecent}.json`, `contact/${recent}.json`].sort());
  });
});

/** Every file under `root`, as sorted relative paths. */
function listFiles(root: string): string[] {
  return (fs.readdirSync(root, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}
