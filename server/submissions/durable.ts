import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

/** Folder (inside the submissions directory) for files being written; renamed into place when complete. */
export const TMP_DIR = ".tmp";

/**
 * Writes a file so that it is either absent or complete, even across a crash or power cut:
 * write to a temporary name in the same file system, fsync the data, rename over the final
 * name (atomic), then fsync the folder so that the rename itself is on disk.
 */
export async function writeDurably(root: string, finalPath: string, data: string | Uint8Array): Promise<void> {
  const tmp = path.join(root, TMP_DIR, `${path.basename(finalPath)}.${crypto.randomBytes(6).toString("hex")}`);
  await fs.mkdir(path.dirname(tmp), { recursive: true });
  await fs.mkdir(path.dirname(finalPath), { recursive: true });
  try {
    const handle = await fs.open(tmp, "wx", 0o600);
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(tmp, finalPath);
  } catch (error) {
    // A full disk fails the write half-way: the partial file (personal data) must not stay behind.
    await fs.rm(tmp, { force: true });
    throw error;
  }
  await syncDir(path.dirname(finalPath));
}

/**
 * A file being written, or an outbox entry being sent, takes seconds at most. One older than this
 * belongs to a process that died (a crash, a full disk): it is recovered or removed. Several
 * processes may share the folder, so younger ones are left alone.
 */
export const ABANDONED_AFTER_MS = 10 * 60_000;

export async function syncDir(dir: string): Promise<void> {
  const handle = await fs.open(dir, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Sortable, unique, file-name-safe: the receive time (UTC, ms) and 8 random hex digits. */
export function newSubmissionId(now = new Date()): string {
  return `${now.toISOString().replace(/[-:]/g, "").replace(".", "")}-${crypto.randomBytes(4).toString("hex")}`;
}

const ID = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(\d{3})Z-[0-9a-f]{8}$/;

/** The receive time an id starts with (newSubmissionId), or undefined when `id` is not one. */
export function submissionIdTime(id: string): Date | undefined {
  const [, year, month, day, hours, minutes, seconds, ms] = ID.exec(id) ?? [];
  const time = new Date(`${year}-${month}-${day}T${hours}:${minutes}:${seconds}.${ms}Z`);
  return year && !Number.isNaN(time.getTime()) ? time : undefined;
}
