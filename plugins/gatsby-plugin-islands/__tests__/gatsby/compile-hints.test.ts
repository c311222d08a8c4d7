/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { SourceMapConsumer } from "source-map-js";
import TerserPlugin from "terser-webpack-plugin";
import webpack from "webpack";
import { COMPILE_HINT, CompileHintsPlugin } from "../../gatsby/compile-hints";

// A bundle shaped as the site's: an entry that runs on arrival and imports the app when it starts,
// minified and with source maps as Gatsby's production browser build (webpack.config.js) makes it.
let dir: string;
const file = (name: string) => fs.readFileSync(path.join(dir, "public", name), "utf8");

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "compile-hints-"));
  fs.writeFileSync(
    path.join(dir, "entry.js"),
    `window.arrived = true;\nexport const start = () => import(/* webpackChunkName: "app-start" */ "./app");\nstart();\n`,
  );
  fs.writeFileSync(
    path.join(dir, "app.js"),
    `/*! @license kept as Gatsby keeps it */\nexport function render(node) {\n  node.textContent = "rendered";\n  return node;\n}\n`,
  );
  const compiler = webpack({
    mode: "production",
    context: dir,
    entry: { app: "./entry.js" },
    output: {
      path: path.join(dir, "public"),
      filename: "[name]-[contenthash].js",
      chunkFilename: "[name]-[contenthash].js",
    },
    devtool: "source-map",
    optimization: { runtimeChunk: { name: "webpack-runtime" }, minimizer: [new TerserPlugin()] },
    plugins: [new CompileHintsPlugin()],
  });
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) =>
      error || stats?.hasErrors() ? reject(error ?? new Error(stats!.toString())) : resolve(),
    ),
  );
}, 30_000);

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const built = (prefix: string) =>
  fs.readdirSync(path.join(dir, "public")).find((name) => name.startsWith(prefix) && name.endsWith(".js"))!;

it("puts the hint on the first line of the chunks the app loads, after minification", () => {
  const appStart = file(built("app-start-"));
  expect(appStart.split("\n")[0]).toBe(COMPILE_HINT);
  expect(appStart).toContain("rendered");
});

it("leaves the chunks every page runs on arrival (the entry, webpack's runtime) lazily compiled", () => {
  expect(file(built("app-"))).not.toContain(COMPILE_HINT);
  expect(file(built("webpack-runtime-"))).not.toContain(COMPILE_HINT);
});

it("keeps the source map right: it maps the minified function back to its source below the hint", () => {
  const name = built("app-start-");
  const code = file(name);
  const consumer = new SourceMapConsumer(JSON.parse(file(`${name}.map`)));
  const at = code.indexOf('"rendered"');
  const before = code.slice(0, at).split("\n");
  const original = consumer.originalPositionFor({ line: before.length, column: before.at(-1)!.length });
  expect(original.source).toMatch(/app\.js$/);
  expect(original.line).toBe(3);
});
