import type { Request, RequestHandler } from "express";

/** Seconds a client over its share is told to wait (Retry-After): its own files in flight finish soon, or are cut. */
export const FILES_RETRY_AFTER_SECONDS = 5;

/**
 * At most `max` files of public/ being sent to one client address at once, from the request's
 * arrival until its answer is sent or its connection is gone; past it, 429 with Retry-After and
 * `Connection: close`, before the file is opened. A browser opens at most 6 connections to a site
 * and has one request in flight on each, so a visitor is never refused. A file sent to a client
 * that does not read it still fills that connection's kernel buffers (about 4 MB on Linux) through
 * the process's 64 kB read buffers, which are freed only at V8's next collection: 300 such readers
 * from one address raised RSS by 76-184 MB before the idle timeout cut them; capped, one address
 * cannot take more than its share. Posts are bounded by the body budget and the rate limit instead.
 */
export function filesPerClient(max: number, clientOf: (req: Request) => string): RequestHandler {
  if (max <= 0) return (_req, _res, next) => next();
  const inFlight = new Map<string, number>();
  return (req, res, next) => {
    const client = clientOf(req);
    const count = inFlight.get(client) ?? 0;
    if (count >= max) {
      res.setHeader("Retry-After", String(FILES_RETRY_AFTER_SECONDS));
      res.setHeader("Cache-Control", "no-store");
      res.setHeader("Connection", "close");
      return void res
        .status(429)
        .type("text/plain")
        .send("Too Many Requests: too many files at once from your address.");
    }
    inFlight.set(client, count + 1);
    res.once("close", () => {
      const left = (inFlight.get(client) ?? 1) - 1;
      if (left > 0) inFlight.set(client, left);
      else inFlight.delete(client);
    });
    next();
  };
}
