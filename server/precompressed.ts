import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import type { RequestHandler } from "express";
import { LEVELS, PRECOMPRESSED } from "../shared/precompressed-encodings";

/** Marks a response as a file of public/ sent as it was built: compression() leaves it alone. */
export const STATIC_FILE = "staticFile";

/**
 * What compression() makes of the answers that have no copy from the build: the pages' HTML (one
 * page and one apply page per job: the build writes no copies of them) and the server's own
 * answers, at the content's levels.
 */
export const ANSWER_COMPRESSION = {
  level: LEVELS.content.gzip,
  brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: LEVELS.content.br } },
} as const;

/**
 * Before express.static: a GET or HEAD for a file (a folder's index.html included) that has a
 * precompressed sibling in an encoding the request accepts is answered with that sibling,
 * by rewriting the request's path to it; the file server then sends it with its own length, ETag
 * and ranges, and its `setHeaders` takes the original name from `originalFileOf`. Every such
 * answer, and every answer for a file with siblings, says `Vary: Accept-Encoding`. A sibling older
 * than its file (public/ changed after the build) is not used.
 */
export function precompressed(publicDir: string): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const file = fileFor(publicDir, req.path);
    const stat = file ? statOf(file) : undefined;
    if (!file || !stat?.isFile()) return next();
    const siblings = PRECOMPRESSED.filter(({ suffix }) => (statOf(file + suffix)?.mtimeMs ?? -1) >= stat.mtimeMs);
    if (!siblings.length) return next();
    res.vary("Accept-Encoding");
    // The server's order among those the request accepts at all: browsers list gzip before br
    // ("gzip, deflate, br, zstd") with equal weight, and brotli is the smaller.
    const chosen = siblings.find(({ encoding }) => req.acceptsEncodings(encoding) === encoding);
    if (!chosen) return next();
    res.setHeader("Content-Encoding", chosen.encoding);
    const queryAt = req.url.indexOf("?");
    const query = queryAt < 0 ? "" : req.url.slice(queryAt);
    req.url = `/${path
      .relative(publicDir, file + chosen.suffix)
      .split(path.sep)
      .map(encodeURIComponent)
      .join("/")}${query}`;
    next();
  };
}

/** The file a precompressed sibling was made from (for the headers that depend on it), or the file itself. */
export function originalFileOf(res: { getHeader(name: string): unknown }, file: string): string {
  const encoding = res.getHeader("Content-Encoding");
  const sibling = PRECOMPRESSED.find((each) => each.encoding === encoding && file.endsWith(each.suffix));
  return sibling ? file.slice(0, -sibling.suffix.length) : file;
}

/** The file of public/ a request path names, as express.static resolves it, or undefined outside public/. */
export function fileFor(publicDir: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes("\0")) return undefined;
  const file = path.join(publicDir, decoded.endsWith("/") ? `${decoded}index.html` : decoded);
  return file.startsWith(publicDir + path.sep) ? file : undefined;
}

export function statOf(file: string): fs.Stats | undefined {
  try {
    return fs.statSync(file);
  } catch {
    return undefined;
  }
}
