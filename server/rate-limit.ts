import type { RequestHandler } from "express";
import { rateLimit as expressRateLimit } from "express-rate-limit";

export interface RateLimitOptions {
  /** Requests allowed per client within the window; 0 turns the limit off. */
  max: number;
  windowMs: number;
}

/**
 * express-rate-limit with its in-memory store (one server process; see docs/server.md for more):
 * a fixed window per client, keyed by `req.ip` (an IPv6 client by its /56, so that it cannot
 * step around the limit by changing addresses within its own network). Over the limit the answer
 * is 429 with Retry-After (seconds until the client's window ends), before any body is read.
 */
export function rateLimit({ max, windowMs }: RateLimitOptions): RequestHandler {
  // express-rate-limit reads a limit of 0 as "refuse everything"; here 0 means "no limit".
  if (max <= 0) return (_req, _res, next) => next();
  return expressRateLimit({
    windowMs,
    limit: max,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    handler: (_req, res) => {
      const retryAfterSeconds = Number(res.getHeader("Retry-After"));
      res.setHeader("Cache-Control", "no-store");
      res.status(429).json({ error: `Too many submissions. Please try again in ${Math.max(1, Math.ceil(retryAfterSeconds / 60))} minute(s).` });
    },
  });
}
