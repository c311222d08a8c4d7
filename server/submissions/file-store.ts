import type { SubmissionSettings } from "./config";
import { resumeFromFolder } from "./notify";
import { deliverDue, inFlight, notificationsFor, pendingEntries, retryFailedEntries } from "./outbox";
import { eraseByEmail, findByEmail } from "./data-rights";
import { cleanLeftovers, purgeSubmissions } from "./retention";
import type { SubmissionStore } from "./store-interface";
import { listSubmissions, readSubmission, saveApplication, saveContact } from "./store";
import fs from "node:fs/promises";
import path from "node:path";
import { TMP_DIR, writeDurably } from "./durable";
import { KeyedSaves } from "./submission-keys";

/**
 * The default engine: one folder on one disk (SUBMISSIONS_DIR), every file written durably
 * (store.ts), the outbox as files claimed by rename (outbox.ts). Right for one machine; several
 * machines need a shared, durable store (PostgreSQL, postgres/store.ts).
 */
export class FileStore implements SubmissionStore {
  readonly description: string;
  private readonly dir: string;
  constructor(private readonly settings: SubmissionSettings) {
    this.dir = settings.dir;
    this.description = `the folder ${settings.dir}`;
    this.keyed = new KeyedSaves(this.dir, (kind, id) => readSubmission(this.dir, kind, id));
  }
  private readonly keyed: KeyedSaves;

  saveContact: SubmissionStore["saveContact"] = (data, { key, client, ...options } = {}) =>
    this.keyed.once("contact", key, notificationsFor(this.settings, client), (alongside) =>
      saveContact(this.dir, data, { ...options, alongside }),
    );
  saveApplication: SubmissionStore["saveApplication"] = (data, resume, { key, client, ...options } = {}) =>
    this.keyed.once("application", key, notificationsFor(this.settings, client), (alongside) =>
      saveApplication(this.dir, data, resume, { ...options, alongside }),
    );
  read: SubmissionStore["read"] = (kind, id) => readSubmission(this.dir, kind, id);
  readResume: SubmissionStore["readResume"] = (submission) => resumeFromFolder(this.dir)(submission);
  list: SubmissionStore["list"] = (onUnreadable) => listSubmissions(this.dir, onUnreadable);
  find: SubmissionStore["find"] = (email, onUnreadable) => findByEmail(this.dir, email, onUnreadable);
  erase: SubmissionStore["erase"] = (email, onUnreadable) => eraseByEmail(this.dir, email, onUnreadable);
  purge: SubmissionStore["purge"] = (cutoff, options) => purgeSubmissions(this.dir, cutoff, options);
  cleanLeftovers: SubmissionStore["cleanLeftovers"] = (options) => cleanLeftovers(this.dir, options);
  pendingNotifications: SubmissionStore["pendingNotifications"] = () => pendingEntries(this.dir);
  deliver: SubmissionStore["deliver"] = (options) =>
    inFlight.track(() => deliverDue(this.settings, options)) ?? Promise.resolve({ sent: [], failed: [], dropped: [] });
  retryFailed: SubmissionStore["retryFailed"] = () => retryFailedEntries(this.dir);

  /** Ready when a small file can be written durably into the folder and removed again. */
  async checkReady(): Promise<void> {
    const probe = path.join(this.dir, TMP_DIR, `ready-${process.pid}`);
    await writeDurably(this.dir, probe, "ok");
    await fs.rm(probe, { force: true });
  }

  async close(): Promise<void> {}
}
