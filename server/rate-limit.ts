import type { Request, RequestHandler, Response } from "express";
import { rateLimit as expressRateLimit, ipKeyGenerator, type IncrementResponse, type Store } from "express-rate-limit";
import type { Pool } from "pg";
import { RateLimiterPostgres } from "rate-limiter-flexible";
import { NOT_SAVED, RETRY_AFTER_SECONDS } from "./submissions/contract";
import { errorFields, log } from "./submissions/log";
import { isUnavailable } from "./submissions/unavailable";
import { refuseUnread } from "./body-parsing";

export interface RateLimitOptions {
  /** Requests allowed per client within the window; 0 turns the limit off. */
  max: number;
  windowMs: number;
  /** With DATABASE_URL: count in PostgreSQL, so that every server behind a load balancer shares one count. */
  pool?: Pool;
}

/** A count that failed because the database was away is tried again once, after this pause. */
const COUNT_RETRY_PAUSE_MS = 300;

/** The table the first migration creates, in rate-limiter-flexible's own layout (migrations/). */
export const RATE_LIMIT_TABLE = "rate_limits";

/**
 * express-rate-limit's counter kept in PostgreSQL by rate-limiter-flexible (its RateLimiterPostgres:
 * one upsert per request, expired rows cleared in the background). express-rate-limit still
 * decides, keys and answers, so the limit behaves the same on either store; rate-limiter-flexible
 * only counts: its own ceiling is set out of reach so that `consume` always reports the count.
 */
export function postgresCounter(pool: Pool, windowMs: number): Store {
  const counter = new RateLimiterPostgres({
    storeClient: pool,
    storeType: "pool",
    tableName: RATE_LIMIT_TABLE,
    tableCreated: true,
    points: Number.MAX_SAFE_INTEGER,
    duration: Math.max(1, Math.ceil(windowMs / 1000)),
  });
  return {
    localKeys: false,
    prefix: "forms:",
    async increment(key): Promise<IncrementResponse> {
      // Like a save, counting is tried once more when the database was away for a moment (a restart).
      const result = await counter.consume(`forms:${key}`).catch(async (error: unknown) => {
        if (!isUnavailable(error)) throw error;
        await new Promise((resolve) => setTimeout(resolve, COUNT_RETRY_PAUSE_MS));
        return counter.consume(`forms:${key}`);
      });
      return { totalHits: result.consumedPoints, resetTime: new Date(Date.now() + result.msBeforeNext) };
    },
    async decrement(key) {
      await counter.reward(`forms:${key}`, 1);
    },
    async resetKey(key) {
      await counter.delete(`forms:${key}`);
    },
  };
}

/**
 * express-rate-limit, counting in memory (one server process) or, with a pool, in PostgreSQL
 * (any number of processes): a fixed window per client, keyed by `req.ip` (an IPv6 client by its
 * /56, so that it cannot step around the limit by changing addresses within its own network).
 * Over the limit the answer is 429 with Retry-After (seconds until the client's window ends),
 * before any body is read. Every post the client could have sent differently counts, refused ones
 * too (a 400, a 413, a 408 for a body too slow): a refused post costs the server as much work as
 * an accepted one, and one address repeating a hostile file must meet the limit. Only the
 * server's own 5xx (a database away, no room for bodies) is taken off the count when answered.
 *
 * It fails closed: when the counter cannot be read or written (the database away, its table
 * unusable), the request is refused 503 with Retry-After, before its body is read, and the error is
 * logged; without a count the limit would silently let everything through.
 */
export function rateLimit({ max, windowMs, pool }: RateLimitOptions): RequestHandler {
  // express-rate-limit reads a limit of 0 as "refuse everything"; here 0 means "no limit".
  if (max <= 0) return (_req, _res, next) => next();
  const limiter = expressRateLimit({
    windowMs,
    limit: max,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    skipFailedRequests: true,
    requestWasSuccessful: (_req, res) => res.statusCode < 500,
    keyGenerator: clientKey,
    passOnStoreError: false,
    logger: {
      error: (error, message) => log().error({ event: "rate-limit", ...errorFields(error) }, message ?? "rate limit"),
      warn: () => undefined,
    },
    ...(pool ? { store: postgresCounter(pool, windowMs) } : {}),
    handler: (_req, res) => {
      const retryAfterSeconds = Number(res.getHeader("Retry-After"));
      res.setHeader("Cache-Control", "no-store");
      res.status(429).json({ error: tooManySubmissions(retryAfterSeconds) });
    },
  });
  return (req, res, next) =>
    limiter(req, res, (error?: unknown) => (error === undefined ? next() : counterUnavailable(req, res, error)));
}

/** The client as the limits count it: its address, an IPv6 client by its /56 (its own network). */
export const clientKey = (req: Request): string => ipKeyGenerator(req.ip ?? req.socket.remoteAddress ?? "");

function counterUnavailable(req: Request, res: Response, error: unknown) {
  log().error(
    { event: "rate-limit", ...errorFields(error) },
    "the rate limit's counter cannot be read or written: request refused",
  );
  if (res.headersSent) return void res.end();
  refuseUnread(req, res.setHeader("Retry-After", String(RETRY_AFTER_SECONDS)), 503, NOT_SAVED);
}

/** The 429 answer's message, which the forms show the visitor as it is. */
export function tooManySubmissions(retryAfterSeconds: number): string {
  return `Too many submissions. Please try again in ${Math.max(1, Math.ceil(retryAfterSeconds / 60))} minute(s).`;
}
