import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { jsx } from "@emotion/react";
import type { SerializedStyles } from "@emotion/react";
import * as esbuild from "esbuild";
import { renderToStaticMarkup } from "react-dom/server";

/** What each module of the islands made with Emotion's `css` and `keyframes`, in the order it made them. */
export type MadeStyles = ReadonlyMap<string, readonly SerializedStyles[]>;

const EMOTION = /^@emotion\/react$/;
const NAMESPACE = "island-styles";
/** Where the recording modules put what they saw (one child process, so a plain global). */
const RECORD = "__islandStyles";

/**
 * Runs the islands' modules (and the site's `arrival` module, which the entry imports) once in Node with Emotion, as the browser would run them: every module
 * of the site that imports `@emotion/react` gets a `css` and `keyframes` that call Emotion's and
 * note the result for that module. A call made after its module has run (in a render, or from
 * another module's top level, whose order the browser's code splitting does not keep) fails the
 * build, since the browser could not be handed the same result.
 */
export async function makeStyles(
  islandsDir: string,
  arrival: string | undefined,
  define: Record<string, string>,
): Promise<MadeStyles> {
  const islands = fs.readdirSync(islandsDir).filter((file) => file.endsWith(".tsx"));
  const modules = [...islands.map((file) => path.join(islandsDir, file)), ...(arrival ? [arrival] : [])];
  const build = (imported: readonly string[]) =>
    esbuild.build({
      stdin: {
        contents: [
          `const made = (globalThis.${RECORD} = { files: {}, ran: new Set() });`,
          ...imported.map((file) => `await import(${JSON.stringify(file)});`),
          "process.stdout.write(JSON.stringify(made.files));",
        ].join("\n"),
        resolveDir: islandsDir,
        loader: "ts",
        sourcefile: "made-styles.ts",
      },
      bundle: true,
      format: "esm",
      platform: "node",
      target: "node20",
      write: false,
      metafile: true,
      jsx: "automatic",
      jsxImportSource: "@emotion/react",
      define,
      plugins: [recordStyles],
      logLevel: "silent",
    });
  // A module the islands import only when needed (`import()` in an effect) runs too: the first
  // build finds every module that imports Emotion, the second runs them all.
  const found = Object.keys((await build(modules)).metafile.inputs)
    .filter((input) => input.startsWith(`${NAMESPACE}:`))
    .map((input) => input.slice(NAMESPACE.length + 1));
  const result = await build([...modules, ...found]);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "island-styles-"));
  try {
    const script = path.join(dir, "made-styles.mjs");
    fs.writeFileSync(script, result.outputFiles[0].text);
    return new Map(Object.entries(JSON.parse(run(script)) as Record<string, SerializedStyles[]>));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Runs the script in a Node process of its own; a failure's message is the script's error. */
function run(script: string): string {
  try {
    return execFileSync(process.execPath, [script], { encoding: "utf8", maxBuffer: 64 << 20, stdio: "pipe" });
  } catch (error) {
    const { stderr = "" } = error as { stderr?: string };
    throw new Error(`gatsby-plugin-islands: the islands' styles: ${/^\w*Error: (.*)$/m.exec(stderr)?.[1] ?? stderr}`);
  }
}

/** In the Node run: each site module's `@emotion/react` is Emotion's, with `css` and `keyframes` noted. */
const recordStyles: esbuild.Plugin = {
  name: "record-island-styles",
  setup(build) {
    build.onResolve({ filter: EMOTION }, ({ importer, namespace }) =>
      namespace === NAMESPACE || importer.includes(`${path.sep}node_modules${path.sep}`)
        ? undefined
        : { path: importer, namespace: NAMESPACE },
    );
    build.onLoad({ filter: /.*/, namespace: NAMESPACE }, ({ path: file }) => ({
      resolveDir: path.dirname(file),
      contents: [
        'import { css as emotionCss, keyframes as emotionKeyframes } from "@emotion/react";',
        'export * from "@emotion/react";',
        `const made = globalThis.${RECORD}, file = ${JSON.stringify(file)}, styles = (made.files[file] = []);`,
        "const note = (kind, make) => (...args) => {",
        "  if (made.ran.has(file)) throw new Error(`${file}: ${kind}() ran in a render or from another module: make each style once, as its module runs`);",
        "  const style = make(...args);",
        "  styles.push(JSON.parse(JSON.stringify(style)));",
        "  return style;",
        "};",
        'export const css = note("css", emotionCss);',
        'export const keyframes = note("keyframes", emotionKeyframes);',
      ].join("\n"),
    }));
    // Each site module says when it has run; esbuild keeps a module's top-level statements in order.
    build.onLoad({ filter: /\.tsx?$/ }, ({ path: file }) =>
      file.includes(`${path.sep}node_modules${path.sep}`)
        ? undefined
        : {
            contents: `${fs.readFileSync(file, "utf8")}\n;globalThis.${RECORD}?.ran.add(${JSON.stringify(file)});\n`,
            loader: file.endsWith(".tsx") ? "tsx" : "ts",
          },
    );
  },
};

/**
 * In the browser bundle: each site module's `@emotion/react` is the plugin's static-css module,
 * handing out the names Emotion made at build time, and Emotion's JSX runtime is its JSX runtime.
 */
export function staticStyles(made: MadeStyles): esbuild.Plugin {
  return {
    name: "static-island-styles",
    setup(build) {
      build.onResolve({ filter: /^@emotion\/react\/jsx-runtime$/ }, ({ resolveDir }) =>
        build.resolve(STATIC_CSS, { kind: "import-statement", resolveDir }),
      );
      // Named relative to the working directory: esbuild's content hashes include the names of
      // their inputs, so an absolute one would give a checkout and its copy in another folder
      // different file names, and so different pages (npm run check:moved-cache).
      build.onResolve({ filter: EMOTION }, ({ importer }) => ({
        path: path.relative(process.cwd(), importer),
        namespace: NAMESPACE,
      }));
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, ({ path: relative }) => {
        const file = path.resolve(relative);
        const names = made.get(file);
        if (!names) return { errors: [{ text: `${file} imports @emotion/react, but made no style at build time` }] };
        const label = path.relative(process.cwd(), file);
        return {
          resolveDir: path.dirname(file),
          contents: [
            `import { staticStyles } from ${JSON.stringify(STATIC_CSS)};`,
            `export const { css, keyframes } = staticStyles(${JSON.stringify(label)}, ${JSON.stringify(names.map((style) => style.name))});`,
          ].join("\n"),
        };
      });
    },
  };
}

const STATIC_CSS = "gatsby-plugin-islands/static-css";

/**
 * Emotion's own server output (`<style data-emotion="css name…">rules</style>`) for every style
 * the given modules make, as a page's step reads it: each island's styles, in whatever state, are
 * in the page's `<head>` before it runs.
 */
export function serverStyles(made: MadeStyles, files: Iterable<string>): string {
  let html = "";
  for (const file of files)
    for (const style of made.get(file) ?? [])
      if (!style.name.startsWith("animation-")) html += renderToStaticMarkup(jsx("i", { css: style }));
  return html.replace(/<i class="[^"]*"><\/i>/g, "");
}
