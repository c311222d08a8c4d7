import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import site from "../../data/site.json";
import { submissionSettings } from "../../server/submissions/config";
import { openStore } from "../../server/submissions/storage";
import { directVisit, PDF, storedApplication, validContact } from "./fixtures";
import { createTestDatabase, ENGINE, requireBuild, startServer } from "./server-process";

const built = requireBuild();
const suite = built ? describe : describe.skip;
const DAY_MS = 24 * 60 * 60 * 1000;

suite("retention runs itself", () => {
  it(`submissions older than ${site.constants.retentionDays} days (${site.constants.talentPoolRetentionDays} with the future-openings consent) are gone once the server has started, with no CLI run; younger ones stay`, async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "retention-it-"));
    const databaseUrl = ENGINE === "postgres" ? await createTestDatabase() : undefined;
    const env = { SUBMISSIONS_DIR: dir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
    const store = openStore(submissionSettings(env));
    const beyond = new Date(Date.now() - (site.constants.retentionDays + 1) * DAY_MS);
    const within = new Date(Date.now() - (site.constants.retentionDays - 1) * DAY_MS);
    const application = storedApplication as Parameters<typeof store.saveApplication>[0];
    const pdf = { bytes: PDF, originalName: "cv.pdf", kind: { ext: "pdf" as const, mime: "application/pdf" } };
    const pastPool = new Date(Date.now() - (site.constants.talentPoolRetentionDays + 1) * DAY_MS);
    try {
      if (databaseUrl) await (await startServer(env)).stop(); // the server's migrations create the tables
      const old = [
        await store.saveContact({ ...validContact, ...directVisit }, { now: beyond }),
        await store.saveApplication(application, pdf, { now: beyond }),
        // The future-openings consent keeps an application for its own, longer period, and no longer.
        await store.saveApplication({ ...application, talentPool: true }, pdf, { now: pastPool }),
      ];
      const recent = await store.saveContact({ ...validContact, ...directVisit }, { now: within });
      const pooled = await store.saveApplication({ ...application, talentPool: true }, pdf, { now: beyond });

      const server = await startServer(env);
      const ids = (await store.list(() => undefined)).map((submission) => submission.id);
      expect(await server.stop()).toBe(0);
      expect(ids.sort()).toEqual([recent.id, pooled.id].sort());
      for (const submission of old) expect(await store.read(submission.kind, submission.id)).toBeUndefined();
      expect(server.output()).toMatch(/"event":"purge"[^\n]*"removed":3/);
      expect(server.output()).not.toContain(validContact.email);
    } finally {
      await store.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
