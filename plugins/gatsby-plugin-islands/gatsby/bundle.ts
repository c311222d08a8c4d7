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
  /** For each island, the URLs of its module, of every module it imports, and of Preact's hydration (src/client/hydrate.ts). */
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
/** The entry's name, as if it were a file among the islands (it is written from `entry` below). */
const BOOT_FILE = "boot.ts";
/** The entry's dynamic import of Preact's hydration: src/client/hydrate.ts, or its chunk in the published package. */
const HYDRATE_MODULE = /[\\/]hydrate(-[A-Z0-9]+)?\.(ts|m?js)$/;

/**
 * Bundles the islands with esbuild: one small entry (`boot`, no Preact) that finds the page's
 * islands and loads each one's module on its own when it is due (a dynamic import per island file,
 * and one of Preact's hydration), with Preact standing in for React and the code they share
 * (Preact) in shared chunks. With `emotion` (the default), no CSS runtime: Emotion makes every
 * style at build time (gatsby/styles.ts) and the islands' modules get its results, not Emotion.
 * Every file name carries its content's hash, so `/static/` serves them as immutable.
 */
export async function bundleIslands(publicDir: string, options: IslandsOptions): Promise<IslandsBundle> {
  const outdir = path.join(publicDir, BUNDLE_DIR);
  fs.rmSync(outdir, { recursive: true, force: true });
  const entry = [
    `import { startIslands, prefetchLinks } from ${JSON.stringify(CLIENT)};`,
    options.arrival ? `import { onArrival } from ${JSON.stringify(options.arrival)};\nonArrival();` : "",
    // esbuild bundles every file the pattern can match, each as a chunk of its own.
    `startIslands((name) => import(\`./\${name}.tsx\`), { chunkLoadTimeoutMs: ${Number(options.chunkLoadTimeout ?? DEFAULT_CHUNK_LOAD_TIMEOUT)} });`,
    options.prefetch === false ? "" : "prefetchLinks();",
  ].join("\n");
  const env = Object.fromEntries(
    (options.env ?? []).map((name) => [`process.env.${name}`, JSON.stringify(process.env[name] ?? "")]),
  );
  const define = { "process.env.NODE_ENV": '"production"', ...env };
  const made: MadeStyles =
    options.emotion === false ? new Map() : await makeStyles(options.islands, options.arrival, define);
  const result = await esbuild.build({
    stdin: { contents: entry, resolveDir: options.islands, loader: "ts", sourcefile: BOOT_FILE },
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "browser",
    target: "es2020",
    minify: true,
    outdir,
    entryNames: "boot-[hash]",
    chunkNames: "[name]-[hash]",
    metafile: true,
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
  });
  return describe(result.metafile, publicDir, options.islands, made);
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

function describe(metafile: esbuild.Metafile, publicDir: string, islandsDir: string, made: MadeStyles): IslandsBundle {
  // esbuild names entry points relative to the working directory.
  const sourceOf = (entryPoint: string) => path.resolve(entryPoint);
  const url = (output: string) => `/${path.relative(publicDir, path.resolve(output)).split(path.sep).join("/")}`;
  const outputs = metafile.outputs;
  const closure = (output: string, seen = new Set<string>(), kinds = ["import-statement"]): Set<string> => {
    if (seen.has(output)) return seen;
    seen.add(output);
    for (const imported of outputs[output]?.imports ?? [])
      if (kinds.includes(imported.kind)) closure(imported.path, seen, kinds);
    return seen;
  };
  let boot = "";
  let bootImports: string[] = [];
  const chunks = new Map<string, string[]>();
  const styles = new Map<string, string>();
  const hydrate = Object.entries(outputs).find(
    ([output, { entryPoint }]) => output.endsWith(".js") && entryPoint && HYDRATE_MODULE.test(entryPoint),
  )?.[0];
  if (!hydrate) throw new Error("gatsby-plugin-islands: esbuild wrote no chunk for client/hydrate");
  for (const [output, { entryPoint }] of Object.entries(outputs)) {
    if (!output.endsWith(".js") || !entryPoint) continue;
    const source = sourceOf(entryPoint);
    if (path.dirname(source) !== path.resolve(islandsDir)) continue;
    if (path.basename(source) === BOOT_FILE) {
      boot = url(output);
      bootImports = [...closure(output)].slice(1).map(url);
    } else {
      const name = path.basename(source, ".tsx");
      const modules = closure(output);
      chunks.set(name, [...new Set([...modules, ...closure(hydrate)])].map(url));
      // The site's files in the island's modules, those it imports when needed too (esbuild names them relative to the working directory).
      const loaded = closure(output, new Set(), ["import-statement", "dynamic-import"]);
      const files = [...loaded].flatMap((module) => Object.keys(outputs[module].inputs)).map(sourceOf);
      styles.set(name, serverStyles(made, new Set(files)));
    }
  }
  if (!boot) throw new Error("gatsby-plugin-islands: esbuild wrote no boot entry");
  return { boot, bootImports, chunks, styles };
}
