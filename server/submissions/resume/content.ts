import fs from "node:fs";
import path from "node:path";
import { Piscina } from "piscina";
import {
  RESUME_MAX_BYTES,
  RESUME_MESSAGES,
  resumeMismatchMessage,
} from "../../../shared/form-rules/application-schema";
import { judgeBytes, type ResumeJudgement } from "./judge";

export type { ResumeJudgement, ResumeKind } from "./judge";

/** Every judge is busy and the line is full: nothing is wrong with the file; the applicant tries again shortly. */
export const JUDGE_BUSY = { busy: true } as const;

/**
 * Server only: judges an uploaded résumé by its structure (judge.ts, README.md) in a worker thread, so
 * that no file, however it is made, holds up the event loop (health checks, other visitors' posts),
 * and gives up after JUDGE_TIME_LIMIT_MS or past its memory limit: the worker is terminated and the file refused. Where the
 * worker's module is not beside this one (a bundle without resume-worker),
 * the same checks run in this thread; they are linear in the file's size either way. The source is
 * the file's bytes or the path of the file holding them (an upload streamed to disk).
 */
/** Linear checks take well under a second for 5 MB on an idle machine; this is the backstop, with room for a loaded one. */
export const JUDGE_TIME_LIMIT_MS = 10_000;
/**
 * Files waiting for the judge. Each one's time limit starts when the judge starts on it, not while
 * it waits; past this many waiting, or after JUDGE_WAIT_LIMIT_MS of waiting, the applicant is told
 * to try again (503 with Retry-After, which the form does once by itself), never that the file is
 * at fault. A clean CV takes the judge a few milliseconds (npm run bench:forms), so 32 waiting
 * clear in well under a second; the body budget already bounds the bytes they hold.
 */
export const JUDGE_QUEUE = 32;
export const JUDGE_WAIT_LIMIT_MS = 10_000;
const THREADS = 1;

const WORKER = path.join(__dirname, `resume-worker${path.extname(__filename)}`);
let pool: Piscina<Uint8Array, ResumeJudgement> | undefined;
const workers = () =>
  (pool ??= fs.existsSync(WORKER)
    ? new Piscina({
        filename: WORKER,
        // One thread: the machine's other core serves requests; JUDGE_QUEUE bounds the line.
        maxThreads: THREADS,
        minThreads: 0,
        idleTimeout: 30_000,
        // A judgement needs the file (5 MB) and its parsed objects; a hostile one is stopped there, not by the machine.
        // Decoded bytes live outside this heap: the judge's own budget bounds them (pdf.ts, package.ts).
        resourceLimits: { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 8 },
        // Run from TypeScript sources (tests, `tsx`), the worker loads them the same way.
        execArgv: WORKER.endsWith(".ts") ? ["--import", "tsx"] : [],
      })
    : undefined);

/** Ends the worker thread (the server's shutdown, the tests' end). */
export async function closeResumeJudge(): Promise<void> {
  const running = pool;
  pool = undefined;
  await running?.destroy();
}

/**
 * `fileName` is the name the visitor's file had: a file whose content is not what its name says
 * (a renamed image called cv.pdf) gets a message that says so, naming the file's kind.
 */
export async function judgeResume(
  source: Uint8Array | string,
  fileName = "",
  timeLimitMs = JUDGE_TIME_LIMIT_MS,
): Promise<ResumeJudgement | typeof JUDGE_BUSY> {
  const bytes =
    typeof source === "string"
      ? await readBounded(source)
      : Buffer.from(source.buffer, source.byteOffset, source.byteLength);
  if (!bytes) return { error: RESUME_MESSAGES.tooLarge, tooLarge: true };
  const turn = await line.enter();
  if (!turn) return JUDGE_BUSY;
  let judgement: ResumeJudgement;
  try {
    judgement = await judgeOffThread(bytes, timeLimitMs);
  } finally {
    line.leave();
  }
  return "error" in judgement && judgement.error === RESUME_MESSAGES.wrongType
    ? { error: resumeMismatchMessage(fileName) }
    : judgement;
}

/** THREADS files judged at once, JUDGE_QUEUE waiting in order of arrival for JUDGE_WAIT_LIMIT_MS at most, the rest turned away. */
const line = (() => {
  let running = 0;
  const waiting: ((turn: boolean) => void)[] = [];
  return {
    async enter(): Promise<boolean> {
      if (running < THREADS) {
        running += 1;
        return true;
      }
      if (waiting.length >= JUDGE_QUEUE) return false;
      return new Promise<boolean>((resolve) => {
        const give = (turn: boolean) => {
          clearTimeout(timer);
          resolve(turn);
        };
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(give), 1);
          give(false);
        }, JUDGE_WAIT_LIMIT_MS);
        waiting.push(give);
      });
    },
    leave() {
      const next = waiting.shift();
      if (next) next(true);
      else running -= 1;
    },
  };
})();

async function judgeOffThread(bytes: Buffer, timeLimitMs: number): Promise<ResumeJudgement> {
  const threads = workers();
  if (!threads) return judgeBytes(bytes);
  try {
    return await threads.run(bytes, { signal: AbortSignal.timeout(timeLimitMs) });
  } catch (error) {
    // Over its time or its memory: the worker is gone (piscina starts another for the next file).
    if ((error as Error).name === "AbortError" || (error as NodeJS.ErrnoException).code === "ERR_WORKER_OUT_OF_MEMORY")
      return { error: RESUME_MESSAGES.tooComplex };
    throw error;
  }
}

/** The file's bytes, or undefined when it is over the limit (not read then). */
async function readBounded(file: string): Promise<Buffer | undefined> {
  const { size } = await fs.promises.stat(file);
  return size > RESUME_MAX_BYTES ? undefined : fs.promises.readFile(file);
}
