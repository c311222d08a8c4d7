import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { submissionSettings } from "../../server/submissions/config";
import { openStore, type SubmissionStore } from "../../server/submissions/storage";
import { directVisit, PDF, storedApplication, validContact } from "./fixtures";
import { createTestDatabase, ENGINE, runCommand, withDatabase } from "./server-process";

/** `npm run submissions` as the operator answering a request runs it, on a store of the test's making. */
const ROOT = path.resolve(__dirname, "../..");
const run = (env: Record<string, string>, ...args: string[]) => runCommand("scripts/ops/submissions.ts", env, ...args);

// Asha asks; Ravi is someone else. Asha's address is stored in another case once, on purpose.
const ASHA = "asha.rao@example.com";
const RAVI = "ravi@example.com";
const application = (email: string, fullName: string) =>
  ({ ...storedApplication, email, fullName }) as Parameters<SubmissionStore["saveApplication"]>[0];
const resume = (owner: string) => ({
  bytes: Buffer.concat([PDF, Buffer.from(`\n% CV of ${owner}\n`)]),
  originalName: "cv.pdf",
  kind: { ext: "pdf" as const, mime: "application/pdf" },
});

/** Every byte under `root`, lower-cased, by file. */
const contents = (root: string) =>
  fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => ({
      file: path.relative(root, path.join(entry.parentPath, entry.name)),
      text: fs.readFileSync(path.join(entry.parentPath, entry.name)).toString("latin1").toLowerCase(),
    }));

describe(`data rights from the command line (${ENGINE === "postgres" ? "PostgreSQL" : "the folder"})`, () => {
  let dir: string;
  let env: Record<string, string>;
  let store: SubmissionStore;
  const ids: Record<"asha" | "ravi", string[]> = { asha: [], ravi: [] };

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "data-rights-"));
    env = { SUBMISSIONS_DIR: dir, ERASURE_LOG: path.join(dir, "erasures.log") };
    if (ENGINE === "postgres") {
      env.DATABASE_URL = await createTestDatabase();
      spawnSync(process.execPath, ["--import", "tsx", "scripts/ops/db-migrate.ts"], {
        cwd: ROOT,
        env: { ...process.env, DATABASE_URL: env.DATABASE_URL },
      });
    }
    // A webhook nobody answers: every submission keeps a notification waiting in the outbox.
    store = openStore(submissionSettings({ ...env, WEBHOOK_URL: "http://127.0.0.1:1/hook" }));
    ids.asha.push((await store.saveContact({ ...validContact, ...directVisit, email: ASHA, name: "Asha Rao" })).id);
    ids.asha.push((await store.saveApplication(application("Asha.Rao@Example.com", "Asha Rao"), resume(ASHA))).id);
    ids.ravi.push((await store.saveApplication(application(RAVI, "Ravi Kumar"), resume(RAVI))).id);
    ids.ravi.push((await store.saveContact({ ...validContact, ...directVisit, email: RAVI, name: "Ravi Kumar" })).id);
    if (ENGINE === "file") {
      // A write that never finished, holding Asha's address.
      fs.mkdirSync(path.join(dir, ".tmp"), { recursive: true });
      fs.writeFileSync(
        path.join(dir, ".tmp", "20260101T000000000Z-00000000.json.abc123"),
        `{"data":{"email":"${ASHA.toUpperCase()}"`,
      );
    }
  });
  afterAll(async () => {
    await store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("--find lists every submission of the address, whatever its case, and nothing of anyone else", () => {
    const found = run(env, "--find", "ASHA.RAO@example.com");
    expect(found.status).toBe(0);
    for (const id of ids.asha) expect(found.stdout).toContain(id);
    for (const id of ids.ravi) expect(found.stdout).not.toContain(id);
    expect(found.stdout).toContain("2 submission(s)");
  });

  it("--export writes every record and résumé of that person, and their waiting notifications, and nothing of anyone else", () => {
    const target = path.join(dir, "..", `${path.basename(dir)}-export`);
    try {
      const exported = run(env, "--export", ASHA, target);
      expect(exported.status).toBe(0);
      const files = contents(target);
      for (const id of ids.asha) expect(files.some(({ file }) => file === `${id}.json`)).toBe(true);
      expect(files.filter(({ file }) => file.endsWith(".pdf"))).toEqual([
        expect.objectContaining({ text: expect.stringContaining(`cv of ${ASHA}`) }),
      ]);
      const notifications = JSON.parse(fs.readFileSync(path.join(target, "notifications.json"), "utf8")) as {
        submissionId: string;
      }[];
      expect(notifications.map((entry) => entry.submissionId).sort()).toEqual([...ids.asha].sort());
      for (const { file, text } of files) {
        for (const other of [RAVI, "ravi kumar"])
          expect([file, other, text.includes(other)]).toEqual([file, other, false]);
      }
    } finally {
      fs.rmSync(target, { recursive: true, force: true });
    }
  });

  it("--export writes personal data for the operator's eyes only: the folder it makes 700, every file 600", () => {
    const target = path.join(dir, "..", `${path.basename(dir)}-export-modes`, "asha");
    try {
      const exported = run(env, "--export", ASHA, target);
      expect(exported.status).toBe(0);
      const written = [path.dirname(target), target, ...fs.readdirSync(target).map((file) => path.join(target, file))];
      const mode = (file: string) => [path.basename(file), (fs.statSync(file).mode & 0o777).toString(8)];
      expect(written.map(mode)).toEqual(
        written.map((file) => [path.basename(file), fs.statSync(file).isDirectory() ? "700" : "600"]),
      );
      expect(written.length).toBeGreaterThan(4); // the folders, two records, a résumé, notifications.json, person.json
    } finally {
      fs.rmSync(path.dirname(target), { recursive: true, force: true });
    }
  });

  it("--erase removes all of it (résumés, outbox, partial writes), keeps everyone else's, and logs ids without personal data", async () => {
    const erased = run(env, "--erase", ASHA);
    expect(erased.status).toBe(0);
    expect(erased.stdout).toContain("Erased 2 submission(s)");
    for (const id of ids.asha) expect(erased.stdout).toContain(id);

    const needles = [ASHA, "asha rao"];
    if (ENGINE === "file") {
      for (const { file, text } of contents(dir))
        for (const needle of needles) expect([file, needle, text.includes(needle)]).toEqual([file, needle, false]);
    } else {
      const rows = await withDatabase(env.DATABASE_URL, async (client) =>
        (
          await client.query<{ text: string }>(
            `SELECT record::text AS text FROM submissions UNION ALL SELECT encode(content, 'escape') FROM resumes UNION ALL SELECT row_to_json(o)::text FROM outbox o`,
          )
        ).rows.map((row) => row.text.toLowerCase()),
      );
      for (const text of rows) for (const needle of needles) expect(text.includes(needle)).toBe(false);
    }
    expect(await store.find(ASHA, () => undefined)).toEqual([]);
    expect((await store.find(RAVI, () => undefined)).map((submission) => submission.id).sort()).toEqual(
      [...ids.ravi].sort(),
    );
    const ravisApplication = (await store.find(RAVI, () => undefined)).find(
      (submission) => submission.kind === "application",
    )!;
    expect(Buffer.from(await store.readResume(ravisApplication)).toString("latin1")).toContain(`CV of ${RAVI}`);
    expect((await store.pendingNotifications()).map((entry) => entry.submissionId).sort()).toEqual(
      [...ids.ravi].sort(),
    );

    const log = fs.readFileSync(env.ERASURE_LOG, "utf8");
    expect(log.trim().split("\n")).toHaveLength(2);
    for (const id of ids.asha) expect(log).toContain(id);
    for (const needle of [...needles, "asha", "@"]) expect(log.toLowerCase()).not.toContain(needle);
  });
});
