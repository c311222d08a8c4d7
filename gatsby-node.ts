// Each concern lives in its own module under gatsby/; this file only wires them to Gatsby.
export { onPreInit, onPostBootstrap } from "./plugins/gatsby-plugin-islands/gatsby/cache-folder";
export { onPreBootstrap } from "./gatsby/check-data";
export { createSchemaCustomization } from "./gatsby/schema";
export { createPages } from "./gatsby/create-pages";
export { onPostBuild } from "./gatsby/post-build";
export { onCreateWebpackConfig } from "./plugins/gatsby-plugin-islands/gatsby/webpack";
export { onCreateDevServer } from "./gatsby/admin";
