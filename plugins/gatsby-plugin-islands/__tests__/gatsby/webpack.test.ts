/** @jest-environment node */
import type { CreateWebpackConfigArgs } from "gatsby";
import {
  GATSBY_APP_MODULES,
  APP_ENTRY,
  NO_ARRIVAL,
  onCreateWebpackConfig,
  STATE_CHECK_OFF,
  serverRenderingConstants,
  withDeferredStart,
  withPreact,
  type BrowserConfig,
  type EntryConfig,
} from "../../gatsby/webpack";
import { CompileHintsPlugin } from "../../gatsby/compile-hints";

// The browser bundle's chunk groups, as gatsby/chunk-groups.ts reads them from public/webpack.stats.json.
const BUILT_GROUPS = { app: ["/app-1.js"], "app-start": ["/framework-3.js", "/app-start-4.js"] };
jest.mock("../../gatsby/chunk-groups", () => ({ chunkGroups: () => BUILT_GROUPS }));

const GATSBY_ENTRY = "/site/.cache/production-app";
const gatsbyConfig = (): BrowserConfig & EntryConfig => ({
  entry: { polyfill: "/site/.cache/polyfill-entry", app: GATSBY_ENTRY },
  resolve: {
    alias: { react: "/node_modules/react", "react-dom": "/node_modules/react-dom", "@reach/router": "/router" },
  },
  optimization: {
    splitChunks: {
      cacheGroups: {
        framework: { test: (module) => /node_modules\/react-dom\//.test(module.nameForCondition() ?? "") },
      },
    },
  },
});
const moduleAt = (path: string) => ({ nameForCondition: () => path });

const ARRIVAL = "/site/src/browser/arrival.ts";
const run = (stage: string, options: { arrival?: string } = { arrival: ARRIVAL }) => {
  const actions = { setWebpackConfig: jest.fn(), replaceWebpackConfig: jest.fn() };
  const plugins = {
    define: (constants: Record<string, string>) => ({ define: constants }),
    normalModuleReplacement: (request: RegExp, replacement: string) => ({ request, replacement }),
  };
  const args = {
    stage,
    actions,
    getConfig: () => ({ ...gatsbyConfig(), plugins: [{ gatsby: true }] }),
    plugins,
  } as unknown as CreateWebpackConfigArgs;
  void onCreateWebpackConfig!(args, { plugins: [], ...options }, () => undefined);
  return actions;
};

describe("what server rendering is given at build time", () => {
  it("writes the browser bundle's chunk groups into the server-rendering bundle, for the start hints, instead of a file read while rendering", () => {
    expect(run("build-html").setWebpackConfig).toHaveBeenCalledWith({
      plugins: [{ define: { __APP_CHUNK_GROUPS__: JSON.stringify(BUILT_GROUPS) } }],
    });
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
    expect(alias).toEqual({
      react: "preact/compat",
      "react-dom": "preact/compat",
      "react/jsx-runtime": "preact/jsx-runtime",
      "@reach/router": "/router",
    });
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
    for (const stage of ["build-html", "develop", "develop-html"])
      expect(run(stage).replaceWebpackConfig).not.toHaveBeenCalled();
  });
});

describe("the check of Static's content (src/static-state.ts)", () => {
  it("is left out of the production browser bundle, and kept in server rendering and develop", () => {
    const [[replaced]] = run("build-javascript").replaceWebpackConfig.mock.calls as [
      [{ plugins: { request?: RegExp; replacement?: string }[] }],
    ];
    expect(replaced.plugins[0]).toEqual({ gatsby: true });
    const [{ request, replacement }] = replaced.plugins.slice(1, 2);
    expect(request!.test("./static-state")).toBe(true);
    expect(request!.test("./static-state-off")).toBe(false);
    expect(replacement).toBe(STATE_CHECK_OFF);
    expect(STATE_CHECK_OFF).toMatch(/\/plugins\/gatsby-plugin-islands\/src\/static-state-off\.ts$/);
    for (const stage of ["build-html", "develop", "develop-html"])
      expect(run(stage).replaceWebpackConfig).not.toHaveBeenCalled();
  });
});

describe("V8's compile hint on the app's chunks (gatsby/compile-hints.ts)", () => {
  it("is added to the production browser bundle only", () => {
    const [[replaced]] = run("build-javascript").replaceWebpackConfig.mock.calls as [[{ plugins: unknown[] }]];
    expect(replaced.plugins.filter((plugin) => plugin instanceof CompileHintsPlugin)).toHaveLength(1);
    for (const stage of ["build-html", "develop", "develop-html"])
      expect(run(stage).replaceWebpackConfig).not.toHaveBeenCalled();
  });
});

describe("the app starts when the page needs it", () => {
  it("makes src/browser/app-entry.ts the bundle's entry and gives it Gatsby's own under an alias", () => {
    const { entry, resolve } = withDeferredStart(gatsbyConfig());
    expect(entry).toEqual({ polyfill: "/site/.cache/polyfill-entry", app: APP_ENTRY });
    expect(APP_ENTRY).toMatch(/\/plugins\/gatsby-plugin-islands\/src\/browser\/app-entry\.ts$/);
    // `$`: only the bare name, exactly as app-entry.ts imports it.
    expect(resolve.alias["gatsby-production-app$"]).toBe(GATSBY_ENTRY);
    // Its runtime's modules, evaluated before it one per task, from the same folder.
    expect(resolve.alias[GATSBY_APP_MODULES]).toBe("/site/.cache");
    expect(resolve.alias["@reach/router"]).toBe("/router");
  });

  it("runs the site's arrival module (the `arrival` option) on every page, or none", () => {
    const alias = (options?: { arrival?: string }) => {
      const [[replaced]] = run("build-javascript", options).replaceWebpackConfig.mock.calls as [[EntryConfig]];
      return replaced.resolve.alias["gatsby-plugin-islands-arrival$"];
    };
    expect(alias()).toBe(ARRIVAL);
    expect(alias({})).toBe(NO_ARRIVAL);
  });
});
