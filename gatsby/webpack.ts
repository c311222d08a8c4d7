import type { GatsbyNode } from "gatsby";
import site from "../data/site.json";

/**
 * Webpack settings the spec fixes (SPEC §9): a lazy script chunk counts as failed after
 * `constants.chunkLoadTimeoutMs` (120 s). Webpack's default happens to be the same today; setting
 * it from data/site.json keeps the spec's number in one place and safe from a webpack upgrade.
 */
export function webpackOverrides(constants: { chunkLoadTimeoutMs: number } = site.constants) {
  return { output: { chunkLoadTimeout: constants.chunkLoadTimeoutMs } };
}

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions }) => {
  // Only the browser bundles load chunks over the network.
  if (stage === "build-javascript" || stage === "develop") actions.setWebpackConfig(webpackOverrides());
};
