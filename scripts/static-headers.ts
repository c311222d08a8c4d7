/**
 * `public/_headers`: the headers a static host must send with public/ when the pages are served
 * without this repository's server (Netlify and Cloudflare Pages read this file as it is; for
 * nginx, each block is an `add_header` per `location`). Written at the end of `npm run build` from
 * the server's own rules, so the two cannot drift: the security headers (SECURITY_HEADERS), each
 * page's Content-Security-Policy with its inline scripts' hashes (htmlPolicy), the editor's policy,
 * and the cache rule of every file (cacheControlFor: content-hashed files a year and immutable,
 * the rest revalidated). The form endpoints, résumé links and health checks stay on the server,
 * which ALLOWED_ORIGINS lets the static origin post to (docs/server.md, Deployment).
 */
import fs from "node:fs";
import path from "node:path";
import { ADMIN_HEADER_POLICY, SECURITY_HEADERS } from "../content-model/node/content-security-policy";
import { CACHE, cacheControlFor, htmlPolicy } from "../server/static-site";

const PUBLIC = path.resolve(__dirname, "..", "public");

function* filesIn(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesIn(file);
    else yield file;
  }
}

const block = (pattern: string, headers: Record<string, string>) =>
  [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n");

// Hosts merge every block that matches a path, joining repeated headers: so Cache-Control is given
// per file, never in the catch-all, where it would be joined with the immutable files' own.
const blocks = [block("/*", SECURITY_HEADERS)];
let pages = 0;
let immutable = 0;
for (const file of filesIn(PUBLIC)) {
  const urlPath = `/${path.relative(PUBLIC, file).split(path.sep).join("/")}`;
  if (/\.(br|gz)$/.test(urlPath) || urlPath === "/_headers") continue;
  if (urlPath.startsWith("/admin/")) continue;
  if (urlPath.endsWith(".html")) {
    const headers = { "Content-Security-Policy": htmlPolicy(file), "Cache-Control": CACHE.revalidate };
    blocks.push(block(urlPath, headers));
    if (urlPath.endsWith("/index.html")) blocks.push(block(urlPath.slice(0, -"index.html".length), headers));
    pages += 1;
  } else if (cacheControlFor(urlPath) === CACHE.immutable) {
    blocks.push(block(urlPath, { "Cache-Control": CACHE.immutable }));
    immutable += 1;
  }
}
blocks.push(block("/admin/*", { "Content-Security-Policy": ADMIN_HEADER_POLICY, "X-Robots-Tag": "noindex" }));
fs.writeFileSync(path.join(PUBLIC, "_headers"), `${blocks.join("\n")}\n`);
console.log(`public/_headers: ${pages} pages with their policy, ${immutable} immutable files`);
