/** @jest-environment node */
import type { CreateWebpackConfigArgs } from "gatsby";
import site from "../../../../data/site.json";
import { APP_ENTRY, onCreateWebpackConfig, serverRenderingConstants, userlandPunycodeRule, webpackOverrides, withDeferredStart, withPreact, type BrowserConfig, type EntryConfig } from "../../gatsby/webpack";

// The browser bundle's chunk groups, as gatsby/chunk-groups.ts reads them from public/webpack.stats.json.
const BUILT_GROUPS = { app: ["/app-1.js"], "app-start": ["/framework-3.js", "/app-start-4.js"] };
jest.mock("../../gatsby/chunk-groups", () => ({ chunkGroups: () => BUILT_GROUPS }));

const GATSBY_ENTRY = "/site/.cache/production-app";
const gatsbyConfig = (): BrowserConfig & EntryConfig => ({
  entry: { polyfill: "/site/.cache/polyfill-entry", app: GATSBY_ENTRY },
  resolve: { alias: { react: "/node_modules/react", "react-dom": "/node_modules/react-dom", "@reach/router": "/router" } },
  optimization: { splitChunks: { cacheGroups: { framework: { test: (module) => /node_modules\/react-dom\//.test(module.nameForCondition() ?? "") } } } },
});
const moduleAt = (path: string) => ({ nameForCondition: () => path });

const run = (stage: string) => {
  const actions = { setWebpackConfig: jest.fn(), replaceWebpackConfig: jest.fn() };
  const plugins = { define: (constants: Record<string, string>) => ({ define: constants }) };
  const args = { stage, actions, getConfig: gatsbyConfig, plugins } as unknown as CreateWebpackConfigArgs;
  void onCreateWebpackConfig!(args, {} as never, () => undefined);
  return actions;
};

describe("webpack overrides", () => {
  it("gives up on a script chunk after the spec's 120000 ms, read from data/site.json", () => {
    expect(site.constants.chunkLoadTimeoutMs).toBe(120000);
    expect(webpackOverrides().output.chunkLoadTimeout).toBe(120000);
    expect(webpackOverrides({ chunkLoadTimeoutMs: 5000 }).output.chunkLoadTimeout).toBe(5000);
  });

  it("applies to the browser bundles only, not to server rendering", () => {
    expect(run("build-javascript").setWebpackConfig).toHaveBeenCalledWith({ output: { chunkLoadTimeout: 120000 } });
    expect(run("develop").setWebpackConfig).toHaveBeenCalledTimes(1);
    for (const stage of ["build-html", "develop-html"]) {
      expect(run(stage).setWebpackConfig).not.toHaveBeenCalledWith(expect.objectContaining({ output: expect.anything() }));
    }
  });
});

describe("server rendering on Node 22 and 24", () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS webpack loader, untyped.
  const loader = require("../../../../gatsby/userland-punycode-loader.js") as (source: string) => string;

  it("bundles the punycode package where node-fetch's URL code asks for Node's deprecated built-in", () => {
    expect(loader('var punycode = require("punycode");\nconst p = require(\'punycode\');')).toBe('var punycode = require("punycode/");\nconst p = require("punycode/");');
    expect(loader('require("punycode/")')).toBe('require("punycode/")');
  });

  it("applies the loader to tr46 and whatwg-url in the server rendering stages only", () => {
    const rule = { module: { rules: [userlandPunycodeRule] } };
    expect(run("build-html").setWebpackConfig).toHaveBeenCalledWith(rule);
    expect(run("develop-html").setWebpackConfig).toHaveBeenCalledWith(rule);
    expect(run("build-javascript").setWebpackConfig).not.toHaveBeenCalledWith(rule);
    expect(userlandPunycodeRule.test.test("/site/node_modules/node-fetch/node_modules/tr46/index.js")).toBe(true);
    expect(userlandPunycodeRule.test.test("/site/node_modules/node-fetch/node_modules/whatwg-url/lib/url-state-machine.js")).toBe(true);
    expect(userlandPunycodeRule.test.test("/site/node_modules/react/index.js")).toBe(false);
  });
});

describe("what server rendering is given at build time", () => {
  it("writes the browser bundle's chunk groups into the server-rendering bundle, for the start hints, instead of a file read while rendering", () => {
    expect(run("build-html").setWebpackConfig).toHaveBeenCalledWith({ plugins: [{ define: { __APP_CHUNK_GROUPS__: JSON.stringify(BUILT_GROUPS) } }] });
    // `gatsby develop` has no built browser bundle: its pages get no hints.
    for (const stage of ["develop", "develop-html", "build-javascript"]) {
      expect(run(stage).setWebpackConfig).not.toHaveBeenCalledWith({ plugins: expect.anything() });
    }
  });

  it("stops the build when the browser bundle has no app chunk", () => {
    expect(() => serverRenderingConstants({ app: ["/app-1.js"] })).toThrow(/"app-start"/);
  });
});

describe("Preact in the production browser bundle", () => {
  it("points react, react-dom and the JSX runtime at Preact and keeps Gatsby's other aliases", () => {
    const { alias } = withPreact(gatsbyConfig()).resolve;
    expect(alias).toEqual({ react: "preact/compat", "react-dom": "preact/compat", "react/jsx-runtime": "preact/jsx-runtime", "@reach/router": "/router" });
  });

  it("puts Preact in the framework chunk and leaves Gatsby's choice for other modules", () => {
    const { test } = withPreact(gatsbyConfig()).optimization.splitChunks.cacheGroups.framework;
    expect(test(moduleAt("/site/node_modules/preact/compat/dist/compat.module.js"))).toBe(true);
    expect(test(moduleAt("/site/node_modules/react-dom/index.js"))).toBe(true);
    expect(test(moduleAt("/site/node_modules/@emotion/react/dist/emotion-react.js"))).toBe(false);
    expect(test(moduleAt("/site/src/pages/index.tsx"))).toBe(false);
  });

  it("is used for the production browser build only: server rendering and develop keep React", () => {
    const [[replaced]] = run("build-javascript").replaceWebpackConfig.mock.calls as [[BrowserConfig & EntryConfig]];
    expect(replaced.resolve.alias["react-dom"]).toBe("preact/compat");
    expect(replaced.entry.app).toBe(APP_ENTRY);
    for (const stage of ["build-html", "develop", "develop-html"]) expect(run(stage).replaceWebpackConfig).not.toHaveBeenCalled();
  });
});

describe("the app starts when the page needs it", () => {
  it("makes src/browser/app-entry.ts the bundle's entry and gives it Gatsby's own under an alias", () => {
    const { entry, resolve } = withDeferredStart(gatsbyConfig());
    expect(entry).toEqual({ polyfill: "/site/.cache/polyfill-entry", app: APP_ENTRY });
    expect(APP_ENTRY).toMatch(/\/src\/browser\/app-entry\.ts$/);
    // `$`: only the bare name, exactly as app-entry.ts imports it.
    expect(resolve.alias["gatsby-production-app$"]).toBe(GATSBY_ENTRY);
    expect(resolve.alias["@reach/router"]).toBe("/router");
  });
});
