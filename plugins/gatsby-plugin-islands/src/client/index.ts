// The islands' browser entry points, imported by the entry the plugin bundles (gatsby/bundle.ts) by
// the package's name, as the site's own island files import `gatsby-plugin-islands`.
export {
  ChunkLoadError,
  startIslands,
  type ChunkLoadCause,
  type IslandModule,
  type LoadIsland,
  type StartOptions,
} from "./start";
export { prefetchLinks } from "./prefetch";
