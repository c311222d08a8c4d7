import fs from "node:fs/promises";
import path from "node:path";
import { writeDurably } from "./durable";
import type { Submission, SubmissionKind, WrittenAlongside } from "./store";

/** Folder (inside the submissions directory) holding one small file per idempotency key: the submission stored under it. */
export const KEYS_DIR = "keys";

/**
 * The file store's idempotency keys (SaveOptions.key). The key's file is written in the
 * submission's own all-or-nothing step (with its outbox entries, before its record), so a key
 * never names a submission that was not stored. Saves with one key run one after another in this
 * process; a later one finds the first's record and returns it.
 */
export class KeyedSaves {
  private readonly running = new Map<string, Promise<unknown>>();
  constructor(
    private readonly root: string,
    private readonly read: (kind: SubmissionKind, id: string) => Promise<Submission | undefined>,
  ) {}

  async once(
    kind: SubmissionKind,
    key: string | undefined,
    alongside: WrittenAlongside,
    save: (alongside: WrittenAlongside) => Promise<Submission>,
  ): Promise<Submission> {
    if (!key) return save(alongside);
    const name = `${kind}-${key}`;
    const before = this.running.get(name) ?? Promise.resolve();
    const turn = before
      .catch(() => undefined)
      .then(async () => (await this.stored(kind, name)) ?? save(this.withKey(name, alongside)));
    this.running.set(name, turn);
    try {
      return await turn;
    } finally {
      if (this.running.get(name) === turn) this.running.delete(name);
    }
  }

  private file(name: string) {
    return path.join(this.root, KEYS_DIR, `${name}.json`);
  }

  /** The submission stored under the key, if its record is still there (a purge or an erasure removes records, not keys). */
  private async stored(kind: SubmissionKind, name: string): Promise<Submission | undefined> {
    try {
      const { id } = JSON.parse(await fs.readFile(this.file(name), "utf8")) as { id: string };
      return await this.read(kind, id);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
      throw error;
    }
  }

  private withKey(name: string, alongside: WrittenAlongside): WrittenAlongside {
    return {
      write: async (submission) => {
        await alongside.write(submission);
        await writeDurably(this.root, this.file(name), `${JSON.stringify({ id: submission.id })}\n`);
      },
      undo: async (submission) => {
        await Promise.allSettled([alongside.undo(submission), fs.rm(this.file(name), { force: true })]);
      },
    };
  }
}
