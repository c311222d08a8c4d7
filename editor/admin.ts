import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import express, { type Router } from "express";
import { build, type Plugin } from "esbuild";
import { registerLocalFs } from "decap-server/dist/middlewares";
import { ADMIN_DIR, cmsConfig, IMAGE_FOLDERS, IMAGES_DIR, PREVIEW_IMAGES } from "../content-model/cms-config";
import { checkDataDir } from "../content-model/node/check-data";
import { jsonSchemas } from "../content-model/json-schemas";
import { readData } from "../content-model/node/load-data";
import { ADMIN_HEADER_POLICY, ADMIN_POLICY } from "../content-model/node/content-security-policy";
import { CACHE } from "../shared/cache-rules";
import { TYPEFACE } from "../shared/typeface";

/**
 * The visual editor at /admin/: Decap CMS's prebuilt bundle (it carries its own React 19, and is
 * not part of the site's JavaScript), the page that loads it, and its configuration generated
 * from the data rules. None of it is a Gatsby page: no public page links to or loads it, and the
 * sitemap, the page checks and the JavaScript budget leave it out.
 */
export { ADMIN_DIR, LOCAL_BACKEND_PATH } from "../content-model/cms-config";

/**
 * Decap CMS is an ordinary dependency (`decap-cms` in package.json and package-lock.json), so the
 * build needs no registry and `npm outdated` / `npm audit` see it. Only its prebuilt dist/ is
 * served (it carries its own React 19); the site never imports it.
 */
// Resolved at run time from the project, not by the bundler Gatsby compiles gatsby-node with.
const decapDist = () =>
  path.dirname(createRequire(path.resolve("package.json")).resolve("decap-cms/dist/decap-cms.js"));
/** Decap's files /admin/ serves: the bundle, its numbered chunks, its wasm files and its licence. */
const isDecapFile = (name: string) => /(^|\.)decap-cms\.js$|\.wasm$|^decap-cms\.js\.LICENSE\.txt$/.test(name);

/** Where production editing commits: set CMS_REPO (owner/name) and CMS_BRANCH for the GitHub backend. */
export const cmsBackend = () => ({
  repo: process.env.CMS_REPO ?? "nexora-technologies/website",
  branch: process.env.CMS_BRANCH ?? "main",
});

/**
 * Decap's login screen centres its logo and button in a fixed-height box: the button touches the
 * logo at any width, and below about 420 px the logo overlaps it. Stacked, sized to the screen,
 * they keep apart.
 */
const LOGIN_STYLE = `section:has(> button) { padding: 1.5rem 1rem; }
section:has(> button) > span:first-of-type { position: static; display: block; height: auto; width: min(18rem, 80vw); margin: 0 auto 2rem; }
section:has(> button) > span:first-of-type svg { width: 100%; height: auto; }
section:has(> button) > button { position: static; margin: 0 auto; max-width: 100%; }`;

/**
 * The admin page: no inline script, its own policy, never indexed. Its icon is empty, so the
 * browser does not ask `npm run cms` (which serves no site) for /favicon.ico and log a 404.
 */
export function adminPage(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${ADMIN_POLICY}">
<meta name="robots" content="noindex, nofollow">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Content editor</title>
<link rel="icon" href="data:,">
<link href="config.yml" type="text/yaml" rel="cms-config-url">
<style>
${LOGIN_STYLE}
</style>
</head>
<body>
<script src="${ADMIN_SCRIPT}"></script>
<script src="decap-cms.js"></script>
</body>
</html>
`;
}

/** The editor's own script (src/admin/index.ts): formats, widgets, the slug, the previews, Decap's start. */
export const ADMIN_SCRIPT = "editor.js";

/** A PNG's size, from its header (the illustrations are PNGs; the rules refuse other paths' formats than png, jpg, webp). */
function pngSize(file: string): { width: number; height: number } | null {
  const header = fs.readFileSync(file).subarray(0, 24);
  return header.toString("latin1", 12, 16) === "IHDR"
    ? { width: header.readUInt32BE(16), height: header.readUInt32BE(20) }
    : null;
}

/**
 * Data the preview takes from data/ as it is when the script is bundled, which JSON imports
 * cannot name: the home page's service tiles in their order (a folder of files), the sizes of
 * the services' illustrations, the services' titles and the case studies (the previews name them by slug).
 */
function siteDataPlugin(dataDir: string, imagesDir: string): Plugin {
  const services = () => readData(dataDir, ["services", "service-order"]);
  const modules: Record<string, () => unknown> = {
    "service-titles": () =>
      Object.fromEntries(Object.values(services().services).map((service) => [service.slug, service.title])),
    "case-studies": () =>
      Object.fromEntries(
        Object.values(readData(dataDir, ["case-studies"])["case-studies"]).map((study) => [study.slug, study]),
      ),
    "home-tiles": () => {
      const { services: bySlug, "service-order": order } = services();
      return order.home.map((slug) => Object.values(bySlug).find((service) => service.slug === slug));
    },
    pictures: () =>
      Object.fromEntries(
        Object.values(IMAGE_FOLDERS).map((folder) => [
          folder,
          fs
            .readdirSync(path.join(imagesDir, folder))
            .filter((name) => /\.(png|jpg|webp)$/.test(name))
            .sort()
            .map((name) => `${folder}/${name}`),
        ]),
      ),
    "image-sizes": () =>
      Object.fromEntries(
        Object.values(services().services).map((service) => [
          service.image,
          pngSize(path.join(imagesDir, service.image)),
        ]),
      ),
  };
  return {
    name: "site-data",
    setup(build) {
      build.onResolve({ filter: /^site-data:/ }, (args) => ({ path: args.path, namespace: "site-data" }));
      build.onLoad({ filter: /.*/, namespace: "site-data" }, (args) => ({
        contents: JSON.stringify(modules[args.path.slice("site-data:".length)]()),
        loader: "json",
      }));
    },
  };
}

/**
 * src/admin/ bundled for the browser with esbuild: the previews bring the site's components with
 * the site's React and Emotion (about 0.5 s). Gatsby's Link is a plain link there.
 */
// The checkout is the working directory, as for every build step (Gatsby builds there, npm runs its scripts there).
export async function adminScript(root = path.resolve("."), dataDir = path.join(root, "data")) {
  const result = await build({
    entryPoints: [path.join(root, "src/admin/index.ts")],
    bundle: true,
    write: false,
    format: "iife",
    platform: "browser",
    target: "es2020",
    minify: true,
    legalComments: "none",
    jsx: "automatic",
    jsxImportSource: "@emotion/react",
    alias: { gatsby: path.join(root, "src/admin/gatsby-stand-in.ts") },
    define: { "process.env.NODE_ENV": '"production"' },
    plugins: [siteDataPlugin(dataDir, path.join(dataDir, "..", IMAGES_DIR))],
    logLevel: "silent",
  });
  return result.outputFiles[0].text;
}

/** config.yml, written as JSON (which YAML reads as it is), from the rules and today's data. */
export function adminConfig(dataDir = path.resolve("data")): string {
  const { files, problems } = checkDataDir(dataDir);
  if (problems.length) throw new Error(`The editor's configuration needs valid data: ${problems[0]}`);
  return `# Generated by editor/admin.ts from the data rules (content-model/data-schemas.ts); do not edit.\n${JSON.stringify(cmsConfig(jsonSchemas(files), cmsBackend()), null, 2)}\n`;
}

/** Writes public/admin/: the page, the configuration and Decap's files. */
export async function writeAdmin(publicDir: string) {
  const target = path.join(publicDir, ADMIN_DIR);
  fs.rmSync(target, { recursive: true, force: true });
  fs.mkdirSync(target, { recursive: true });
  const dist = decapDist();
  for (const name of fs.readdirSync(dist).filter(isDecapFile))
    fs.copyFileSync(path.join(dist, name), path.join(target, name));
  for (const folder of Object.values(IMAGE_FOLDERS))
    fs.cpSync(path.resolve(IMAGES_DIR, folder), path.join(target, PREVIEW_IMAGES, folder), { recursive: true });
  fs.writeFileSync(path.join(target, "index.html"), adminPage());
  fs.writeFileSync(path.join(target, ADMIN_SCRIPT), await adminScript());
  fs.writeFileSync(path.join(target, "config.yml"), adminConfig());
}

/**
 * /admin/ for editing on one's own machine, with decap-server's proxy mounted on the same origin
 * at /admin/api/v1 (so the page's policy needs no other origin): it reads and writes the files of
 * `repoDir` (this checkout) as they are. Used by `npm run develop` and `npm run cms`; never by the
 * production server, where editing goes through the Git host.
 */
export async function mountLocalEditing(app: Router, repoDir: string) {
  const admin = express.Router();
  admin.get("/", (_req, res) => {
    res.setHeader("Content-Security-Policy", ADMIN_HEADER_POLICY);
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("X-Robots-Tag", "noindex");
    res.type("html").send(adminPage());
  });
  const script = await adminScript(repoDir, path.join(repoDir, "data"));
  admin.get(`/${ADMIN_SCRIPT}`, (_req, res) => res.type("text/javascript").send(script));
  // Regenerated on each load, so a department added a moment ago is in the form.
  admin.get("/config.yml", (_req, res) => res.type("text/yaml").send(adminConfig(path.join(repoDir, "data"))));
  admin.use(`/${PREVIEW_IMAGES}`, express.static(path.join(repoDir, IMAGES_DIR), { index: false }));
  const decapFiles = express.static(decapDist(), { index: false });
  admin.use((req, res, next) => (isDecapFile(path.basename(req.path)) ? decapFiles(req, res, next) : next()));
  process.env.GIT_REPO_DIRECTORY = repoDir;
  await registerLocalFs(admin, { logLevel: "warn" });
  // The preview draws in the site's typeface at the address the pages name. No build runs here, so
  // it is fontsource's whole file, of which the build's cut (gatsby/typeface-file.ts) is a part:
  // the same faces for every character and weight the site uses.
  const typeface = createRequire(path.join(repoDir, "package.json")).resolve(TYPEFACE.source);
  app.get(TYPEFACE.url, (_req, res) => {
    res.setHeader("Cache-Control", CACHE.immutable);
    res.type("font/woff2").sendFile(typeface);
  });
  app.get(`/${ADMIN_DIR}`, (req, res, next) => (req.path.endsWith("/") ? next() : res.redirect(301, `/${ADMIN_DIR}/`)));
  app.use(`/${ADMIN_DIR}`, admin);
}
