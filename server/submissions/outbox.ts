import fs from "node:fs/promises";
import path from "node:path";
import type { SubmissionSettings } from "./config";
import { claimConfirmation, decoyWrites, releaseConfirmation } from "./confirmation-limit";
import { ABANDONED_AFTER_MS, writeDurably } from "./durable";
import { errorFields, log } from "./log";
import { isPermanent, type Sender } from "./notify";
import { SENDERS, type Channel } from "./senders";
import { readSubmission, type Submission, type SubmissionKind, type WrittenAlongside } from "./store";

/**
 * Notifications wait in an outbox on disk (one small JSON file per submission and channel),
 * written in the same step as the submission, before the visitor gets the 201 (`alongside`). Delivery is retried with exponential backoff until
 * the receiving side takes it, so an outage delays a notification but never loses it. Any
 * number of processes may deliver from the same outbox: each entry is claimed by an atomic
 * rename before it is sent. Delivery is at least once (a crash after sending and before the
 * entry is removed sends it again): receivers de-duplicate by submission id.
 */
export const OUTBOX_DIR = "outbox";
export const CLAIMED = ".claimed";

export interface OutboxEntry {
  id: string;
  submissionId: string;
  kind: SubmissionKind;
  channel: Channel;
  createdAt: string;
  attempts: number;
  nextAttemptAt: string;
  lastError?: string;
  /** Set when sending stopped for good (a permanent failure, too many tries, too old): kept, listed, sent again by --retry-failed. */
  failedAt?: string;
}

/** How long a claim may go untouched before another process takes it back: a sender touches it every CLAIM_HEARTBEAT_MS. */
export const CLAIM_ABANDONED_MS = 45_000;
export const CLAIM_HEARTBEAT_MS = 10_000;

/**
 * An entry's state after a failed attempt: retried after its backoff, or given up (failedAt) when
 * the failure is permanent, or after OUTBOX_MAX_ATTEMPTS tries, or OUTBOX_MAX_AGE_MS after it was
 * written. Both stores write what this returns.
 */
export function afterFailure(
  entry: OutboxEntry,
  error: unknown,
  retry: SubmissionSettings["retry"],
  now: Date,
): Pick<OutboxEntry, "attempts" | "lastError" | "nextAttemptAt" | "failedAt"> {
  const attempts = entry.attempts + 1;
  const lastError = String((error as Error)?.message ?? error).slice(0, 500);
  const tooOld = now.getTime() - new Date(entry.createdAt).getTime() >= retry.maxAgeMs;
  const givenUp = isPermanent(error) || attempts >= retry.maxAttempts || tooOld;
  return {
    attempts,
    lastError,
    nextAttemptAt: new Date(now.getTime() + backoffMs(attempts, retry)).toISOString(),
    ...(givenUp ? { failedAt: now.toISOString() } : {}),
  };
}

/** Sends in flight in this process: the shutdown waits for them, and none starts once it has begun. */
export const inFlight = {
  stopping: false,
  sends: new Set<Promise<unknown>>(),
  /** Runs `send` unless the process is stopping; the shutdown awaits what is running. */
  track<T>(send: () => Promise<T>): Promise<T> | undefined {
    if (this.stopping) return undefined;
    const running = send();
    this.sends.add(running);
    void running.finally(() => this.sends.delete(running)).catch(() => undefined);
    return running;
  },
  /** Stops new sends and waits for those running, at most `ms`. */
  async drain(ms: number): Promise<void> {
    this.stopping = true;
    await Promise.race([
      Promise.allSettled([...this.sends]),
      new Promise((resolve) => setTimeout(resolve, ms).unref()),
    ]);
  },
};

const outboxDir = (root: string) => path.join(root, OUTBOX_DIR);
const entryPath = (root: string, id: string) => path.join(outboxDir(root), `${id}.json`);

/**
 * The channels configured now: email needs SMTP_URL and NOTIFY_TO, and then the sender's
 * confirmation goes too (unless CONFIRMATIONS=off); the webhook needs WEBHOOK_URL.
 */
export function configuredChannels(settings: SubmissionSettings): Channel[] {
  return [
    ...(settings.email ? (["email"] as const) : []),
    ...(settings.webhook ? (["webhook"] as const) : []),
    ...(settings.email && settings.confirmations ? (["confirmation"] as const) : []),
  ];
}

export const entryId = (submissionId: string, channel: Channel) => `${submissionId}.${channel}`;

/**
 * Writes one entry per configured channel; returns their ids. The confirmation is left out when
 * its address had one already that day (./confirmation-limit.ts).
 */
export async function enqueue(
  settings: SubmissionSettings,
  submission: Submission,
  now = new Date(),
  client?: string,
): Promise<string[]> {
  const ids: string[] = [];
  for (const channel of configuredChannels(settings)) {
    // Not claimed: an entry's worth of writes all the same, so the answer's time does not tell.
    if (channel === "confirmation" && !(await claimConfirmation(settings.dir, submission, client))) {
      await decoyWrites(settings.dir, 1, true);
      continue;
    }
    const entry: OutboxEntry = {
      id: entryId(submission.id, channel),
      submissionId: submission.id,
      kind: submission.kind,
      channel,
      createdAt: now.toISOString(),
      attempts: 0,
      nextAttemptAt: now.toISOString(),
    };
    await writeDurably(settings.dir, entryPath(settings.dir, entry.id), JSON.stringify(entry));
    ids.push(entry.id);
  }
  return ids;
}

/** Removes every entry of a submission (waiting or being sent), whatever the channel. */
export async function removeEntries(root: string, submissionId: string): Promise<void> {
  await Promise.all(
    Object.keys(SENDERS).flatMap((channel) => {
      const file = entryPath(root, entryId(submissionId, channel as Channel));
      return [fs.rm(file, { force: true }), fs.rm(`${file}${CLAIMED}`, { force: true })];
    }),
  );
}

/** The outbox entries as files written with a submission, in the same all-or-nothing step (see store.ts). */
export const notificationsFor = (settings: SubmissionSettings, client?: string): WrittenAlongside => ({
  write: async (submission) => void (await enqueue(settings, submission, new Date(), client)),
  undo: async (submission) => {
    await releaseConfirmation(settings.dir, submission);
    await removeEntries(settings.dir, submission.id);
  },
});

/** One JSON log line per attempt: which entry, which try, what came of it; never the submission's fields. */
export function logAttempt(
  entry: Pick<OutboxEntry, "id" | "submissionId" | "channel">,
  attempt: number,
  outcome: "sent" | "failed" | "dropped" | "gave-up",
  extra: Record<string, unknown> = {},
): void {
  const fields = {
    event: "notification",
    entryId: entry.id,
    submissionId: entry.submissionId,
    channel: entry.channel,
    attempt,
    outcome,
    ...extra,
  };
  if (outcome === "gave-up")
    log().error(
      fields,
      "notification kept as failed: not retried; fix the cause, then npm run submissions -- --retry-failed",
    );
  else if (outcome === "failed") log().warn(fields, "notification attempt failed");
  else log().info(fields, outcome === "sent" ? "notification sent" : "notification dropped");
}

export function backoffMs(
  attempts: number,
  { baseMs, maxMs }: Pick<SubmissionSettings["retry"], "baseMs" | "maxMs">,
  random = Math.random,
): number {
  const exponential = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(exponential * (0.8 + 0.4 * random()));
}

/** Entries waiting (not being sent right now), oldest first. */
export async function pendingEntries(root: string): Promise<OutboxEntry[]> {
  const names = await fs.readdir(outboxDir(root)).catch(() => [] as string[]);
  const entries: OutboxEntry[] = [];
  for (const name of names.filter((entry) => entry.endsWith(".json"))) {
    try {
      entries.push(JSON.parse(await fs.readFile(path.join(outboxDir(root), name), "utf8")) as OutboxEntry);
    } catch {
      // Claimed by another process between readdir and read.
    }
  }
  return entries.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

export interface DeliveryReport {
  sent: string[];
  failed: string[];
  dropped: string[];
}

/**
 * Sends the entries that are due (or only `ids`, right after a submission). Never throws: a
 * failure is written back to the entry with its next attempt time.
 */
export async function deliverDue(
  settings: SubmissionSettings,
  {
    ids,
    now = () => new Date(),
    senders = SENDERS,
  }: { ids?: string[]; now?: () => Date; senders?: Record<Channel, Sender> } = {},
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: [], failed: [], dropped: [] };
  await recoverStaleClaims(settings.dir, now());
  const candidates =
    ids ??
    (await pendingEntries(settings.dir))
      .filter((entry) => !entry.failedAt && new Date(entry.nextAttemptAt) <= now())
      .map((entry) => entry.id);
  for (const id of candidates) {
    if (inFlight.stopping) break; // the shutdown has begun: what is not claimed waits for the next start
    const claim = await claimEntry(settings.dir, id, now());
    if (!claim) continue;
    const { entry, claimPath } = claim;
    const release = () => fs.rename(claimPath, entryPath(settings.dir, id));
    try {
      const submission = await readSubmission(settings.dir, entry.kind, entry.submissionId);
      if (!submission && now().getTime() - new Date(entry.createdAt).getTime() < ABANDONED_AFTER_MS) {
        // The entry is written before its record: the record may be being written right now.
        await release();
        continue;
      }
      if (!submission || !configuredChannels(settings).includes(entry.channel)) {
        // Purged, never completed, or the channel was switched off: nothing left to tell.
        await fs.rm(claimPath, { force: true });
        report.dropped.push(id);
        logAttempt(entry, entry.attempts, "dropped");
        continue;
      }
      if (entry.failedAt) {
        await release(); // given up: waits for --retry-failed
        continue;
      }
      // The claim is touched while the send runs, so that no other process takes it as abandoned.
      const heartbeat = setInterval(() => {
        const at = new Date();
        void fs.utimes(claimPath, at, at).catch(() => undefined);
      }, CLAIM_HEARTBEAT_MS);
      try {
        await senders[entry.channel](submission, settings);
      } finally {
        clearInterval(heartbeat);
      }
      await fs.rm(claimPath, { force: true });
      report.sent.push(id);
      logAttempt(entry, entry.attempts + 1, "sent");
    } catch (error) {
      const retried: OutboxEntry = { ...entry, ...afterFailure(entry, error, settings.retry, now()) };
      const { attempts } = retried;
      try {
        await writeDurably(settings.dir, entryPath(settings.dir, id), JSON.stringify(retried));
        await fs.rm(claimPath, { force: true });
      } catch (writeError) {
        // The new state cannot be recorded (a full disk): the entry stays as it was and is tried
        // again. Should even the rename back fail, the claim is recovered once it is abandoned.
        log().error(
          { event: "notification", entryId: id, ...errorFields(writeError) },
          "could not record a failed attempt, keeping the entry",
        );
        await release().catch(() => undefined);
      }
      report.failed.push(id);
      logAttempt(entry, attempts, retried.failedAt ? "gave-up" : "failed", {
        ...errorFields(error),
        ...(retried.failedAt ? {} : { nextAttemptAt: retried.nextAttemptAt }),
      });
    }
  }
  return report;
}

async function claimEntry(
  root: string,
  id: string,
  now: Date,
): Promise<{ entry: OutboxEntry; claimPath: string } | undefined> {
  const claimPath = `${entryPath(root, id)}${CLAIMED}`;
  try {
    await fs.rename(entryPath(root, id), claimPath);
  } catch {
    return undefined; // Another process claimed it, or it was delivered already.
  }
  try {
    await fs.utimes(claimPath, now, now);
    return { entry: JSON.parse(await fs.readFile(claimPath, "utf8")) as OutboxEntry, claimPath };
  } catch (error) {
    // Unreadable: reported by name and left claimed, so it is looked at again only once abandoned.
    log().error({ event: "notification", entryId: id, ...errorFields(error) }, "outbox entry cannot be read, skipped");
    return undefined;
  }
}

/** Entries given up on made due again, their tries counted afresh; returns their ids. */
export async function retryFailedEntries(root: string, now = new Date()): Promise<string[]> {
  const again: string[] = [];
  for (const entry of await pendingEntries(root)) {
    if (!entry.failedAt) continue;
    const { failedAt: _failedAt, ...rest } = entry;
    const fresh: OutboxEntry = { ...rest, attempts: 0, createdAt: now.toISOString(), nextAttemptAt: now.toISOString() };
    await writeDurably(root, entryPath(root, entry.id), JSON.stringify(fresh));
    again.push(entry.id);
  }
  return again;
}

async function recoverStaleClaims(root: string, now: Date): Promise<void> {
  const names = await fs.readdir(outboxDir(root)).catch(() => [] as string[]);
  for (const name of names.filter((entry) => entry.endsWith(CLAIMED))) {
    const claimPath = path.join(outboxDir(root), name);
    const stat = await fs.stat(claimPath).catch(() => undefined);
    if (stat && now.getTime() - stat.mtimeMs > CLAIM_ABANDONED_MS) {
      await fs.rename(claimPath, claimPath.slice(0, -CLAIMED.length)).catch(() => undefined);
    }
  }
}
