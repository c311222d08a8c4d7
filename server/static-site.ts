import fs from "node:fs";
import path from "node:path";
import express, { type RequestHandler, type Response } from "express";
import { ADMIN_POLICY, inlineScriptHashes, pagePolicy } from "../site/security";

export const CACHE = {
  /** Files whose name changes with their content: webpack bundles (name-<hash>.js/.css) and static/. */
  immutable: "public, max-age=31536000, immutable",
  /** HTML, page-data and everything else: cached, but checked with the server on every use. */
  revalidate: "public, max-age=0, must-revalidate",
} as const;

const ADMIN_PATH = "/admin/";

// Gatsby's bundles: app-<20 hex>.js, framework-<hash>.js, component---src-pages-…-<hash>.js, styles.<hash>.css.
const HASHED_BUNDLE = /^\/[^/]+[-.][0-9a-f]{20}\.(js|css)(\.map)?$/;

export function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith("/static/") || HASHED_BUNDLE.test(urlPath)) return CACHE.immutable;
  return CACHE.revalidate;
}

/**
 * The Content-Security-Policy header of an HTML file: the same policy as the page's meta tag
 * (its own inline-script hashes, from site/security.ts) plus what only a header can carry.
 * Cached by file and modification time, so a rebuild under a running server stays consistent.
 */
const policies = new Map<string, { mtimeMs: number; policy: string }>();
export function htmlPolicy(file: string, mtimeMs = fs.statSync(file).mtimeMs): string {
  const cached = policies.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.policy;
  const policy = pagePolicy(inlineScriptHashes(fs.readFileSync(file, "utf8")), { header: true });
  policies.set(file, { mtimeMs, policy });
  return policy;
}

/** Serves public/ with the caching rules and each page's policy, as `gatsby serve` would, minus its flaws. */
export function staticSite(publicDir: string): RequestHandler[] {
  const onlyReads: RequestHandler = (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    res.setHeader("Allow", "GET, HEAD");
    res.status(405).type("text/plain").send("Method Not Allowed");
  };

  // Like `gatsby serve` with trailingSlash "always": a page asked for without its slash moves to it.
  const trailingSlash: RequestHandler = (req, res, next) => {
    const urlPath = req.path;
    if (urlPath.endsWith("/") || urlPath.startsWith("//") || path.posix.basename(urlPath).includes(".")) return next();
    const file = path.join(publicDir, decodeSafely(urlPath), "index.html");
    if (!file.startsWith(publicDir + path.sep) || !fs.existsSync(file)) return next();
    const query = req.originalUrl.slice(req.originalUrl.indexOf(urlPath) + urlPath.length);
    res.redirect(301, `${urlPath}/${query.startsWith("?") ? query : ""}`);
  };

  const files = express.static(publicDir, {
    redirect: false,
    dotfiles: "ignore",
    setHeaders(res, file, stat) {
      const urlPath = `/${path.relative(publicDir, file).split(path.sep).join("/")}`;
      res.setHeader("Cache-Control", cacheControlFor(urlPath));
      if (urlPath.startsWith(ADMIN_PATH)) {
        // The visual editor (gatsby/admin.ts): its own policy, and never in a search index.
        res.setHeader("X-Robots-Tag", "noindex");
        if (file.endsWith(".html")) res.setHeader("Content-Security-Policy", ADMIN_POLICY);
      } else if (file.endsWith(".html")) res.setHeader("Content-Security-Policy", htmlPolicy(file, stat.mtimeMs));
    },
  });

  const notFound: RequestHandler = (_req, res) => sendNotFound(res, publicDir);
  return [onlyReads, trailingSlash, files, notFound];
}

export function sendNotFound(res: Response, publicDir: string) {
  const page = path.join(publicDir, "404.html");
  res.status(404);
  res.setHeader("Cache-Control", CACHE.revalidate);
  if (!fs.existsSync(page)) return void res.type("text/plain").send("Not Found");
  res.setHeader("Content-Security-Policy", htmlPolicy(page));
  res.sendFile(page);
}

function decodeSafely(urlPath: string): string {
  try {
    return decodeURIComponent(urlPath);
  } catch {
    return urlPath;
  }
}
