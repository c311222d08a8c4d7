import type { Request, RequestHandler } from "express";
import { hasBody, refuseUnread } from "./functions";

/** Seconds a client refused for want of room is told to wait (Retry-After). */
export const BUSY_RETRY_AFTER_SECONDS = 10;

/** The 503 body, which the forms show as it is. */
export const BUSY = { error: "We are receiving many forms right now. Please try again in a few seconds." } as const;

/** The 408 body: a body that did not start, or came too slowly to finish within the request's time. */
export const TOO_SLOW = {
  error: "The form arrived too slowly and was not received. Check your connection and send it again.",
} as const;

export interface BodyBudgetOptions {
  /** All request bodies being received at once, across all clients, in bytes (BODY_BUDGET_BYTES). */
  totalBytes: number;
  /** What one client address may hold of it at once (BODY_BUDGET_PER_CLIENT_BYTES). */
  perClientBytes: number;
  /** How long a request that announces a body may wait before its first byte arrives. */
  firstByteMs: number;
  /** After firstByteMs, the least average rate a body must keep arriving at, in bytes per second. */
  minBytesPerSecond: number;
  /** The most a body of the request's type may hold (larger ones are refused 413 by the parser, not here). */
  capOf: (req: Request) => number;
}

/**
 * A bound on the request bodies being received at once: each post holds the bytes that have
 * arrived of its body, as they arrive, not what it declares (a post that declares 7 MB and sends
 * nothing holds nothing), until its answer has been sent or its connection is gone; one client
 * address holds at most its share. A body that does not fit answers 503 with Retry-After: before
 * it is read when its declared length exceeds what is free, else as soon as its bytes pass the bound; one that does not start within firstByteMs, or arrives slower than
 * minBytesPerSecond, answers 408. Either way the connection is closed and nothing is kept.
 */
export function bodyBudget(options: BodyBudgetOptions, clientOf: (req: Request) => string): RequestHandler {
  let held = 0;
  const heldBy = new Map<string, number>();
  return (req, res, next) => {
    if (!hasBody(req)) return next();
    const client = clientOf(req);
    let mine = 0;
    let answered = false;
    const started = Date.now();
    const stopWatching = () => {
      req.off("data", arrive);
      clearInterval(watch);
    };
    const refuse = (status: 503 | 408) => {
      stopWatching();
      answered = true;
      if (status === 503) res.setHeader("Retry-After", String(BUSY_RETRY_AFTER_SECONDS));
      refuseUnread(req, res, status, status === 503 ? BUSY : TOO_SLOW);
      // An answer that cannot be written (a client that sends nothing and reads nothing) must not hold the connection either.
      setTimeout(() => req.socket.destroy(), 5_000).unref();
    };
    const fits = (bytes: number) =>
      held + bytes <= options.totalBytes && (heldBy.get(client) ?? 0) + bytes <= options.perClientBytes;
    const arrive = (chunk: Buffer) => {
      if (!fits(chunk.length)) return refuse(503);
      const byClient = heldBy.get(client) ?? 0;
      held += chunk.length;
      heldBy.set(client, byClient + chunk.length);
      mine += chunk.length;
    };
    const watch = setInterval(() => {
      const elapsed = Date.now() - started;
      if (req.complete || answered) return stopWatching();
      if (elapsed < options.firstByteMs) return;
      if (mine === 0 || mine < (options.minBytesPerSecond * elapsed) / 1000) refuse(408);
    }, 250).unref();
    // A declared length that cannot fit in what is free now is refused before a byte is read; one
    // that fits reserves nothing until its bytes come (idle posts that declare much take no room).
    const declared = Math.min(Number(req.headers["content-length"] ?? 0), options.capOf(req));
    if (declared > 0 && !fits(declared)) {
      clearInterval(watch);
      res.setHeader("Retry-After", String(BUSY_RETRY_AFTER_SECONDS));
      return refuseUnread(req, res, 503, BUSY);
    }
    req.on("data", arrive);
    req.once("end", stopWatching);
    res.once("close", () => {
      stopWatching();
      held -= mine;
      const left = (heldBy.get(client) ?? 0) - mine;
      if (left > 0) heldBy.set(client, left);
      else heldBy.delete(client);
    });
    next();
  };
}
