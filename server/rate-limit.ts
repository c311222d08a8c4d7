import type { RequestHandler } from "express";

export interface RateLimitOptions {
  /** Requests allowed per client within the window; 0 turns the limit off. */
  max: number;
  windowMs: number;
}

/**
 * A per-client sliding window kept in memory (one server process; see docs/server.md for more).
 * Over the limit the answer is 429 with Retry-After (seconds until the oldest request leaves
 * the window), before any body is read.
 */
export function rateLimit({ max, windowMs }: RateLimitOptions, now = () => Date.now()): RequestHandler {
  const hits = new Map<string, number[]>();
  let lastSweep = now();
  return (req, res, next) => {
    if (max <= 0) return next();
    const time = now();
    if (time - lastSweep > windowMs) {
      for (const [key, times] of hits) if (times[times.length - 1] <= time - windowMs) hits.delete(key);
      lastSweep = time;
    }
    const key = req.ip ?? "unknown";
    const recent = (hits.get(key) ?? []).filter((at) => at > time - windowMs);
    if (recent.length >= max) {
      const retryAfter = Math.max(1, Math.ceil((recent[0] + windowMs - time) / 1000));
      hits.set(key, recent);
      res.setHeader("Retry-After", String(retryAfter));
      res.setHeader("Cache-Control", "no-store");
      res.status(429).json({ error: `Too many submissions. Please try again in ${Math.ceil(retryAfter / 60)} minute(s).` });
      return;
    }
    recent.push(time);
    hits.set(key, recent);
    next();
  };
}
