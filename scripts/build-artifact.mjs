/**
 * The deploy artifact (the end of `npm run build`): deploy/out/ holds what a production host needs
 * and nothing else: the compiled server, its worker and commands (dist/), public/ (the static site),
 * the data/ the server reads, the migrations, `.env.example`, and a package.json with a lock file
 * naming only the packages the server loads (dist/packages.json, written by build-server.mjs),
 * pinned to the versions this build used. `npm ci` in that folder alone installs them: no Gatsby,
 * no Decap, no TypeScript (decision 0016). public/ can also go to any static host on its own,
 * with deploy/out/public/_headers (static-headers.mjs) saying the headers it must send.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const OUT = path.join(ROOT, "deploy", "out");
const started = Date.now();
const root = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8"));
const packages = JSON.parse(fs.readFileSync(path.join(ROOT, "dist", "packages.json"), "utf8"));
const installed = (name) =>
  JSON.parse(fs.readFileSync(path.join(ROOT, "node_modules", name, "package.json"), "utf8")).version;

fs.rmSync(OUT, { recursive: true, force: true });
fs.mkdirSync(OUT, { recursive: true });
for (const item of ["dist", "public", "data", "migrations", ".env.example"])
  fs.cpSync(path.join(ROOT, item), path.join(OUT, item), { recursive: true });

const manifest = {
  name: `${root.name}-server`,
  version: root.version,
  private: true,
  description:
    "The website's production server and static site, as npm run build leaves them: npm ci, then npm run serve.",
  license: root.license,
  engines: root.engines,
  scripts: {
    serve: "node --enable-source-maps dist/server.cjs",
    submissions: "node --enable-source-maps dist/submissions.cjs",
    "db:migrate": "node --enable-source-maps dist/db-migrate.cjs",
  },
  dependencies: Object.fromEntries(packages.map((name) => [name, installed(name)])),
  // The same pins the repository's install needs (PITFALLS: platform builds the registry holds).
  overrides: Object.fromEntries(Object.entries(root.overrides ?? {}).filter(([name]) => name !== "sharp")),
};
fs.writeFileSync(path.join(OUT, "package.json"), `${JSON.stringify(manifest, null, 2)}\n`);
// The lock file, resolved by npm from the registry for exactly these packages (no install here).
execFileSync(
  "npm",
  ["install", "--package-lock-only", "--ignore-scripts", "--no-audit", "--no-fund", "--loglevel=error"],
  {
    cwd: OUT,
    stdio: ["ignore", "ignore", "inherit"],
  },
);
console.log(
  `Deploy artifact in ${path.relative(ROOT, OUT)}/ (${packages.length} runtime packages) in ${Date.now() - started} ms`,
);
