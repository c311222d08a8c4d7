/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { submissionSettings } from "../../../server/submissions/config";
import { FileStore } from "../../../server/submissions/file-store";
import { PDF } from "../../integration/fixtures";
import { application, contact, freshFolder } from "./records";

const resume = { bytes: PDF, originalName: "cv.pdf", kind: { ext: "pdf" as const, mime: "application/pdf" } };

const { dir, files } = freshFolder("submission-keys-");
let store: FileStore;
beforeEach(() => {
  store = new FileStore(submissionSettings({ SUBMISSIONS_DIR: dir(), WEBHOOK_URL: "http://127.0.0.1:9/hook" }));
});

describe("the file store saves each idempotency key once", () => {
  it("two saves with one key at once: the same submission, one record, one résumé, one notification", async () => {
    const [first, second] = await Promise.all([
      store.saveApplication(application, resume, { key: "k".repeat(32) }),
      store.saveApplication(application, resume, { key: "k".repeat(32) }),
    ]);
    expect(second).toEqual(first);
    expect(files("applications")).toEqual([`${first.id}.json`, `${first.id}.resume.pdf`]);
    expect(files("outbox")).toEqual([`${first.id}.webhook.json`]);
    const later = await store.saveApplication({ ...application, coverLetter: "Changed" }, resume, {
      key: "k".repeat(32),
    });
    expect(later).toEqual(first);
  });

  it("another key, or none, is another submission; a key is per kind", async () => {
    const a = await store.saveContact(contact, { key: "a".repeat(32) });
    const b = await store.saveContact(contact, { key: "b".repeat(32) });
    const c = await store.saveContact(contact);
    const d = await store.saveApplication(application, resume, { key: "a".repeat(32) });
    expect(new Set([a.id, b.id, c.id, d.id]).size).toBe(4);
  });

  it("a key whose submission was erased is forgotten: the next save with it stores again, and the clean-up removes the old key file", async () => {
    const first = await store.saveContact(contact, { key: "e".repeat(32) });
    await store.erase(contact.email, () => undefined);
    const again = await store.saveContact(contact, { key: "e".repeat(32) });
    expect(again.id).not.toBe(first.id);
    await store.erase(contact.email, () => undefined);
    const later = new Date(Date.now() + 11 * 60_000);
    expect(await store.cleanLeftovers({ now: later })).toEqual([path.join("keys", `contact-${"e".repeat(32)}.json`)]);
    expect(files("keys")).toEqual([]);
  });

  it("a save that fails leaves no key behind: the retry stores it", async () => {
    fs.writeFileSync(path.join(dir(), "outbox"), ""); // outbox entries cannot be written
    await expect(store.saveContact(contact, { key: "f".repeat(32) })).rejects.toThrow();
    expect(files("keys")).toEqual([]);
    fs.rmSync(path.join(dir(), "outbox"));
    const saved = await store.saveContact(contact, { key: "f".repeat(32) });
    expect(files("contact")).toEqual([`${saved.id}.json`]);
  });
});
