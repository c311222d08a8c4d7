import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import express, { type Router } from "express";
import type { GatsbyNode } from "gatsby";
import { buildSync } from "esbuild";
import { registerLocalFs } from "decap-server/dist/middlewares";
import { ADMIN_DIR, cmsConfig } from "./cms-config";
import { checkDataDir } from "./check-data";
import { jsonSchemas } from "./json-schemas";
import { ADMIN_HEADER_POLICY, ADMIN_POLICY } from "./security";

/**
 * The visual editor at /admin/: Decap CMS's prebuilt bundle (it carries its own React 19, and is
 * not part of the site's JavaScript), the page that loads it, and its configuration generated
 * from the data rules. None of it is a Gatsby page: no public page links to or loads it, and the
 * sitemap, the page checks and the JavaScript budget leave it out.
 */
export { ADMIN_DIR, LOCAL_BACKEND_PATH } from "./cms-config";

/**
 * The `decap-cms` npm package's own dist/ is what its docs serve from a CDN. Installing the package
 * would add 730 packages (React 19 among them) to the site's tree; only its prebuilt files are
 * needed, so the build takes them from the registry tarball (npm pack, integrity pinned).
 */
export const DECAP = {
  version: "3.16.3",
  integrity: "sha512-hf+dPlCh7TJmWl8+6VRzHYOWhri5xgUknrZbDewaWe4s9B7xJ8PQugp2QHeSldMUKzav6+z0oIpwUYhUJDYtYw==",
};

/** Where production editing commits: set CMS_REPO (owner/name) and CMS_BRANCH for the GitHub backend. */
export const cmsBackend = () => ({
  repo: process.env.CMS_REPO ?? "nexora-technologies/website",
  branch: process.env.CMS_BRANCH ?? "main",
});

/** The folder holding decap-cms.js, its chunks and wasm files, fetched and unpacked once. */
export function decapBundleDir(cacheRoot = path.resolve("node_modules/.cache")): string {
  const dir = path.join(cacheRoot, `decap-cms-${DECAP.version}`);
  if (fs.existsSync(path.join(dir, "decap-cms.js"))) return dir;
  fs.mkdirSync(cacheRoot, { recursive: true });
  const work = fs.mkdtempSync(path.join(cacheRoot, "decap-"));
  try {
    const [{ filename }] = JSON.parse(
      execFileSync("npm", ["pack", `decap-cms@${DECAP.version}`, "--json", "--pack-destination", work], {
        encoding: "utf8",
        stdio: ["ignore", "pipe", "ignore"],
      }),
    ) as { filename: string }[];
    const tarball = path.join(work, filename);
    const integrity = `sha512-${crypto.createHash("sha512").update(fs.readFileSync(tarball)).digest("base64")}`;
    if (integrity !== DECAP.integrity)
      throw new Error(`decap-cms@${DECAP.version}: the tarball's integrity ${integrity} is not the pinned one`);
    execFileSync("tar", [
      "-xzf",
      tarball,
      "-C",
      work,
      "--wildcards",
      "package/dist/*decap-cms.js",
      "package/dist/*.wasm",
      "package/dist/decap-cms.js.LICENSE.txt",
    ]);
    fs.rmSync(dir, { recursive: true, force: true });
    fs.renameSync(path.join(work, "package", "dist"), dir);
    return dir;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/**
 * Decap's login screen centres its logo and button in a fixed-height box: below about 420 px
 * wide the logo overlaps the button. Stacked, sized to the screen, they keep apart.
 */
const LOGIN_STYLE = `@media (max-width: 30em) {
  section:has(> button) { padding: 1.5rem 1rem; }
  section:has(> button) > span:first-of-type { position: static; display: block; height: auto; width: min(18rem, 80vw); margin: 0 auto 2rem; }
  section:has(> button) > span:first-of-type svg { width: 100%; height: auto; }
  section:has(> button) > button { position: static; margin: 0 auto; max-width: 100%; }
}`;

/** The admin page: no inline script, its own policy, never indexed. */
export function adminPage(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${ADMIN_POLICY}">
<meta name="robots" content="noindex, nofollow">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Content editor</title>
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

/**
 * src/admin/ bundled for the browser with esbuild: the previews bring the site's components with
 * the site's React and Emotion (about 0.5 s). Gatsby's Link is a plain link there.
 */
export function adminScript(root = path.resolve(__dirname, "..")): string {
  const result = buildSync({
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
    alias: { gatsby: path.join(root, "src/admin/gatsby-link.tsx") },
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "silent",
  });
  return result.outputFiles[0].text;
}

/** config.yml, written as JSON (which YAML reads as it is), from the rules and today's data. */
export function adminConfig(dataDir = path.resolve("data")): string {
  const { files, problems } = checkDataDir(dataDir);
  if (problems.length) throw new Error(`The editor's configuration needs valid data: ${problems[0]}`);
  return `# Generated by gatsby/admin.ts from the data rules (gatsby/data-schemas.ts); do not edit.\n${JSON.stringify(cmsConfig(jsonSchemas(files), cmsBackend()), null, 2)}\n`;
}

/** Writes public/admin/: the page, the configuration and Decap's files. */
export function writeAdmin(publicDir: string) {
  const target = path.join(publicDir, ADMIN_DIR);
  fs.rmSync(target, { recursive: true, force: true });
  fs.cpSync(decapBundleDir(), target, { recursive: true });
  fs.writeFileSync(path.join(target, "index.html"), adminPage());
  fs.writeFileSync(path.join(target, ADMIN_SCRIPT), adminScript());
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
  const script = adminScript();
  admin.get(`/${ADMIN_SCRIPT}`, (_req, res) => res.type("text/javascript").send(script));
  // Regenerated on each load, so a department added a moment ago is in the form.
  admin.get("/config.yml", (_req, res) => res.type("text/yaml").send(adminConfig(path.join(repoDir, "data"))));
  admin.use(express.static(decapBundleDir(), { index: false }));
  process.env.GIT_REPO_DIRECTORY = repoDir;
  await registerLocalFs(admin, { logLevel: "warn" });
  app.get(`/${ADMIN_DIR}`, (req, res, next) => (req.path.endsWith("/") ? next() : res.redirect(301, `/${ADMIN_DIR}/`)));
  app.use(`/${ADMIN_DIR}`, admin);
}

export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = async ({ app }) => {
  await mountLocalEditing(app as Router, path.resolve("."));
};
