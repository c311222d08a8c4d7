// The islands' browser entry points, imported by the entry the plugin bundles (gatsby/bundle.ts) by
// the package's name, as the site's own island files import `gatsby-plugin-islands`.
export { startIslands, type IslandModule, type LoadIsland } from "./start";
export { prefetchLinks } from "./prefetch";
