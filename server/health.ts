import type { RequestHandler } from "express";
import type { SubmissionStore } from "../src/submissions/storage";

/** /readyz answers within this, so that a load balancer's check (often 2 s) never times out on us. */
export const READY_TIMEOUT_MS = 800;

/**
 * `GET /healthz`: the process is up and answering (a liveness check: restart me if not).
 * `GET /readyz`: the store is reachable and takes writes (the database answers as a writable
 * primary, or a small file can be written durably in the folder), and the server is not shutting
 * down (a readiness check: send me requests or not). 503 otherwise. Both answer JSON and are never cached.
 */
export function healthChecks(store: SubmissionStore, stopping: { now: boolean }): { healthz: RequestHandler; readyz: RequestHandler } {
  const healthz: RequestHandler = (_req, res) => void res.setHeader("Cache-Control", "no-store").json({ status: "ok" });
  const readyz: RequestHandler = async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    if (stopping.now) return void res.status(503).json({ status: "stopping" });
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        store.checkReady(),
        new Promise((_resolve, reject) => (timer = setTimeout(() => reject(new Error("the store did not answer in time")), READY_TIMEOUT_MS))),
      ]);
      res.json({ status: "ready" });
    } catch {
      res.status(503).json({ status: "unavailable", error: "The submission store cannot be reached or written to." });
    } finally {
      clearTimeout(timer);
    }
  };
  return { healthz, readyz };
}
