import fs from "node:fs";
import path from "node:path";
import * as esbuild from "esbuild";
import { BUNDLE_DIR } from "../src/names";
import { DEFAULT_CHUNK_LOAD_TIMEOUT, type IslandsPluginOptions } from "./options";
import { makeStyles, serverStyles, staticStyles, type MadeStyles } from "./styles";

export type IslandsOptions = Pick<IslandsPluginOptions, "islands" | "arrival"> &
  Partial<Pick<IslandsPluginOptions, "env" | "prefetch" | "chunkLoadTimeout" | "emotion">>;

export type IslandsBundle = {
  /** The URL of the entry every page with islands loads. */
  boot: string;
  /** The URLs of the modules the entry imports. */
  bootImports: readonly string[];
  /**
   * For each island, the URLs of its module (first: Preact, its hydration and all it imports, in
   * one file) and of any module it imports at once besides (a chunk it shares with a part of itself
   * it loads later).
   */
  chunks: ReadonlyMap<string, readonly string[]>;
  /**
   * For each island, Emotion's server output (`<style data-emotion>` elements) for every style its
   * modules make, whichever its state shows: the page's step puts those the page lacks in `<head>`.
   */
  styles: ReadonlyMap<string, string>;
};

/**
 * The browser side, imported by the package's name from the site's islands folder, as the site's
 * island files import `gatsby-plugin-islands`: the same resolution finds this package whether it is
 * a local plugin, a workspace or installed from the registry (no `__dirname`, which Gatsby's
 * compilation of gatsby-node files does not promise to keep).
 */
const CLIENT = "gatsby-plugin-islands/client";
/** Preact's hydration (src/client/hydrate.ts), which each island's module carries and exports. */
const HYDRATE = "gatsby-plugin-islands/hydrate";
/** The entry's name, as if it were a file among the islands (it is written from `entry` below). */
const BOOT_FILE = "boot.ts";

/**
 * Bundles the islands with esbuild, each on its own: one small entry (`boot`, no Preact) that finds
 * the page's islands and, when each is due, imports its module by the URL the page names; and one
 * module per island file holding the island, Preact standing in for React, Preact's hydration and
 * everything else it imports (a part it loads later, a chunk of its own). One request per island,
 * not a shared graph of a dozen chunks: each module a page fetches is a task of its own on the
 * browser's main thread, and one island's module is smaller than the chunks it took (decision
 * 0023). A module the entry and an island both import runs once in each: page-wide state lives on
 * the page (the site's src/browser/page-state.ts). With `emotion` (the default), no CSS runtime:
 * Emotion makes every style at build time (gatsby/styles.ts) and the islands' modules get its
 * results, not Emotion. Every file name carries its content's hash, so `/static/` serves them as
 * immutable.
 */
export async function bundleIslands(publicDir: string, options: IslandsOptions): Promise<IslandsBundle> {
  const outdir = path.join(publicDir, BUNDLE_DIR);
  fs.rmSync(outdir, { recursive: true, force: true });
  const entry = [
    `import { startIslands, prefetchLinks } from ${JSON.stringify(CLIENT)};`,
    options.arrival ? `import { onArrival } from ${JSON.stringify(options.arrival)};\nonArrival();` : "",
    // The island's module is named by the page (its first URL): the entry's own graph has no island.
    `startIslands((_name, url) => import(url), { chunkLoadTimeoutMs: ${Number(options.chunkLoadTimeout ?? DEFAULT_CHUNK_LOAD_TIMEOUT)} });`,
    options.prefetch === false ? "" : "prefetchLinks();",
  ].join("\n");
  const env = Object.fromEntries(
    (options.env ?? []).map((name) => [`process.env.${name}`, JSON.stringify(process.env[name] ?? "")]),
  );
  const define = { "process.env.NODE_ENV": '"production"', ...env };
  const made: MadeStyles =
    options.emotion === false ? new Map() : await makeStyles(options.islands, options.arrival, define);
  const shared: esbuild.BuildOptions = {
    // The site's folder as it is now (esbuild's default is the folder its service started in): the
    // names inputs are hashed under, and so the files' names, are relative to it (decision 0023).
    absWorkingDir: process.cwd(),
    bundle: true,
    // Within one build, a part loaded later (an island's `import()`, the entry's quicklink) is a chunk.
    splitting: true,
    format: "esm",
    platform: "browser",
    target: "es2020",
    minify: true,
    outdir,
    chunkNames: "[name]-[hash]",
    metafile: true,
    // V8's explicit compile hint (Chrome 136+; other engines read a comment): a module's functions
    // are compiled as the module is, off the main thread while it streams, not one by one on the
    // main thread as the hydration first calls them. An island's module is Preact and its
    // component, nearly all of which a hydration runs (decision 0021, third pass: measured).
    banner: { js: "//# allFunctionsCalledOnLoad" },
    jsx: "automatic",
    jsxImportSource: "@emotion/react",
    // Preact's compatibility layer is React's public API on Preact (its documented alias setup).
    alias: {
      react: "preact/compat",
      "react-dom": "preact/compat",
      "react/jsx-runtime": "preact/jsx-runtime",
    },
    define,
    plugins: options.emotion === false ? [islandsKnowNoRouter] : [islandsKnowNoRouter, staticStyles(made)],
    logLevel: "silent",
  };
  const names = fs
    .readdirSync(options.islands)
    .filter((file) => file.endsWith(".tsx"))
    .map((file) => path.basename(file, ".tsx"))
    .sort();
  const [boot, ...islands] = await Promise.all([
    esbuild.build({
      ...shared,
      stdin: { contents: entry, resolveDir: options.islands, loader: "ts", sourcefile: BOOT_FILE },
      entryNames: "boot-[hash]",
    }),
    ...names.map((name) =>
      esbuild.build({
        ...shared,
        stdin: {
          contents: `export { default } from "./${name}.tsx";\nexport { hydrateInto } from ${JSON.stringify(HYDRATE)};`,
          resolveDir: options.islands,
          loader: "ts",
          sourcefile: `${name}.ts`,
        },
        entryNames: `${name}-[hash]`,
      }),
    ),
  ]);
  const url = (output: string) => `/${path.relative(publicDir, path.resolve(output)).split(path.sep).join("/")}`;
  const bootOutputs = describe(boot.metafile!);
  const chunks = new Map<string, string[]>();
  const styles = new Map<string, string>();
  names.forEach((name, index) => {
    const { entry: output, imports, inputs } = describe(islands[index].metafile!);
    chunks.set(name, [output, ...imports].map(url));
    // The site's files in the island's modules, those it imports later too (esbuild names them relative to the working directory).
    styles.set(name, serverStyles(made, new Set(inputs.map((input) => path.resolve(input)))));
  });
  return { boot: url(bootOutputs.entry), bootImports: bootOutputs.imports.map(url), chunks, styles };
}

/** Islands are plain components with plain data: Gatsby's runtime (its router, its queries) never reaches the browser. */
const islandsKnowNoRouter: esbuild.Plugin = {
  name: "islands-know-no-router",
  setup(build) {
    build.onResolve({ filter: /^gatsby($|\/)/ }, ({ path: request, importer }) => ({
      errors: [{ text: `${importer} imports "${request}": an island takes its data as props and links as <a href>.` }],
    }));
  },
};

/** One build's entry, the modules it imports at once, and every input of all it may load. */
function describe(metafile: esbuild.Metafile): { entry: string; imports: string[]; inputs: string[] } {
  const outputs = metafile.outputs;
  const entry = Object.entries(outputs).find(([output, { entryPoint }]) => output.endsWith(".js") && entryPoint)?.[0];
  if (!entry) throw new Error("gatsby-plugin-islands: esbuild wrote no entry");
  const closure = (output: string, seen = new Set<string>(), kinds = ["import-statement"]): Set<string> => {
    if (seen.has(output)) return seen;
    seen.add(output);
    for (const imported of outputs[output]?.imports ?? [])
      if (kinds.includes(imported.kind) && !imported.external) closure(imported.path, seen, kinds);
    return seen;
  };
  const loaded = closure(entry, new Set(), ["import-statement", "dynamic-import"]);
  return {
    entry,
    imports: [...closure(entry)].slice(1),
    inputs: [...loaded].flatMap((module) => Object.keys(outputs[module].inputs)),
  };
}
