import type { Request, RequestHandler } from "express";

/** Seconds a client over its share is told to wait (Retry-After): its own files in flight finish soon, or are cut. */
export const FILE_SHARE_RETRY_AFTER_SECONDS = 5;

/**
 * A bound on the bytes of public/'s files being sent to one client address at once: a file holds
 * its size (`sizeOf`, what is sent: a precompressed copy's) from the request's arrival until its
 * answer is sent or its connection is gone. One that does not fit beside the client's files in
 * flight is refused 429 with Retry-After and `Connection: close`, before it is opened; a client
 * with nothing in flight is always served, whatever the file's size.
 *
 * Why bytes: a file sent to a client that does not read it still fills that connection's kernel
 * buffers (about 4 MB on Linux) through the process's 64 kB read buffers, which V8 frees only at
 * its next collection, so what a reader costs grows with the file's size up to that. A browser's
 * page, its 6 connections and all, holds a few hundred kB; the editor's bundle is 5 MB (1 MB as
 * brotli); 300 readers of that bundle from one address no longer each take their 4 MB.
 */
export function fileShare(
  maxBytes: number,
  clientOf: (req: Request) => string,
  sizeOf: (req: Request) => number,
): RequestHandler {
  if (maxBytes <= 0) return (_req, _res, next) => next();
  const holding = new Map<string, number>();
  return (req, res, next) => {
    const client = clientOf(req);
    const held = holding.get(client) ?? 0;
    const size = sizeOf(req);
    if (held > 0 && held + size > maxBytes) {
      res.setHeader("Retry-After", String(FILE_SHARE_RETRY_AFTER_SECONDS));
      res.setHeader("Cache-Control", "no-store");
      res.setHeader("Connection", "close");
      return void res
        .status(429)
        .type("text/plain")
        .send("Too Many Requests: too many files at once from your address.");
    }
    holding.set(client, held + size);
    res.once("close", () => {
      const left = (holding.get(client) ?? size) - size;
      if (left > 0) holding.set(client, left);
      else holding.delete(client);
    });
    next();
  };
}
