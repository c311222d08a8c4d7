// First-load JavaScript of every built page, shared by `npm run check:js` and `npm run perf`.
// A page loads every script its HTML names (<script src>, <link rel=modulepreload>): the islands'
// entry and what it imports, and, when each is due, the modules of its islands with everything they
// import, named on the entry's `data-island-modules` (plugins/gatsby-plugin-islands/gatsby/pages.ts):
// all of them count, whenever they come.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { ADMIN_DIR } from "../../content-model/cms-config.ts";

const gzipSizes = new Map();
/** gzip size (level 9, as a static host precompresses) of one file under public/. */
export function gzipSize(publicDir, asset) {
  const file = path.join(publicDir, asset.replace(/^\//, "").split(/[?#]/)[0]);
  if (!gzipSizes.has(file)) gzipSizes.set(file, zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length);
  return gzipSizes.get(file);
}

/** Every HTML page of the build, as [route, file]; Gatsby's internal slice fragments are not pages. */
export function htmlPages(publicDir) {
  const walk = (dir) =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      // admin/ is the visual editor (editor/admin.ts): not a page of the site, outside its budgets and checks.
      if (entry.isDirectory()) return entry.name === "_gatsby" || entry.name === ADMIN_DIR ? [] : walk(full);
      return entry.name.endsWith(".html") ? [full] : [];
    });
  return walk(publicDir).map((file) => {
    const relative = path.relative(publicDir, file).split(path.sep).join("/");
    const route = relative === "index.html" ? "/" : `/${relative.replace(/(^|\/)index\.html$/, "$1")}`;
    return [route, file];
  });
}

const attribute = (tag, name) => tag.match(new RegExp(`\\s${name}=["']?([^"'\\s>]+)`, "i"))?.[1];

/** Same-origin script URLs an HTML document loads or preloads. */
export function scriptsOf(html) {
  const urls = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attribute(tag, "src");
    if (src) urls.push(src);
    const modules = /\sdata-island-modules="([^"]*)"/.exec(tag)?.[1];
    if (modules)
      urls.push(...Object.values(JSON.parse(modules.replaceAll("&quot;", '"').replaceAll("&amp;", "&"))).flat());
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (attribute(tag, "rel") ?? "").toLowerCase();
    const as = (attribute(tag, "as") ?? "").toLowerCase();
    if (rel === "modulepreload" || (rel === "preload" && as === "script")) urls.push(attribute(tag, "href"));
  }
  return urls.filter((url) => url && !/^(https?:)?\/\//.test(url));
}

/** [{ route, scripts: [{ url, gzip }], totalGzip }] for every page of the build, heaviest first. */
export function firstLoadJs(publicDir = path.resolve("public")) {
  return htmlPages(publicDir)
    .map(([route, file]) => {
      const urls = new Set(scriptsOf(fs.readFileSync(file, "utf8")));
      const scripts = [...urls].map((url) => ({ url, gzip: gzipSize(publicDir, url) }));
      return { route, scripts, totalGzip: scripts.reduce((sum, script) => sum + script.gzip, 0) };
    })
    .sort((a, b) => b.totalGzip - a.totalGzip || a.route.localeCompare(b.route));
}
