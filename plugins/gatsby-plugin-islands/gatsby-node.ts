// gatsby-plugin-islands at build time; each concern lives in its own module under gatsby/.
export { onPreInit, onPostBootstrap } from "./gatsby/cache-folder";
export { onCreateWebpackConfig, pluginOptionsSchema } from "./gatsby/webpack";
export { onPostBuild } from "./gatsby/hoist-styles";
