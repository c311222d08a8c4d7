/**
 * The server's build (part of `npm run build`): server/index.ts and the operators' commands
 * (scripts/ops/submissions.ts, scripts/ops/db-migrate.ts) compiled by esbuild into dist/, so that
 * `npm ci --omit=dev && npm run serve` runs them with plain Node: no TypeScript at run time, no
 * compiling at each start. Packages stay outside the bundle and are loaded from node_modules;
 * each one must therefore be in package.json `dependencies` (a devDependency is missing from a
 * production install), which this build checks and refuses otherwise.
 */
import { builtinModules } from "node:module";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SERVER_BUILD = path.join(ROOT, "dist");
const ENTRIES = {
  server: "server/index.ts",
  submissions: "scripts/ops/submissions.ts",
  "db-migrate": "scripts/ops/db-migrate.ts",
  // The résumé check's worker thread, loaded from beside the server (server/submissions/resume/content.ts).
  "resume-worker": "server/submissions/resume/resume-worker.ts",
};

const started = Date.now();
const result = await esbuild.build({
  absWorkingDir: ROOT,
  entryPoints: ENTRIES,
  outdir: SERVER_BUILD,
  outExtension: { ".js": ".cjs" },
  bundle: true,
  platform: "node",
  format: "cjs",
  target: "node22",
  packages: "external",
  sourcemap: "linked",
  metafile: true,
  logLevel: "warning",
});

const { dependencies = {} } = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8"));
const builtins = new Set(builtinModules);
const packageOf = (specifier) =>
  specifier
    .split("/")
    .slice(0, specifier.startsWith("@") ? 2 : 1)
    .join("/");
const missing = new Map();
const required = new Set();
for (const [file, input] of Object.entries(result.metafile.inputs))
  for (const { path: specifier, external } of input.imports) {
    // A relative import esbuild lists as external is one it elided (used only as a type).
    if (!external || /^[./]/.test(specifier) || specifier.startsWith("node:") || builtins.has(specifier)) continue;
    const name = packageOf(specifier);
    required.add(name);
    if (!Object.hasOwn(dependencies, name)) missing.set(name, file);
  }
// What the bundles load from node_modules: the deploy artifact installs these and nothing else (build-artifact.mjs).
fs.writeFileSync(path.join(SERVER_BUILD, "packages.json"), `${JSON.stringify([...required].sort(), null, 2)}\n`);
if (missing.size) {
  for (const [name, file] of missing)
    console.error(`The server imports ${name} (from ${file}), which is not in package.json dependencies.`);
  console.error("A production install (npm ci --omit=dev) would not have it: move it to dependencies.");
  process.exit(1);
}
console.log(
  `Server built into ${path.relative(ROOT, SERVER_BUILD)}/ (${Object.keys(ENTRIES).join(", ")}) in ${Date.now() - started} ms`,
);
