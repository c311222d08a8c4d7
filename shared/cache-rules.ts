/**
 * The two Cache-Control answers of the site, used by the server (server/static-site.ts), the
 * editor's local mode (editor/admin.ts) and the static host's headers (scripts/static-headers.ts).
 */
export const CACHE = {
  /** Files whose name changes with their content: the islands' bundles and everything under static/. */
  immutable: "public, max-age=31536000, immutable",
  /** HTML and everything else: cached, but checked with the server on every use. */
  revalidate: "public, max-age=0, must-revalidate",
} as const;
