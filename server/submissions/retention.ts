import fs from "node:fs/promises";
import path from "node:path";
import { KEYS_DIR } from "./submission-keys";
import { ABANDONED_AFTER_MS, submissionIdTime, TMP_DIR } from "./durable";
import { OUTBOX_DIR } from "./outbox";
import { KINDS, type OnUnreadable, type SubmissionKind } from "./store";

/**
 * What the submissions folder must not keep: submissions past their retention time (the purge,
 * run daily by the operator) and files left by a write that never finished (a crash, a full
 * disk), which hold personal data too. Every file of a submission is named after its id
 * (`<id>.json`, `<id>.resume.pdf`, `outbox/<id>.<channel>.json`), and the id starts with the
 * time it was received, so both work from file names alone, whether or not a record can be read.
 */

export interface Purged {
  id: string;
  kind: SubmissionKind;
  receivedAt: string;
  files: string[];
}
export interface PurgeOptions {
  talentPoolCutoff?: Date;
  dryRun?: boolean;
  onUnreadable: OnUnreadable;
}

const namesIn = (dir: string) => fs.readdir(dir).catch(() => [] as string[]);
/** Whether a record holds the future-openings consent; one that cannot be read does not (it goes at the shorter period). */
async function inTalentPool(file: string): Promise<boolean> {
  try {
    return (
      (JSON.parse(await fs.readFile(file, "utf8")) as { data?: { talentPool?: unknown } }).data?.talentPool === true
    );
  } catch {
    return false;
  }
}
const idOf = (name: string) => name.split(".")[0];

/** Removes everything of each submission received before `cutoff`: its record first, then its resume and outbox entries. */
export async function purgeSubmissions(
  root: string,
  cutoff: Date,
  { talentPoolCutoff, dryRun = false, onUnreadable }: PurgeOptions,
): Promise<Purged[]> {
  const outbox = await namesIn(path.join(root, OUTBOX_DIR));
  const purged: Purged[] = [];
  for (const kind of Object.keys(KINDS) as SubmissionKind[]) {
    const names = await namesIn(path.join(root, KINDS[kind]));
    for (const record of names.filter((name) => name.endsWith(".json"))) {
      const id = record.slice(0, -".json".length);
      const receivedAt = submissionIdTime(id);
      if (!receivedAt) {
        onUnreadable(
          path.join(KINDS[kind], record),
          new Error("not named after a submission id, so its age is unknown"),
        );
        continue;
      }
      if (receivedAt >= cutoff) continue;
      // Kept longer with the sender's consent: only this case needs the record itself (one that cannot be read goes).
      if (
        talentPoolCutoff &&
        receivedAt >= talentPoolCutoff &&
        (await inTalentPool(path.join(root, KINDS[kind], record)))
      )
        continue;
      const others = names
        .filter((name) => name !== record && idOf(name) === id)
        .map((name) => path.join(KINDS[kind], name));
      const entries = outbox.filter((name) => idOf(name) === id).map((name) => path.join(OUTBOX_DIR, name));
      purged.push({
        id,
        kind,
        receivedAt: receivedAt.toISOString(),
        files: [path.join(KINDS[kind], record), ...others, ...entries],
      });
    }
  }
  if (!dryRun) {
    // The record goes first: interrupted here, what is left is files without a record, which cleanLeftovers removes.
    for (const { files } of purged) for (const file of files) await fs.rm(path.join(root, file), { force: true });
  }
  return purged.sort((a, b) => a.receivedAt.localeCompare(b.receivedAt));
}

/**
 * Removes what an interrupted write left, once older than `minAgeMs` (ABANDONED_AFTER_MS: younger
 * files may be another process's write in progress; 0 at the server's start, when none is):
 * everything in .tmp/, and resumes and outbox entries whose record does not exist. Returns their
 * paths inside the submissions folder.
 */
export async function cleanLeftovers(
  root: string,
  { now = new Date(), dryRun = false, minAgeMs = ABANDONED_AFTER_MS } = {},
): Promise<string[]> {
  const records = new Set<string>();
  const candidates = (await namesIn(path.join(root, TMP_DIR))).map((name) => path.join(TMP_DIR, name));
  for (const folder of Object.values(KINDS)) {
    const names = await namesIn(path.join(root, folder));
    for (const name of names) {
      if (name.endsWith(".json")) records.add(idOf(name));
      else candidates.push(path.join(folder, name));
    }
  }
  candidates.push(...(await namesIn(path.join(root, OUTBOX_DIR))).map((name) => path.join(OUTBOX_DIR, name)));
  // An idempotency key names its submission inside (submission-keys.ts): it goes once that submission is gone (purged, erased).
  const keyOwners = new Map<string, string>();
  for (const name of await namesIn(path.join(root, KEYS_DIR))) {
    const file = path.join(KEYS_DIR, name);
    const owner = await fs.readFile(path.join(root, file), "utf8").then(
      (text) => String((JSON.parse(text) as { id?: unknown }).id),
      () => "",
    );
    keyOwners.set(file, owner);
    candidates.push(file);
  }
  const removed: string[] = [];
  for (const file of candidates) {
    if (!file.startsWith(TMP_DIR) && records.has(keyOwners.get(file) ?? idOf(path.basename(file)))) continue;
    const stat = await fs.stat(path.join(root, file)).catch(() => undefined);
    if (!stat?.isFile() || now.getTime() - stat.mtimeMs < minAgeMs) continue;
    if (!dryRun) await fs.rm(path.join(root, file), { force: true });
    removed.push(file);
  }
  return removed;
}
