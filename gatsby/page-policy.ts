import crypto from "node:crypto";
import os from "node:os";
import path from "node:path";
import { Piscina } from "piscina";
import { pagePolicy, scriptHash } from "../content-model/node/content-security-policy";
import { INSERTED_SCRIPTS, type PagePolicyTask } from "./page-policy-worker";

const BATCH = 64;

/** What an earlier build finished: each page's hash as written, under the policy's own hash. */
export type FinishedPages = { policy: string; pages: Record<string, string> };

/**
 * Writes each page's Content-Security-Policy (content-model/node/content-security-policy.ts) in worker threads, as
 * many as the machine has cores (decision 0019). A page whose bytes are those an earlier build
 * wrote, under the same policy, is skipped: an incremental build leaves the pages it did not
 * re-render as it finished them. Returns the new record and the number of pages written.
 */
export async function writePagePolicies(
  publicDir: string,
  files: readonly string[],
  earlier: FinishedPages | undefined,
): Promise<{ finished: FinishedPages; written: number }> {
  // The policy a page without inline scripts gets: it changes when the site's policy (or a script
  // the pages insert) does.
  const policy = crypto
    .createHash("sha256")
    .update(pagePolicy(INSERTED_SCRIPTS.map(scriptHash)))
    .digest("hex");
  const before = earlier?.policy === policy ? earlier.pages : {};
  // The worker is TypeScript, loaded through tsx as the repository's scripts are; Gatsby runs this
  // file compiled into .cache/, so the worker is named from the site's folder (the working directory).
  const pool = new Piscina<PagePolicyTask, (string | null)[]>({
    filename: path.resolve("gatsby/page-policy-worker.ts"),
    execArgv: ["--import", "tsx"],
    maxThreads: os.availableParallelism(),
  });
  const pages: Record<string, string> = {};
  let written = 0;
  // Pages go in batches: a task's round trip to a worker costs about as much as one page's policy.
  const batches = Array.from({ length: Math.ceil(files.length / BATCH) }, (_, index) =>
    files
      .slice(index * BATCH, (index + 1) * BATCH)
      .map((file) => ({ file, finished: before[path.relative(publicDir, file)] })),
  );
  try {
    await Promise.all(
      batches.map(async (batch) => {
        const hashes = await pool.run(batch);
        batch.forEach(({ file, finished }, index) => {
          const hash = hashes[index];
          if (hash !== null) written += 1;
          pages[path.relative(publicDir, file)] = hash ?? finished;
        });
      }),
    );
  } finally {
    await pool.destroy();
  }
  return { finished: { policy, pages }, written };
}
