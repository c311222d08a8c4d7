import path from "node:path";
import type { GatsbyNode } from "gatsby";
import site from "../data/site.json";

/**
 * Webpack settings the site fixes: a lazy script chunk counts as failed after
 * `constants.chunkLoadTimeoutMs` (120 s). Webpack's default happens to be the same today; setting
 * it from data/site.json keeps the spec's number in one place and safe from a webpack upgrade.
 * (The browser layer's own settings are gatsby-plugin-islands'.)
 */
export function webpackOverrides(constants: { chunkLoadTimeoutMs: number } = site.constants) {
  return { output: { chunkLoadTimeout: constants.chunkLoadTimeoutMs } };
}

/** Server rendering's rule for the modules that require Node's deprecated `punycode` (see the loader). */
export const userlandPunycodeRule = {
  // tr46@0.0.3 and whatwg-url@5, as node-fetch@2 nests them.
  test: /[\\/]node_modules[\\/](tr46|whatwg-url)[\\/].*\.js$/,
  use: path.resolve("gatsby/userland-punycode-loader.js"),
};

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions }) => {
  // Only the browser bundles load chunks over the network.
  if (stage === "build-javascript" || stage === "develop") actions.setWebpackConfig(webpackOverrides());
  if (stage === "build-html" || stage === "develop-html")
    actions.setWebpackConfig({ module: { rules: [userlandPunycodeRule] } });
};
