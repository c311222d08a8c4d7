import type { RequestHandler } from "express";
import type { SubmissionStore } from "./submissions/storage";

/** /readyz answers within this, so that a load balancer's check (often 2 s) never times out on us. */
export const READY_TIMEOUT_MS = 800;
/**
 * The store is asked at most once in this long: every /readyz in between gets the last answer
 * (and concurrent ones share the check in flight), so a flood of checks costs no write (the file
 * store's check is an fsync'd file) and no database round trip each.
 */
export const READY_CACHE_MS = 1_000;

/**
 * `GET /healthz`: the process is up and answering (a liveness check: restart me if not).
 * `GET /readyz`: the store is reachable and takes writes (the database answers as a writable
 * primary, or a small file can be written durably in the folder), and the server is not shutting
 * down (a readiness check: send me requests or not). 503 otherwise. Both answer JSON and are never
 * cached by clients; the store's answer is reused for READY_CACHE_MS.
 */
export function healthChecks(
  store: SubmissionStore,
  stopping: { now: boolean },
): { healthz: RequestHandler; readyz: RequestHandler } {
  const healthz: RequestHandler = (_req, res) => void res.setHeader("Cache-Control", "no-store").json({ status: "ok" });
  let last: { at: number; check: Promise<boolean> } | undefined;
  const check = async (): Promise<boolean> => {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        store.checkReady(),
        new Promise(
          (_resolve, reject) =>
            (timer = setTimeout(() => reject(new Error("the store did not answer in time")), READY_TIMEOUT_MS)),
        ),
      ]);
      return true;
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  };
  const readyz: RequestHandler = async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    if (stopping.now) return void res.status(503).json({ status: "stopping" });
    const now = Date.now();
    if (!last || now - last.at >= READY_CACHE_MS) last = { at: now, check: check() };
    if (await last.check) return void res.json({ status: "ready" });
    res.status(503).json({ status: "unavailable", error: "The submission store cannot be reached or written to." });
  };
  return { healthz, readyz };
}
