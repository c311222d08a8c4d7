import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { syncDir, TMP_DIR, writeDurably } from "./durable";
import type { Submission } from "./store";

/**
 * At most one confirmation per mailbox per day (UTC), whichever form, however the address is
 * cased and whatever `+tag` it carries (victim+1@, Victim+2@ are one mailbox): a stranger who
 * types someone else's address can make the company write to them once a day at most. And at
 * most CONFIRMATIONS_PER_CLIENT a day are sent for posts from one client address, whatever
 * mailboxes they name. The marks are kept durably in the store (files here, rows in PostgreSQL), so
 * a restart does not reset them; they hold hashes, not addresses, and are removed the day after.
 */
export const CONFIRMATION_MARKS_DIR = "confirmations";
export const CONFIRMATIONS_PER_CLIENT = 10;

/** The mailbox an address reaches: lower case, without the `+tag` of its local part. */
export function mailboxOf(address: string): string {
  const folded = address.trim().toLowerCase();
  const at = folded.lastIndexOf("@");
  if (at < 0) return folded;
  const plus = folded.indexOf("+");
  return plus > 0 && plus < at ? folded.slice(0, plus) + folded.slice(at) : folded;
}

const sha256 = (text: string) => crypto.createHash("sha256").update(text).digest("hex");
export const addressKey = (address: string) => sha256(mailboxOf(address));
/** A client address's marks: `client-<hash>-<n>`, the n-th confirmation for its posts that day. */
export const clientMarkPrefix = (client: string) => `client-${sha256(`client:${client}`)}-`;
/** The day a submission counts for: the day it was received (UTC). */
export const confirmationDay = (submission: Submission) => submission.receivedAt.slice(0, 10);

const markPath = (root: string, submission: Submission) =>
  path.join(root, CONFIRMATION_MARKS_DIR, `${confirmationDay(submission)}-${addressKey(submission.data.email)}`);

/** Creates a mark durably (its data synced); false when it exists already. */
async function createMark(file: string, owner: string): Promise<boolean> {
  let handle: fs.FileHandle;
  try {
    handle = await fs.open(file, "wx", 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
  try {
    await handle.writeFile(owner);
    await handle.sync();
  } finally {
    await handle.close();
  }
  return true;
}

/**
 * The file store's marks, created exclusively (`wx`), so of two processes saving at once for the
 * same mailbox only one gets `true`. Marks of earlier days are removed on the way. A refusal does
 * the same writes as a claim (to a file removed at once): the time of a post does not tell whether
 * its address had a confirmation today.
 */
export async function claimConfirmation(root: string, submission: Submission, client?: string): Promise<boolean> {
  const dir = path.join(root, CONFIRMATION_MARKS_DIR);
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const today = confirmationDay(submission);
  const names = await fs.readdir(dir);
  for (const name of names) if (name.slice(0, 10) < today) await fs.rm(path.join(dir, name), { force: true });
  const mailbox = markPath(root, submission);
  const marks = [mailbox];
  let claimed = !names.includes(path.basename(mailbox));
  if (client) {
    const prefix = `${today}-${clientMarkPrefix(client)}`;
    // Claims for one client may run at once (the outbox sends several notifications together): a
    // number another claim took meanwhile is skipped, so each of them gets its own, up to the cap.
    let sent = names.filter((name) => name.startsWith(prefix)).length;
    let won = false;
    while (claimed && !won && sent < CONFIRMATIONS_PER_CLIENT)
      if (!(won = await createMark(path.join(dir, `${prefix}${++sent}`), submission.id))) continue;
    claimed &&= won;
    marks.push("client");
  }
  if (claimed) claimed = await createMark(mailbox, submission.id);
  else await decoyWrites(root, marks.length);
  await syncDir(dir);
  return claimed;
}

/**
 * Writes and removes `count` small files as a claim writes its marks (`durable`: as an outbox
 * entry is written, renamed into place), so that a refusal takes as long as a claim.
 */
export async function decoyWrites(root: string, count: number, durable = false): Promise<void> {
  await fs.mkdir(path.join(root, TMP_DIR), { recursive: true });
  for (let i = 0; i < count; i++) {
    const file = path.join(root, TMP_DIR, `decoy-${crypto.randomBytes(6).toString("hex")}`);
    if (durable) await writeDurably(root, file, "decoy");
    else await createMark(file, "decoy");
    await fs.rm(file, { force: true });
  }
}

/** Undoes `claimConfirmation` for a save that failed: the mark goes only if this submission made it. */
export async function releaseConfirmation(root: string, submission: Submission): Promise<void> {
  const file = markPath(root, submission);
  const owner = await fs.readFile(file, "utf8").catch(() => undefined);
  if (owner === submission.id) await fs.rm(file, { force: true });
}
