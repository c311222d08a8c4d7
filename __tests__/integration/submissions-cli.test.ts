import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

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
});
