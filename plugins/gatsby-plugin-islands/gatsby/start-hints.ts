import { pageDataUrl } from "../../../site/routes";
import { APP_START_CHUNK } from "../src/names";

/** What Gatsby's page data says about a page that its app needs to start. */
export type StartingPage = { componentChunkName?: string; staticQueryHashes?: readonly string[] };
/** A webpack chunk group's name to the files it loads, its shared chunks (Preact's `framework`) included. */
export type ChunkMap = Record<string, readonly string[]>;

export { APP_START_CHUNK };

/**
 * The name under which the server-rendering bundle finds this build's chunk groups: gatsby/webpack.ts
 * reads them from public/webpack.stats.json when Gatsby configures that bundle (after the browser
 * bundle is built) and writes them into it with webpack's DefinePlugin. Page rendering itself reads
 * no file: Gatsby then re-renders only the pages whose data changed.
 */
export const CHUNK_GROUPS_CONSTANT = "__APP_CHUNK_GROUPS__";
declare global {
  /** This build's chunk groups (CHUNK_GROUPS_CONSTANT); not defined in `gatsby develop`, which has none. */
  const __APP_CHUNK_GROUPS__: ChunkMap | undefined;
}

/** The scripts of a chunk group (none for a name the build does not have). */
export const groupScripts = (chunkMap: ChunkMap, name: string): string[] =>
  (chunkMap[name] ?? []).filter((file) => file.endsWith(".js"));

/** The scripts of the app's runtime (APP_START_CHUNK); a build without that group is refused. */
export function appStartScripts(chunkMap: ChunkMap): string[] {
  const runtime = groupScripts(chunkMap, APP_START_CHUNK);
  if (!runtime.length)
    throw new Error(
      `webpack.stats.json has no "${APP_START_CHUNK}" chunk group: src/browser/app-entry.ts names the app's chunk so.`,
    );
  return runtime;
}

/**
 * What a page's app fetches when it starts (src/browser/start.ts): its runtime (APP_START_CHUNK),
 * the page's data, the site's app data, the results of the static queries it uses and the page
 * component's chunk. Written in the page's <head> as a JSON data block (gatsby-ssr.tsx), which the
 * page turns into `<link rel="prefetch">` once it has loaded and the browser is idle
 * (prefetchStartWhenIdle): fetched at the lowest priority into the HTTP cache, nothing run. The
 * visitor's first tap then waits for the app's start, not for the network.
 */
export function startHints(pathname: string, page: StartingPage | null, chunkMap: ChunkMap): string[] {
  const runtime = appStartScripts(chunkMap);
  const component = page?.componentChunkName ? groupScripts(chunkMap, page.componentChunkName) : [];
  return [
    ...runtime,
    pageDataUrl(pathname),
    "/page-data/app-data.json",
    ...(page?.staticQueryHashes ?? []).map((hash) => `/page-data/sq/d/${hash}.json`),
    ...component.filter((file) => !runtime.includes(file)),
  ];
}

export type Stats = { namedChunkGroups: Record<string, { assets: readonly ({ name: string } | string)[] }> };
/**
 * A build's chunk groups, from its webpack.stats.json (which Gatsby writes once the browser bundle is
 * built). Its chunk-map.json lists a chunk's own files only, without the shared chunks the group
 * also loads.
 */
export function chunkGroupsOf(stats: Stats): ChunkMap {
  return Object.fromEntries(
    Object.entries(stats.namedChunkGroups).map(([name, group]) => [
      name,
      group.assets.map((asset) => `/${typeof asset === "string" ? asset : asset.name}`),
    ]),
  );
}
