// `npm run build -w gatsby-plugin-islands`: the package as it would be published, in dist/:
// compiled JavaScript (gatsby-node.js as CommonJS for Gatsby to require; gatsby-ssr.js, the
// component and browser entry points as ES modules for webpack and esbuild), their types, the
// README, and a package.json whose exports name them. The site itself uses the TypeScript source
// as a local plugin; the fixture site (fixture/, fixture/fixture-site.test.mts) uses dist/.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const out = path.join(root, "dist");
const source = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"));

fs.rmSync(out, { recursive: true, force: true });
const shared = { absWorkingDir: root, bundle: true, packages: "external", logLevel: "warning", outdir: out };
// What Gatsby requires in Node: gatsby-node, with the build steps it calls, as CommonJS.
await esbuild.build({ ...shared, entryPoints: ["gatsby-node.ts"], platform: "node", format: "cjs", target: "node20" });
// gatsby-ssr as an ES module: Gatsby finds a plugin's server-rendering APIs by reading its file's
// exports without running it, which sees `export const` but not esbuild's CommonJS export helper.
await esbuild.build({
  ...shared,
  entryPoints: ["gatsby-ssr.tsx"],
  platform: "node",
  format: "esm",
  target: "node20",
  jsx: "automatic",
});
// What a site's pages import (the island wrapper, the names) and what the islands' entry imports in the browser.
await esbuild.build({
  ...shared,
  entryPoints: {
    index: "src/index.ts",
    names: "src/names.ts",
    client: "src/client/index.ts",
    hydrate: "src/client/hydrate.ts",
    "static-css": "src/client/static-css.ts",
  },
  platform: "neutral",
  format: "esm",
  splitting: true,
  chunkNames: "chunks/[name]-[hash]",
  outExtension: { ".js": ".mjs" },
  target: "es2020",
  jsx: "automatic",
});
execFileSync(
  process.execPath,
  [
    path.join(path.dirname(fileURLToPath(import.meta.resolve("typescript"))), "tsc.js"),
    ...["--declaration", "--emitDeclarationOnly", "--strict", "--skipLibCheck"],
    ...["--module", "esnext", "--moduleResolution", "bundler", "--target", "es2022"],
    ...["--jsx", "react-jsx", "--rootDir", "src", "--outDir", "dist/types"],
    ...["src/index.ts", "src/names.ts", "src/client/index.ts", "src/client/hydrate.ts"],
    ...["src/client/static-css.ts", "src/client/quicklink.d.ts"],
  ],
  { cwd: root, stdio: "inherit" },
);

const entry = (name) => ({
  types: `./types/${name}.d.ts`,
  default: `./${name === "client/index" ? "client" : name.replace("client/", "")}.mjs`,
});
const manifest = {
  name: source.name,
  version: source.version,
  private: source.private,
  description: source.description,
  license: source.license,
  keywords: source.keywords,
  exports: {
    ".": entry("index"),
    "./names": entry("names"),
    "./client": entry("client/index"),
    "./hydrate": entry("client/hydrate"),
    "./static-css": entry("client/static-css"),
    "./package.json": "./package.json",
  },
  dependencies: source.dependencies,
  peerDependencies: source.peerDependencies,
  peerDependenciesMeta: source.peerDependenciesMeta,
  engines: source.engines,
};
fs.writeFileSync(path.join(out, "package.json"), `${JSON.stringify(manifest, null, 2)}\n`);
fs.copyFileSync(path.join(root, "README.md"), path.join(out, "README.md"));
console.log(`gatsby-plugin-islands built into ${path.relative(process.cwd(), out) || "."}`);
