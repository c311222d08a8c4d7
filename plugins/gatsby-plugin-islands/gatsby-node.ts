import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { bundleIslands } from "./gatsby/bundle";
import { finishPages } from "./gatsby/built-pages";
import { optionsSchema, readOptions } from "./gatsby/options";
import { removeRuntimeBundles } from "./gatsby/runtime-bundles";

export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = optionsSchema;

/**
 * The plugin's build step, after Gatsby has written every page: bundle the islands, give each built
 * page its islands' scripts (and Emotion's styles in `<head>`), and remove Gatsby's browser runtime,
 * which no page loads. Gatsby runs plugins' `onPostBuild` in the order of gatsby-config, and the
 * site's own last, so a site's later steps (a Content-Security-Policy with the pages' script
 * hashes, compression) see the finished pages.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter, getNodesByType }, pluginOptions) => {
  const options = readOptions(pluginOptions);
  // Gatsby writes the site into public/ of the directory it builds (the working directory).
  const publicDir = path.resolve("public");
  let started = performance.now();
  // "Post-build <step>: <seconds> s", the form the site's own steps print (its bench reads them).
  const took = (step: string) => {
    reporter.info(`Post-build ${step}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    started = performance.now();
  };
  const bundle = await bundleIslands(publicDir, options);
  reporter.info(`Islands bundled: ${[...bundle.chunks.keys()].join(", ")}`);
  took("islands bundle");
  const pages = getNodesByType("SitePage").map((node) => String(node.path));
  const finished = finishPages(publicDir, pages, bundle, options);
  reporter.info(`Islands' scripts written into ${finished} pages`);
  took("islands' scripts and styles");
  reporter.info(`Gatsby's unused runtime removed: ${removeRuntimeBundles(publicDir).length} files`);
};
