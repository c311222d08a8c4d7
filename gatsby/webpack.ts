import path from "node:path";
import type { GatsbyNode } from "gatsby";

/*
 * Webpack settings the site fixes for server rendering only: no built page loads a webpack chunk
 * (the browser layer is gatsby-plugin-islands', built with esbuild), so the browser stages get none.
 */

/** Server rendering's rule for the modules that require Node's deprecated `punycode` (see the loader). */
export const userlandPunycodeRule = {
  // tr46@0.0.3 and whatwg-url@5, as node-fetch@2 nests them.
  test: /[\\/]node_modules[\\/](tr46|whatwg-url)[\\/].*\.js$/,
  use: path.resolve("gatsby/userland-punycode-loader.js"),
};

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions }) => {
  if (stage === "build-html" || stage === "develop-html")
    actions.setWebpackConfig({ module: { rules: [userlandPunycodeRule] } });
};
