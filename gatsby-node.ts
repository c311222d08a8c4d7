// Each concern lives in its own module under gatsby/; this file only wires them to Gatsby.
export { onPreBootstrap } from "./content-model/node/check-data";
export { createSchemaCustomization } from "./gatsby/schema";
export { createPages } from "./gatsby/create-pages";
export { onPostBuild } from "./gatsby/post-build";
export { onCreateWebpackConfig } from "./gatsby/webpack";
export { onCreateDevServer } from "./gatsby/admin";
export { onPreInit } from "./gatsby/typeface-file";
