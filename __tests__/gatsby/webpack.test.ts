/** @jest-environment node */
import type { CreateWebpackConfigArgs } from "gatsby";
import site from "../../data/site.json";
import { onCreateWebpackConfig, userlandPunycodeRule, webpackOverrides } from "../../gatsby/webpack";

const run = (stage: string) => {
  const actions = { setWebpackConfig: jest.fn(), replaceWebpackConfig: jest.fn() };
  void onCreateWebpackConfig!(
    { stage, actions } as unknown as CreateWebpackConfigArgs,
    { plugins: [] },
    () => undefined,
  );
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
      expect(run(stage).setWebpackConfig).not.toHaveBeenCalledWith(
        expect.objectContaining({ output: expect.anything() }),
      );
    }
  });
});

describe("server rendering on Node 22 and 24", () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS webpack loader, untyped.
  const loader = require("../../gatsby/userland-punycode-loader.js") as (source: string) => string;

  it("bundles the punycode package where node-fetch's URL code asks for Node's deprecated built-in", () => {
    expect(loader("var punycode = require(\"punycode\");\nconst p = require('punycode');")).toBe(
      'var punycode = require("punycode/");\nconst p = require("punycode/");',
    );
    expect(loader('require("punycode/")')).toBe('require("punycode/")');
  });

  it("applies the loader to tr46 and whatwg-url in the server rendering stages only", () => {
    const rule = { module: { rules: [userlandPunycodeRule] } };
    expect(run("build-html").setWebpackConfig).toHaveBeenCalledWith(rule);
    expect(run("develop-html").setWebpackConfig).toHaveBeenCalledWith(rule);
    expect(run("build-javascript").setWebpackConfig).not.toHaveBeenCalledWith(rule);
    expect(userlandPunycodeRule.test.test("/site/node_modules/node-fetch/node_modules/tr46/index.js")).toBe(true);
    expect(
      userlandPunycodeRule.test.test("/site/node_modules/node-fetch/node_modules/whatwg-url/lib/url-state-machine.js"),
    ).toBe(true);
    expect(userlandPunycodeRule.test.test("/site/node_modules/react/index.js")).toBe(false);
  });
});
