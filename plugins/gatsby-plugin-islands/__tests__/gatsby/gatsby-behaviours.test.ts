/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";

// What the browser layer relies on in Gatsby's own code, which is not public API (README,
// "Behaviours relied on"). Read from the installed Gatsby: an upgrade that changes one fails here,
// naming it, before a build and the browser suite would.
const gatsbyFile = (file: string) =>
  fs.readFileSync(path.join(path.dirname(require.resolve("gatsby/package.json")), file), "utf8");
const squeeze = (source: string) => source.replace(/\s+/g, " ");

describe("Gatsby behaviours the browser layer relies on", () => {
  const webpackConfig = squeeze(gatsbyFile("dist/utils/webpack.config.js"));

  it("the production browser bundle's entry is `app`: .cache/production-app (gatsby/webpack.ts replaces it)", () => {
    // Both of Gatsby's entries (with and without the polyfill entry, as browserslist decides).
    const entries =
      /function getEntry\(\) \{[^]*?case `build-javascript`: return ([^;]*);/.exec(webpackConfig)?.[1] ?? "";
    const productionApp = entries.match(/[\w"]+: directoryPath\(`\.cache\/production-app`\)/g);
    expect(productionApp).toEqual([
      "app: directoryPath(`.cache/production-app`)",
      "app: directoryPath(`.cache/production-app`)",
    ]);
  });

  it("the framework cache group's `test` is a function of the module (gatsby/webpack.ts extends it for Preact)", () => {
    expect(webpackConfig).toMatch(
      /if \(stage === `build-javascript`\) \{[^]*?framework: \{ chunks: `all`, name: `framework`, \/\/[^\n]*? test: module =>/,
    );
  });

  it("the production browser bundle is minified by terser-webpack-plugin and mapped with `source-map` (gatsby/compile-hints.ts adds its hint between the two)", () => {
    expect(webpackConfig).toMatch(/minimizer: \[ \/\/[^\n]*? !program\.noUglify && plugins\.minifyJs\(/);
    expect(squeeze(gatsbyFile("dist/utils/webpack-utils.js"))).toMatch(
      /plugins\.minifyJs = \(\{ terserOptions, \.\.\.options \} = \{\}\) => new _terserWebpackPlugin\.default\(/,
    );
    expect(webpackConfig).toMatch(/case `build-html`: case `build-javascript`: return `source-map`;/);
  });

  const productionApp = squeeze(gatsbyFile("cache-dir/production-app.js"));

  it("hydrates only when #gatsby-focus-wrapper has children (src/browser/server-html.ts hasServerHtml)", () => {
    expect(productionApp).toContain("const focusEl = document.getElementById(`gatsby-focus-wrapper`)");
    expect(productionApp).toMatch(
      /if \(focusEl && focusEl\.children\.length\) \{ defaultRenderer = \(Component, el\) => hydrate\(/,
    );
  });

  it("production-app imports its runtime from ./api-runner-browser and ./loader, which start nothing (src/browser/app-entry.ts evaluates them first)", () => {
    expect(productionApp).toContain('import { apiRunner, apiRunnerAsync } from "./api-runner-browser"');
    expect(productionApp).toMatch(/import \{ setLoader, ProdLoader, publicLoader, [^}]*\} from "\.\/loader"/);
    // Evaluating them defines the runtime; the loader is made, and the page loaded, by production-app itself.
    const loader = gatsbyFile("cache-dir/loader.js");
    expect(loader).toContain("export const setLoader = _loader => {");
    expect(loader).not.toMatch(/^(setLoader|new ProdLoader)\(/m);
    const apiRunner = gatsbyFile("cache-dir/api-runner-browser.js");
    expect(apiRunner).toContain("const plugins = require(`./api-runner-browser-plugins`)");
    expect(apiRunner).not.toMatch(/^apiRunner(Async)?\(/m);
  });

  it("the loader loads a page's component as asyncRequires.components[chunkName]() of $virtual/async-requires (app-entry.ts evaluates it first)", () => {
    expect(productionApp).toContain('import asyncRequires from "$virtual/async-requires"');
    expect(squeeze(gatsbyFile("cache-dir/loader.js"))).toContain("asyncRequires[exportType][chunkName]()");
    expect(webpackConfig).toContain(
      "$virtual: (0, _gatsbyWebpackVirtualModules.getAbsolutePathForVirtualModule)(`$virtual`)",
    );
    expect(gatsbyFile("dist/bootstrap/requires-writer.js")).toContain("asyncRequires = `exports.components = {");
  });

  it("window.___loader is the public loader, with `hovering` (src/static.tsx prefetches kept links with it)", () => {
    expect(productionApp).toContain("window.___loader = publicLoader");
    expect(squeeze(gatsbyFile("cache-dir/loader.js"))).toContain("hovering: rawPath => instance.hovering(rawPath)");
  });

  it("the Head export's browser handler removes and diffs only the [data-gatsby-head] elements of <head> (src/styles/next-page-styles.ts adds others)", () => {
    const handler = squeeze(gatsbyFile("cache-dir/head/head-export-handler-for-browser.js"));
    const utils = squeeze(gatsbyFile("cache-dir/head/utils.js"));
    expect(handler).toContain("const existingHeadElements = document.querySelectorAll(`[data-gatsby-head]`)");
    expect(utils).toContain("const prevHeadNodes = document.querySelectorAll(`[data-gatsby-head]`)");
    // Nothing else in <head> is looked up to be removed.
    expect(`${handler} ${utils}`.match(/document\.(head\.)?querySelectorAll\([^)]*\)/g)).toEqual([
      "document.querySelectorAll(`[data-gatsby-head]`)",
      "document.querySelectorAll(`[data-gatsby-head]`)",
    ]);
  });

  it("loadPageDataSync of the page being rendered returns its whole page data, from memory (gatsby-ssr.tsx's start hints)", () => {
    expect(squeeze(gatsbyFile("cache-dir/static-entry.js"))).toMatch(
      /function loadPageDataSync\(_pagePath\) \{ if \(_pagePath === pagePath\) \{ \/\/[^\n]*? return pageData \}/,
    );
  });
});
