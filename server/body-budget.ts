import type { Request, RequestHandler } from "express";
import { hasBody, refuseUnread } from "./body-parsing";

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
  /**
   * The rate of a real upload (BODY_UPLOAD_BYTES_PER_SECOND): a body arriving slower holds only
   * what has arrived of it, never its declared length, so trickles cannot hold the door.
   */
  uploadBytesPerSecond: number;
  /** The most a body of the request's type may hold (larger ones are refused 413 by the parser, not here). */
  capOf: (req: Request) => number;
}

/** How long a body's declared length counts after its last byte (or its start): then only what arrived counts. */
export const DECLARED_COUNTS_MS = 1_000;
/** A body's first moments, before its pace can be told: its declared length counts, so a burst is refused unread. */
export const PACE_UNKNOWN_MS = 2_000;

interface BodyInFlight {
  client: string;
  declared: number;
  arrived: number;
  startedAt: number;
  lastByteAt: number;
}

/**
 * What a body holds of the budget now: its declared length while its bytes are coming at the pace
 * of a real upload (or it has just started), else only what has arrived. However many addresses
 * trickle just above the minimum rate, together they hold what they sent, not what they promise.
 */
function weight(body: BodyInFlight, now: number, uploadBytesPerSecond: number): number {
  const recent = now - body.lastByteAt < DECLARED_COUNTS_MS;
  const elapsed = now - body.startedAt;
  const keepingPace = elapsed < PACE_UNKNOWN_MS || (body.arrived * 1000) / elapsed >= uploadBytesPerSecond;
  return recent && keepingPace ? Math.max(body.arrived, body.declared) : body.arrived;
}

/**
 * A bound on the request bodies being received at once. A body holds what has arrived of it; while
 * its bytes are coming at a real upload's pace (a byte within DECLARED_COUNTS_MS, or just started)
 * it holds its declared length (at most its type's cap), so that a burst of posts is refused unread
 * rather than parsed and dropped (weight()). A post that declares 7 MB and sends nothing holds it for that moment only, and one
 * client address holds at most its share at any moment (two addresses cannot take the budget
 * even then). A body that does not fit answers 503 with Retry-After: unread when its declared
 * length does not fit, else as soon as its bytes pass the bound. One that does not start within
 * firstByteMs, or arrives slower than minBytesPerSecond, answers 408. Either way the connection is
 * closed and nothing is kept; the body's share is free once its answer is sent or its connection gone.
 */
export function bodyBudget(options: BodyBudgetOptions, clientOf: (req: Request) => string): RequestHandler {
  const bodies = new Set<BodyInFlight>();
  const holding = (client?: string) => {
    const now = Date.now();
    let bytes = 0;
    for (const body of bodies)
      if (client === undefined || body.client === client) bytes += weight(body, now, options.uploadBytesPerSecond);
    return bytes;
  };
  const fits = (client: string, more: number) =>
    holding() + more <= options.totalBytes && holding(client) + more <= options.perClientBytes;
  return (req, res, next) => {
    if (!hasBody(req)) return next();
    const started = Date.now();
    const declared = Math.min(Number(req.headers["content-length"] ?? 0), options.capOf(req));
    const body: BodyInFlight = { client: clientOf(req), declared, arrived: 0, startedAt: started, lastByteAt: started };
    if (!fits(body.client, declared)) {
      res.setHeader("Retry-After", String(BUSY_RETRY_AFTER_SECONDS));
      return refuseUnread(req, res, 503, BUSY);
    }
    bodies.add(body);
    let answered = false;
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
    const arrive = (chunk: Buffer) => {
      // What the body would hold with this chunk, less what it holds now, has to fit: coming back
      // after a pause at an upload's pace, that is the rest of its declared length again.
      const now = Date.now();
      const before = weight(body, now, options.uploadBytesPerSecond);
      const next = { ...body, arrived: body.arrived + chunk.length, lastByteAt: now };
      const more = weight(next, now, options.uploadBytesPerSecond) - before;
      if (more > 0 && !fits(body.client, more)) return refuse(503);
      body.arrived = next.arrived;
      body.lastByteAt = now;
    };
    const watch = setInterval(() => {
      const elapsed = Date.now() - started;
      if (req.complete || answered) return stopWatching();
      if (elapsed < options.firstByteMs) return;
      if (body.arrived === 0 || body.arrived < (options.minBytesPerSecond * elapsed) / 1000) refuse(408);
    }, 250).unref();
    req.on("data", arrive);
    req.once("end", stopWatching);
    res.once("close", () => {
      stopWatching();
      bodies.delete(body);
    });
    next();
  };
}
