import fs from "node:fs/promises";
import path from "node:path";
import { mailboxOf } from "./confirmation-limit";
import { TMP_DIR } from "./durable";
import { OUTBOX_DIR } from "./outbox";
import type { Purged } from "./retention";
import { KINDS, listSubmissions, type OnUnreadable, type Submission } from "./store";

/**
 * The data-rights requests of one person (GDPR articles 15, 17 and 20) on the file store: every
 * submission whose email reaches their mailbox, as the server itself counts a mailbox (any case,
 * any `+tag`: mailboxOf, which the confirmation limit uses too), and, to erase, every file of
 * those submissions and any partial write in `.tmp/` that holds an address of that mailbox.
 */
export const sameAddress = (a: unknown, b: string) => typeof a === "string" && mailboxOf(a) === mailboxOf(b);

/** Every spelling of an address in `text` (an email-shaped token), for matching by mailbox. */
const addressesIn = (text: string) => text.match(/[^\s"'<>,;:()[\]\\]{1,128}@[^\s"'<>,;:()[\]\\]{1,253}/g) ?? [];

export async function findByEmail(root: string, email: string, onUnreadable: OnUnreadable): Promise<Submission[]> {
  const all = await listSubmissions(root, onUnreadable);
  return all.filter((submission) => sameAddress((submission.data as { email?: unknown }).email, email)).reverse();
}

/** What an erasure removed: each submission with its files (or rows), and partial writes that held the address. */
export interface Erasure {
  submissions: Purged[];
  partialWrites: string[];
}

export async function eraseByEmail(root: string, email: string, onUnreadable: OnUnreadable): Promise<Erasure> {
  const found = await findByEmail(root, email, onUnreadable);
  const ids = new Set(found.map((submission) => submission.id));
  const idOf = (name: string) => name.split(".")[0];
  const namesIn = (dir: string) => fs.readdir(path.join(root, dir)).catch(() => [] as string[]);
  const outbox = await namesIn(OUTBOX_DIR);
  const erased: Erasure = { submissions: [], partialWrites: [] };
  for (const submission of found) {
    const folder = KINDS[submission.kind];
    const own = (await namesIn(folder))
      .filter((name) => idOf(name) === submission.id)
      .map((name) => path.join(folder, name));
    // The record goes last here: interrupted, the request can simply be run again and finds it.
    const record = path.join(folder, `${submission.id}.json`);
    const files = [
      ...own.filter((file) => file !== record),
      ...outbox.filter((name) => idOf(name) === submission.id).map((name) => path.join(OUTBOX_DIR, name)),
      record,
    ];
    for (const file of files) await fs.rm(path.join(root, file), { force: true });
    erased.submissions.push({ id: submission.id, kind: submission.kind, receivedAt: submission.receivedAt, files });
  }
  // A write that never finished may hold the address too: such a file goes if it names one of the
  // ids or holds the address in any case.
  for (const name of await namesIn(TMP_DIR)) {
    const file = path.join(TMP_DIR, name);
    const bytes = await fs.readFile(path.join(root, file)).catch(() => undefined);
    const holds = bytes && addressesIn(bytes.toString("latin1")).some((address) => sameAddress(address, email));
    if (ids.has(idOf(name)) || holds) {
      await fs.rm(path.join(root, file), { force: true });
      erased.partialWrites.push(file);
    }
  }
  return erased;
}
