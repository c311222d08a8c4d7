import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { syncDir } from "./durable";
import type { Submission } from "./store";

/**
 * At most one confirmation per address per day (UTC), whichever form and however the address is
 * cased: a stranger who types someone else's address can make the company write to them once a
 * day at most. The mark is kept durably in the store (a file here, a row in PostgreSQL), so a
 * restart does not reset it; it holds a hash of the address, not the address, and is removed the
 * day after.
 */
export const CONFIRMATION_MARKS_DIR = "confirmations";

export const addressKey = (address: string) =>
  crypto.createHash("sha256").update(address.trim().toLowerCase()).digest("hex");
/** The day a submission counts for: the day it was received (UTC). */
export const confirmationDay = (submission: Submission) => submission.receivedAt.slice(0, 10);

const markPath = (root: string, submission: Submission) =>
  path.join(root, CONFIRMATION_MARKS_DIR, `${confirmationDay(submission)}-${addressKey(submission.data.email)}`);

/**
 * The file store's mark: created exclusively (`wx`), so of two processes saving at once for the
 * same address only one gets `true`. Marks of earlier days are removed on the way.
 */
export async function claimConfirmation(root: string, submission: Submission): Promise<boolean> {
  const dir = path.join(root, CONFIRMATION_MARKS_DIR);
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const today = confirmationDay(submission);
  for (const name of await fs.readdir(dir))
    if (name.slice(0, 10) < today) await fs.rm(path.join(dir, name), { force: true });
  let handle: fs.FileHandle;
  try {
    handle = await fs.open(markPath(root, submission), "wx", 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
  try {
    await handle.writeFile(submission.id);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await syncDir(dir);
  return true;
}

/** Undoes `claimConfirmation` for a save that failed: the mark goes only if this submission made it. */
export async function releaseConfirmation(root: string, submission: Submission): Promise<void> {
  const file = markPath(root, submission);
  const owner = await fs.readFile(file, "utf8").catch(() => undefined);
  if (owner === submission.id) await fs.rm(file, { force: true });
}
