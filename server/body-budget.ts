import type { Request, RequestHandler } from "express";
import { refuseUnread } from "./functions";

/** Seconds a client refused for want of room is told to wait (Retry-After). */
export const BUSY_RETRY_AFTER_SECONDS = 10;

/** The 503 body, which the forms show as it is. */
export const BUSY = { error: "We are receiving many forms right now. Please try again in a few seconds." } as const;

/**
 * A bound on the request bodies being received at once, in bytes, across all clients: each post
 * reserves its declared length (or, sent without one, the most its type may carry, `capOf`) until
 * its answer has been sent or its connection is gone. A post that does not fit answers 503 with
 * Retry-After, before its body is read. Each client is bounded by its limits and the rate limit;
 * this bounds them all together (many addresses, each within its limits).
 */
export function bodyBudget(totalBytes: number, capOf: (req: Request) => number): RequestHandler {
  let reserved = 0;
  return (req, res, next) => {
    const declared = Number(req.headers["content-length"] ?? NaN);
    const bytes = Number.isFinite(declared)
      ? Math.min(declared, capOf(req))
      : req.headers["transfer-encoding"]
        ? capOf(req)
        : 0;
    if (bytes > 0 && reserved + bytes > totalBytes) {
      res.setHeader("Retry-After", String(BUSY_RETRY_AFTER_SECONDS));
      return refuseUnread(req, res, 503, BUSY);
    }
    reserved += bytes;
    res.once("close", () => (reserved -= bytes));
    next();
  };
}
