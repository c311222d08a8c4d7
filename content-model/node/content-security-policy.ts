import crypto from "node:crypto";
import siteFile from "../../data/site.json";
import type { DataTypes } from "../data-schemas";

// Read by gatsby-config (compiled by Gatsby into .cache/, before the data check runs) and by the
// server: the file as it is bundled, typed by the data rules (the build refuses data they reject).
const site: DataTypes["site"] = siteFile;

/**
 * Google's hosts for GA4 with Consent Mode (Google's CSP guide for the tag): the tag script, its
 * collection requests and its pixel fallback. Allowed only when data/site.json sets
 * `analytics.measurementId`; with none, the policy names no Google host at all.
 */
export function analyticsSources(measurementId: string): Record<string, string[]> {
  if (!measurementId) return { "script-src": [], "img-src": [], "connect-src": [] };
  return {
    "script-src": ["https://*.googletagmanager.com"],
    "img-src": ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
    "connect-src": [
      "https://*.google-analytics.com",
      "https://*.analytics.google.com",
      "https://*.googletagmanager.com",
    ],
  };
}
const ANALYTICS = analyticsSources(site.analytics.measurementId);

/**
 * The one definition of the site's Content-Security-Policy and security headers. It is delivered
 * three ways from here: as gatsby-config `headers` (what deployment adapters apply), as a
 * `<meta http-equiv>` in every built page with the hashes of that page's inline scripts (so
 * `gatsby serve` and any static host enforce it too), and by the production server as a header.
 */
const DIRECTIVES: Record<string, string[]> = {
  "default-src": ["'self'"],
  "script-src": ["'self'", ...ANALYTICS["script-src"]],
  // Inline style attributes (a picture's placeholder colour, the carousel's timing) and each page's
  // <style> elements. No script inserts a style on the public pages any more (decision 0020), so
  // the elements could be allowed by hash (style-src-elem) and only attributes left inline.
  "style-src": ["'self'", "'unsafe-inline'"],
  // gatsby-plugin-image draws its placeholders from data: URLs.
  "img-src": ["'self'", "data:", ...ANALYTICS["img-src"]],
  "font-src": ["'self'"],
  "connect-src": ["'self'", ...ANALYTICS["connect-src"]],
  "manifest-src": ["'self'"],
  "worker-src": ["'self'"],
  "frame-src": ["'none'"],
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'self'"],
};

/** Directives a browser ignores in a meta tag; they only work as a response header. */
const HEADER_ONLY: Record<string, string[]> = { "frame-ancestors": ["'none'"] };

const serialise = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");

/** A script's source in a policy, for its text. */
export const scriptHash = (text: string) =>
  `sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}`;

/** The policy for one page, allowing exactly its inline scripts by hash. */
export function pagePolicy(scriptHashes: readonly string[], { header = false } = {}): string {
  const directives = {
    ...DIRECTIVES,
    "script-src": [...DIRECTIVES["script-src"], ...scriptHashes.map((hash) => `'${hash}'`)],
  };
  return serialise(header ? { ...directives, ...HEADER_ONLY } : directives);
}

/**
 * The policy a static header can carry without knowing a build's inline scripts: it allows inline
 * scripts, and each page's meta policy (enforced together with it) narrows them to that page's hashes.
 */
export function staticHeaderPolicy(): string {
  return serialise({ ...DIRECTIVES, "script-src": [...DIRECTIVES["script-src"], "'unsafe-inline'"], ...HEADER_ONLY });
}

/**
 * The visual editor's own policy (/admin/, editor/admin.ts), measured with Decap CMS in Chromium:
 * its prebuilt bundle and chunks from 'self', inline styles (its Emotion), image previews from
 * blob: and data: URLs, and the GitHub API that production editing commits through. The local
 * proxy is on the same origin. No page of the public site carries this policy.
 */
export const ADMIN_POLICY = serialise({
  ...DIRECTIVES,
  // Decap validates its configuration with Ajv, which compiles each schema into a function: without
  // 'unsafe-eval' the editor stops at start ("Error compiling schema"), measured in Chromium.
  "script-src": ["'self'", "'unsafe-eval'"],
  "img-src": ["'self'", "data:", "blob:", "https://avatars.githubusercontent.com", "https://raw.githubusercontent.com"],
  "connect-src": ["'self'", "https://api.github.com"],
});

/** The editor's policy as a response header: with frame-ancestors, which a meta tag cannot carry. */
export const ADMIN_HEADER_POLICY = `${ADMIN_POLICY}; ${serialise(HEADER_ONLY)}`;

export const SECURITY_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  "Cross-Origin-Opener-Policy": "same-origin",
  // frame-ancestors 'none' for browsers that predate it.
  "X-Frame-Options": "DENY",
} as const;

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g;

/** sha256 hashes of the executable inline scripts in an HTML document (JSON-LD data blocks are not scripts). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (/type=["']?application\/(ld\+)?json/.test(attributes)) continue;
    hashes.add(scriptHash(body));
  }
  return [...hashes];
}

const CSP_META = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/g;

/**
 * Adds the page's CSP meta tag right after the charset, before any script it governs, allowing its
 * inline scripts and `insertedScripts`, the texts of those its own code inserts (which its HTML
 * does not hold). An earlier build's tag is replaced: an incremental build leaves unchanged pages'
 * HTML as it was.
 */
export function withCspMeta(html: string, insertedScripts: readonly string[] = []): string {
  const page = html.replace(CSP_META, "");
  const hashes = new Set([...inlineScriptHashes(page), ...insertedScripts.map(scriptHash)]);
  const meta = `<meta http-equiv="Content-Security-Policy" content="${pagePolicy([...hashes])}"/>`;
  return page.replace(/<head>(<meta charSet="utf-8"\/>)?/i, (head) => `${head}${meta}`);
}

/**
 * The scripts a built page's policy allows by hash: those its meta tag lists (the build's, with the
 * scripts the page's code inserts: withCspMeta), or its inline scripts' for a page without the tag.
 * The server's header and the static host's repeat the page's own policy from this.
 */
export function pageScriptHashes(html: string): string[] {
  const [meta] = html.matchAll(CSP_META);
  if (!meta) return inlineScriptHashes(html);
  const scriptSrc = meta[1].split(";").find((directive) => directive.trim().startsWith("script-src ")) ?? "";
  return [...scriptSrc.matchAll(/'(sha256-[A-Za-z0-9+/=]+)'/g)].map(([, hash]) => hash);
}
