import { judgeBytes, type ResumeJudgement } from "./judge";

/** The worker thread's task (piscina): a résumé's bytes in, its judgement out. */
export default function judgeInWorker(bytes: Uint8Array): Promise<ResumeJudgement> {
  return judgeBytes(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}
