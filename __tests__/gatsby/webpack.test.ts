/** @jest-environment node */
import type { CreateWebpackConfigArgs } from "gatsby";
import { onCreateWebpackConfig, userlandPunycodeRule } from "../../gatsby/webpack";

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
  it("leaves the browser bundles alone: no built page loads a webpack chunk", () => {
    expect(run("build-javascript").setWebpackConfig).not.toHaveBeenCalled();
    expect(run("develop").setWebpackConfig).not.toHaveBeenCalled();
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
