/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { submissionSettings } from "../../../server/submissions/config";
import type { Sender } from "../../../server/submissions/notify";
import {
  backoffMs,
  CLAIM_ABANDONED_MS,
  deliverDue,
  enqueue,
  notificationsFor,
  pendingEntries,
  retryFailedEntries,
} from "../../../server/submissions/outbox";
import { PermanentFailure } from "../../../server/submissions/notify";
import { saveContact, type Submission } from "../../../server/submissions/store";
import { contact, freshFolder } from "./records";

const { dir } = freshFolder("outbox-");

const settingsFor = (env: Record<string, string> = {}) =>
  submissionSettings({
    SUBMISSIONS_DIR: dir(),
    SMTP_URL: "smtp://127.0.0.1:1",
    NOTIFY_TO: "team@example.com",
    WEBHOOK_URL: "http://127.0.0.1:1/hook",
    OUTBOX_RETRY_BASE_MS: "1000",
    // The tests move the clock years ahead: age is tested on its own below.
    OUTBOX_MAX_AGE_MS: String(100 * 365 * 86_400_000),
    CONFIRMATIONS: "off",
    ...env,
  });

describe("the notification outbox", () => {
  it("queues one entry per configured channel, and none when nothing is configured", async () => {
    const submission = await saveContact(dir(), contact);
    expect(await enqueue(settingsFor(), submission)).toEqual([`${submission.id}.email`, `${submission.id}.webhook`]);
    const bare = submissionSettings({ SUBMISSIONS_DIR: dir() });
    expect(await enqueue(bare, await saveContact(dir(), contact))).toEqual([]);
  });

  it("backs off exponentially up to the maximum, with some jitter", () => {
    const retry = { baseMs: 1000, maxMs: 60_000 };
    expect([1, 2, 3, 4].map((attempts) => backoffMs(attempts, retry, () => 0.5))).toEqual([1000, 2000, 4000, 8000]);
    expect(backoffMs(20, retry, () => 0.5)).toBe(60_000);
    expect(backoffMs(1, retry, () => 0)).toBe(800);
  });

  it("keeps a failed notification with its error and sends it once it is due and the receiver is back", async () => {
    const settings = settingsFor({ WEBHOOK_URL: "" });
    const submission = await saveContact(dir(), contact);
    await enqueue(settings, submission);
    const received: Submission[] = [];
    let up = false;
    const email: Sender = async (sent) => {
      if (!up) throw new Error("connect ECONNREFUSED");
      received.push(sent);
    };
    const senders = { email, webhook: email, confirmation: email };
    const t0 = new Date("2030-01-01T00:00:00Z");

    expect(await deliverDue(settings, { now: () => t0, senders })).toMatchObject({
      failed: [`${submission.id}.email`],
    });
    const [waiting] = await pendingEntries(dir());
    expect(waiting).toMatchObject({ attempts: 1, lastError: "connect ECONNREFUSED" });
    expect(new Date(waiting.nextAttemptAt).getTime() - t0.getTime()).toBeGreaterThanOrEqual(800);

    up = true;
    expect(await deliverDue(settings, { now: () => t0, senders })).toEqual({ sent: [], failed: [], dropped: [] });
    const later = new Date(t0.getTime() + 5_000);
    expect(await deliverDue(settings, { now: () => later, senders })).toMatchObject({
      sent: [`${submission.id}.email`],
    });
    expect(received.map((sent) => sent.id)).toEqual([submission.id]);
    expect(await pendingEntries(dir())).toEqual([]);
  });

  it("sends each entry once when two deliverers race for it", async () => {
    const settings = settingsFor({ WEBHOOK_URL: "" });
    const submission = await saveContact(dir(), contact);
    const ids = await enqueue(settings, submission);
    let sends = 0;
    const slow: Sender = () => new Promise((resolve) => setTimeout(() => resolve(void sends++), 20));
    await Promise.all([
      deliverDue(settings, { ids, senders: { email: slow, webhook: slow, confirmation: slow } }),
      deliverDue(settings, { ids, senders: { email: slow, webhook: slow, confirmation: slow } }),
    ]);
    expect(sends).toBe(1);
  });

  it("keeps an entry whose failed attempt cannot be written back (a full disk), and sends it later", async () => {
    const settings = settingsFor({ WEBHOOK_URL: "" });
    const submission = await saveContact(dir(), contact, { alongside: notificationsFor(settings) });
    const down: Sender = async () => {
      throw new Error("connect ECONNREFUSED");
    };
    fs.rmSync(path.join(dir(), ".tmp"), { recursive: true, force: true });
    fs.writeFileSync(path.join(dir(), ".tmp"), ""); // nothing can be written durably any more
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    expect(await deliverDue(settings, { senders: { email: down, webhook: down, confirmation: down } })).toMatchObject({
      failed: [`${submission.id}.email`],
    });
    expect(await pendingEntries(dir())).toMatchObject([{ id: `${submission.id}.email`, attempts: 0 }]);
    fs.rmSync(path.join(dir(), ".tmp"));
    const sent: string[] = [];
    const up: Sender = async (each) => void sent.push(each.id);
    expect(await deliverDue(settings, { senders: { email: up, webhook: up, confirmation: up } })).toMatchObject({
      sent: [`${submission.id}.email`],
    });
    expect(sent).toEqual([submission.id]);
  });

  it("leaves an entry whose record is not written yet alone, and drops it once abandoned", async () => {
    const settings = settingsFor({ WEBHOOK_URL: "" });
    const t0 = new Date("2030-01-01T00:00:00Z");
    const submission = {
      id: "20300101T000000000Z-00000000",
      kind: "contact",
      receivedAt: t0.toISOString(),
      data: contact,
    } as Submission;
    await enqueue(settings, submission, t0);
    const never: Sender = async () => {
      throw new Error("must not be sent");
    };
    const senders = { email: never, webhook: never, confirmation: never };
    expect(await deliverDue(settings, { now: () => new Date(t0.getTime() + 1000), senders })).toEqual({
      sent: [],
      failed: [],
      dropped: [],
    });
    expect(await pendingEntries(dir())).toHaveLength(1);
    expect(await deliverDue(settings, { now: () => new Date(t0.getTime() + 3_600_000), senders })).toEqual({
      sent: [],
      failed: [],
      dropped: [`${submission.id}.email`],
    });
  });

  describe("nothing retried forever", () => {
    const failing =
      (error: unknown): Sender =>
      async () => {
        throw error;
      };
    const smtp550 = Object.assign(new Error("550 5.1.1 mailbox unavailable"), { responseCode: 550 });
    it.each([
      ["an SMTP 550 (the mail server refuses for good)", smtp550],
      ["a webhook's 4xx (PermanentFailure)", new PermanentFailure("webhook answered 404")],
    ])("gives up at the first %s, keeps it as failed, and sends it again on --retry-failed", async (_name, error) => {
      jest.spyOn(console, "log").mockImplementation(() => undefined);
      const settings = settingsFor({ WEBHOOK_URL: "" });
      const submission = await saveContact(dir(), contact, { alongside: notificationsFor(settings) });
      const down = failing(error);
      const senders = { email: down, webhook: down, confirmation: down };
      expect(await deliverDue(settings, { senders })).toMatchObject({ failed: [`${submission.id}.email`] });
      const [kept] = await pendingEntries(dir());
      expect(kept).toMatchObject({ attempts: 1, failedAt: expect.any(String) });
      const later = () => new Date(Date.now() + 30 * 86_400_000);
      expect(await deliverDue(settings, { now: later, senders })).toEqual({ sent: [], failed: [], dropped: [] });
      expect(await retryFailedEntries(dir())).toEqual([`${submission.id}.email`]);
      const sent: string[] = [];
      const up: Sender = async (each) => void sent.push(each.id);
      await deliverDue(settings, { senders: { email: up, webhook: up, confirmation: up } });
      expect(sent).toEqual([submission.id]);
    });

    it("stops a delivery that keeps failing after OUTBOX_MAX_ATTEMPTS tries", async () => {
      jest.spyOn(console, "log").mockImplementation(() => undefined);
      const settings = settingsFor({ WEBHOOK_URL: "", OUTBOX_MAX_ATTEMPTS: "3", OUTBOX_RETRY_BASE_MS: "1" });
      await saveContact(dir(), contact, { alongside: notificationsFor(settings) });
      const down = failing(new Error("connect ECONNREFUSED"));
      const senders = { email: down, webhook: down, confirmation: down };
      let clock = Date.now();
      for (let i = 0; i < 6; i++) await deliverDue(settings, { now: () => new Date((clock += 60_000)), senders });
      expect(await pendingEntries(dir())).toMatchObject([{ attempts: 3, failedAt: expect.any(String) }]);
    });

    it("takes back within a minute a claim left by a process that died while sending", async () => {
      const settings = settingsFor({ WEBHOOK_URL: "" });
      const submission = await saveContact(dir(), contact, { alongside: notificationsFor(settings) });
      const outbox = path.join(dir(), "outbox");
      const entry = fs.readdirSync(outbox).find((name) => name.endsWith(".json"))!;
      fs.renameSync(path.join(outbox, entry), path.join(outbox, `${entry}.claimed`)); // claimed, then kill -9
      const sent: string[] = [];
      const up: Sender = async (each) => void sent.push(each.id);
      const senders = { email: up, webhook: up, confirmation: up };
      expect(await deliverDue(settings, { senders })).toMatchObject({ sent: [] });
      const minuteLater = () => new Date(Date.now() + CLAIM_ABANDONED_MS + 1_000);
      expect(CLAIM_ABANDONED_MS).toBeLessThanOrEqual(60_000 - 5_000 * 3);
      expect(await deliverDue(settings, { now: minuteLater, senders })).toMatchObject({
        sent: [`${submission.id}.email`],
      });
      expect(sent).toEqual([submission.id]);
    });
  });
});
