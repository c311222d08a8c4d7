import fs from "node:fs/promises";
import path from "node:path";
import type { SubmissionSettings } from "./config";
import { claimConfirmation, decoyWrites, releaseConfirmation } from "./confirmation-limit";
import { ABANDONED_AFTER_MS, writeDurably } from "./durable";
import { errorFields, log } from "./log";
import type { Sender } from "./notify";
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
}

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
  outcome: "sent" | "failed" | "dropped",
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
  if (outcome === "failed") log().warn(fields, "notification attempt failed");
  else log().info(fields, outcome === "sent" ? "notification sent" : "notification dropped");
}

export function backoffMs(
  attempts: number,
  { baseMs, maxMs }: SubmissionSettings["retry"],
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
      .filter((entry) => new Date(entry.nextAttemptAt) <= now())
      .map((entry) => entry.id);
  for (const id of candidates) {
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
      await senders[entry.channel](submission, settings);
      await fs.rm(claimPath, { force: true });
      report.sent.push(id);
      logAttempt(entry, entry.attempts + 1, "sent");
    } catch (error) {
      const attempts = entry.attempts + 1;
      const retried: OutboxEntry = {
        ...entry,
        attempts,
        lastError: String((error as Error)?.message ?? error).slice(0, 500),
        nextAttemptAt: new Date(now().getTime() + backoffMs(attempts, settings.retry)).toISOString(),
      };
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
      logAttempt(entry, attempts, "failed", { ...errorFields(error), nextAttemptAt: retried.nextAttemptAt });
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

async function recoverStaleClaims(root: string, now: Date): Promise<void> {
  const names = await fs.readdir(outboxDir(root)).catch(() => [] as string[]);
  for (const name of names.filter((entry) => entry.endsWith(CLAIMED))) {
    const claimPath = path.join(outboxDir(root), name);
    const stat = await fs.stat(claimPath).catch(() => undefined);
    if (stat && now.getTime() - stat.mtimeMs > ABANDONED_AFTER_MS) {
      await fs.rename(claimPath, claimPath.slice(0, -CLAIMED.length)).catch(() => undefined);
    }
  }
}
