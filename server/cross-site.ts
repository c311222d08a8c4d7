import type { RequestHandler } from "express";
import { refuseUnread } from "./body-parsing";

/** The 403 body for a form posted from another site's page. */
export const CROSS_SITE_REFUSED = {
  error: "This form can only be sent from our own website, not from another site.",
} as const;

/**
 * Refuses a form posted from another site's page. Without this, any page could make its visitors'
 * browsers submit our forms, each from the visitor's own address (around the rate limit). The
 * forms post to their own origin, so the check is the one Go's http.CrossOriginProtection makes
 * (no token, no cookie), from what browsers send with every request:
 * - `Sec-Fetch-Site: same-origin` (or `none`, typed by the user) passes; any other value passes
 *   only with an `Origin` listed in `allowedOrigins` (ALLOWED_ORIGINS);
 * - a browser without Fetch Metadata passes when its `Origin` is listed or names the host it
 *   asked (`Host`);
 * - a request with neither header does not come from a web page (curl, a server) and passes.
 * The answer is 403 before the body is read and before the rate limit counts the request.
 */
export function refuseCrossSite(allowedOrigins: readonly string[]): RequestHandler {
  const allowed = new Set(allowedOrigins);
  return (req, res, next) => {
    const site = req.headers["sec-fetch-site"];
    const origin = req.headers.origin;
    if (site === "same-origin" || site === "none") return next();
    if (origin && allowed.has(origin)) return next();
    if (!site && (!origin || hostOf(origin) === req.headers.host)) return next();
    refuseUnread(req, res, 403, CROSS_SITE_REFUSED);
  };
}

function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined; // "null" (a sandboxed frame, a local file) or garbage: matches no host
  }
}

/** ALLOWED_ORIGINS: comma-separated origins (`https://www.example.com`), each checked and written as browsers send it. */
export function parseAllowedOrigins(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((each) => each.trim())
    .filter(Boolean)
    .map((each) => {
      const url = new URL(each); // throws on what is not an address: the server does not start
      if (url.origin === "null" || url.pathname !== "/" || url.search || url.hash)
        throw new Error(`ALLOWED_ORIGINS: "${each}" is not an origin (scheme://host[:port], nothing after it)`);
      return url.origin;
    });
}
