import fs from "node:fs";
import path from "node:path";
import express, { type ErrorRequestHandler, type RequestHandler, type Response } from "express";
import { ADMIN_HEADER_POLICY, pagePolicy, pageScriptHashes } from "../content-model/node/content-security-policy";
import { BUILD_ARTEFACT } from "../shared/build-artefacts";
import { CACHE } from "../shared/cache-rules";
import { fileFor, originalFileOf, precompressed, STATIC_FILE, statOf } from "./precompressed";

export { CACHE };

const ADMIN_PATH = "/admin/";

// Gatsby's bundles: app-<20 hex>.js, framework-<hash>.js, component---src-pages-…-<hash>.js, styles.<hash>.css.
const HASHED_BUNDLE = /^\/[^/]+[-.][0-9a-f]{20}\.(js|css)(\.map)?$/;

export function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith("/static/") || HASHED_BUNDLE.test(urlPath)) return CACHE.immutable;
  return CACHE.revalidate;
}

/**
 * The Content-Security-Policy header of an HTML file: the same policy as the page's meta tag
 * (the hashes it lists: its inline scripts' and those its code inserts, from
 * content-model/node/content-security-policy.ts) plus what only a header can carry.
 * Cached by file and modification time, so a rebuild under a running server stays consistent.
 */
const policies = new Map<string, { mtimeMs: number; policy: string }>();
export function htmlPolicy(file: string, mtimeMs = fs.statSync(file).mtimeMs): string {
  const cached = policies.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.policy;
  const policy = pagePolicy(pageScriptHashes(fs.readFileSync(file, "utf8")), { header: true });
  policies.set(file, { mtimeMs, policy });
  return policy;
}

/**
 * The file a request path names, as the file server resolves it: percent-escapes decoded, `.` and
 * `..` segments resolved, repeated slashes collapsed, and a final `index.html` read as its folder
 * ("/careers//x/./index.html" is "/careers/x/"). Checks that depend on the page (a closed
 * position) read this, so that no other spelling of the same file slips past them.
 */
export function canonicalPath(urlPath: string): string {
  const resolved = path.posix.normalize(`/${decodeSafely(urlPath)}`);
  return resolved.endsWith("/index.html") ? resolved.slice(0, -"index.html".length) : resolved;
}

/** A file the build writes for itself (shared/build-artefacts.ts), under any spelling of its path. */
export const isBuildArtefact = (urlPath: string) => BUILD_ARTEFACT.test(canonicalPath(urlPath));

/** The size of the file of public/ a request is about to be sent (a precompressed copy once chosen); 0 if there is none. */
export function sizeOfFile(publicDir: string, urlPath: string): number {
  const file = fileFor(publicDir, urlPath);
  return (file && statOf(file)?.size) || 0;
}

/**
 * Serves public/ with the caching rules and each page's policy, as `gatsby serve` would, minus its
 * flaws. `beforeSending` runs once the file is chosen (a precompressed copy's path is in req.path).
 */
export function staticSite(publicDir: string, beforeSending: RequestHandler): RequestHandler[] {
  const onlyReads: RequestHandler = (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    res.setHeader("Allow", "GET, HEAD");
    res.status(405).type("text/plain").send("Method Not Allowed");
  };

  // Like `gatsby serve` with trailingSlash "always": a page asked for without its slash moves to it.
  // The new address is the page's own path, made from the folder found, never from what was asked:
  // "/\evil.example/../careers" moves to "/careers/", not to a path a browser reads as another host.
  const trailingSlash: RequestHandler = (req, res, next) => {
    const urlPath = req.path;
    if (urlPath.endsWith("/") || urlPath.startsWith("//") || path.posix.basename(urlPath).includes(".")) return next();
    const folder = path.join(publicDir, decodeSafely(urlPath));
    if (!folder.startsWith(publicDir + path.sep) || !fs.existsSync(path.join(folder, "index.html"))) return next();
    const page = `/${path.relative(publicDir, folder).split(path.sep).map(encodeURIComponent).join("/")}/`;
    const query = req.originalUrl.slice(req.originalUrl.indexOf(urlPath) + urlPath.length);
    res.redirect(301, `${page}${query.startsWith("?") ? query : ""}`);
  };

  const artefacts: RequestHandler = (req, res, next) =>
    isBuildArtefact(req.path) ? sendNotFound(res, publicDir) : next();

  const files = express.static(publicDir, {
    redirect: false,
    dotfiles: "ignore",
    // Its refusals (404, and 412 or 416 for a request's conditions or range) go to `refusals` below,
    // not on to the 404 page (which would evaluate the same conditions against itself).
    fallthrough: false,
    setHeaders(res, sent, stat) {
      // A precompressed sibling is sent as the file it was made from: that file's name and type.
      const file = originalFileOf(res, sent);
      if (file !== sent) {
        res.type(path.extname(file));
        stat = fs.statSync(file);
      }
      // A page is compressed as it is sent (ANSWER_COMPRESSION): the build writes no copies of
      // pages, whose number grows with the jobs. Any other file is sent as built.
      if (!file.endsWith(".html")) res.locals[STATIC_FILE] = true;
      const urlPath = `/${path.relative(publicDir, file).split(path.sep).join("/")}`;
      res.setHeader("Cache-Control", cacheControlFor(urlPath));
      if (urlPath.startsWith(ADMIN_PATH)) {
        // The visual editor (editor/admin.ts): its own policy, and never in a search index.
        res.setHeader("X-Robots-Tag", "noindex");
        if (file.endsWith(".html")) res.setHeader("Content-Security-Policy", ADMIN_HEADER_POLICY);
      } else if (file.endsWith(".html"))
        res.setHeader("Content-Security-Policy", htmlPolicy(file, (stat as fs.Stats).mtimeMs));
    },
  });

  // A file's If-Match or If-Unmodified-Since that fails: 412; a Range outside it: 416 with the
  // file's length (Content-Range: bytes */length). Plain answers with the site's headers, no stack.
  const refusals: ErrorRequestHandler = (
    error: { status?: number; headers?: Record<string, string> },
    _req,
    res,
    next,
  ) => {
    if (error.status === 404) return sendNotFound(res, publicDir);
    if (error.status !== 412 && error.status !== 416) return next(error);
    for (const [name, value] of Object.entries(error.headers ?? {})) res.setHeader(name, value);
    res.setHeader("Cache-Control", CACHE.revalidate);
    res
      .status(error.status)
      .type("text/plain")
      .send(error.status === 412 ? "Precondition Failed" : "Range Not Satisfiable");
  };
  return [
    onlyReads,
    trailingSlash,
    artefacts,
    precompressed(publicDir),
    beforeSending,
    files,
    refusals as unknown as RequestHandler,
  ];
}

/**
 * The site's 404 page (or a 500 with it). Sent as a whole, whatever the request's conditions or
 * range: those apply to the page asked for, which this is not.
 */
export function sendNotFound(res: Response, publicDir: string) {
  const page = path.join(publicDir, "404.html");
  if (res.statusCode < 400) res.status(404);
  res.setHeader("Cache-Control", CACHE.revalidate);
  if (!fs.existsSync(page)) return void res.type("text/plain").send("Not Found");
  res.setHeader("Content-Security-Policy", htmlPolicy(page));
  res.type("html").send(fs.readFileSync(page));
}

function decodeSafely(urlPath: string): string {
  try {
    return decodeURIComponent(urlPath);
  } catch {
    return urlPath;
  }
}
