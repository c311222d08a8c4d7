import type { Application } from "../../shared/form-rules/application-schema";
import type { ContactMessage } from "../../shared/form-rules/contact-schema";
import type { Erasure } from "./data-rights";
import type { ResumeReader, Sender } from "./notify";
import type { Channel } from "./senders";
import type { DeliveryReport, OutboxEntry } from "./outbox";
import type { Purged, PurgeOptions } from "./retention";
import type { OnUnreadable, ResumeUpload, Submission, SubmissionKind } from "./store";

export interface SaveOptions {
  now?: Date;
  /**
   * The submission's idempotency key: a save with a key already stored (for the same kind) stores
   * and queues nothing and returns the submission first stored under it, also when both arrive at once.
   */
  key?: string;
  /** The client's address as the rate limit keys it: its posts get at most CONFIRMATIONS_PER_CLIENT confirmations a day. */
  client?: string;
}
export interface DeliverOptions {
  ids?: string[];
  now?: () => Date;
  senders?: Record<Channel, Sender>;
}

/**
 * Where submissions live: one interface, two engines. The file store (a folder, the default, for
 * one machine) and PostgreSQL (DATABASE_URL, for any number of server processes or a serverless
 * host). Both keep the same promises: a save is one all-or-nothing step holding the record, its
 * resume and one notification per configured channel, durable before it returns (and so before
 * the 201); notifications are delivered at least once, across processes, with the same backoff.
 *
 * The data-rights operations (find, export and erase everything of one email address) work on
 * both: the folder is searched, PostgreSQL uses its indexed address column.
 */
export interface SubmissionStore {
  /** For people: "the folder /srv/submissions", "PostgreSQL db on host:5432" (no password). */
  readonly description: string;
  saveContact(data: ContactMessage, options?: SaveOptions): Promise<Submission>;
  saveApplication(data: Application, resume: ResumeUpload, options?: SaveOptions): Promise<Submission>;
  read(kind: SubmissionKind, id: string): Promise<Submission | undefined>;
  readResume: ResumeReader;
  /** Every submission, newest first; one that cannot be read is reported and skipped. */
  list(onUnreadable: OnUnreadable): Promise<Submission[]>;
  /**
   * Everything of each submission received before `cutoff`: record, resume, waiting notifications;
   * an application whose sender ticked the future-openings box (`talentPool`) only if received
   * before `talentPoolCutoff` too.
   */
  purge(cutoff: Date, options: PurgeOptions): Promise<Purged[]>;
  /** Every submission whose email is `email` (compared without case), oldest first: the data-rights requests. */
  find(email: string, onUnreadable: OnUnreadable): Promise<Submission[]>;
  /** Removes every submission of `email` with its résumé and waiting notifications, and any partial write holding it. */
  erase(email: string, onUnreadable: OnUnreadable): Promise<Erasure>;
  /** What interrupted writes left (the file store; a database transaction leaves nothing). */
  cleanLeftovers(options?: { now?: Date; dryRun?: boolean; minAgeMs?: number }): Promise<string[]>;
  /** Notifications not delivered yet, oldest first. */
  pendingNotifications(): Promise<OutboxEntry[]>;
  /** Sends the due notifications (or only `ids`); never throws: a failure is recorded with its next attempt. */
  deliver(options?: DeliverOptions): Promise<DeliveryReport>;
  /** Notifications given up on (failedAt) made due again; their ids. */
  retryFailed(): Promise<string[]>;
  /** Resolves when the store is reachable and takes writes; rejects otherwise (GET /readyz). */
  checkReady(): Promise<void>;
  /** Lets go of connections (graceful shutdown). */
  close(): Promise<void>;
}
