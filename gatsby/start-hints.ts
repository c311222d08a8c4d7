import fs from "node:fs";
import path from "node:path";
import { pageDataUrl } from "../site/routes";

/** What Gatsby's page data says about a page that its app needs to start. */
export type StartingPage = { componentChunkName?: string; staticQueryHashes?: readonly string[] };
/** A webpack chunk group's name to the files it loads, its shared chunks (Preact's `framework`) included. */
export type ChunkMap = Record<string, readonly string[]>;

/**
 * The chunk of Gatsby's runtime and Preact that the app loads when it starts, named in
 * src/browser/app-entry.ts's import comment (webpack reads the name there only).
 */
export const APP_START_CHUNK = "app-start";

/**
 * What a page's app fetches when it starts (src/browser/start.ts): its runtime (APP_START_CHUNK),
 * the page's data, the site's app data, the results of the static queries it uses and the page
 * component's chunk. Written in the
 * page's <head> as a JSON data block (gatsby-ssr.tsx), which the page turns into `<link
 * rel="prefetch">` once it has loaded and the browser is idle (prefetchStartWhenIdle): fetched at
 * the lowest priority into the HTTP cache, nothing run. The visitor's first tap then waits for the
 * app's start, not for the network.
 */
export function startHints(pathname: string, page: StartingPage | null, chunkMap: ChunkMap): string[] {
  const component = page?.componentChunkName ? (chunkMap[page.componentChunkName] ?? []) : [];
  const runtime = chunkMap[APP_START_CHUNK];
  if (!runtime) throw new Error(`public/chunk-map.json has no "${APP_START_CHUNK}" chunk: src/browser/app-entry.ts names the app's chunk so.`);
  return [
    ...runtime.filter((file) => file.endsWith(".js")),
    pageDataUrl(pathname),
    "/page-data/app-data.json",
    ...(page?.staticQueryHashes ?? []).map((hash) => `/page-data/sq/d/${hash}.json`),
    ...component.filter((file) => file.endsWith(".js") && !runtime.includes(file)),
  ];
}

type Stats = { namedChunkGroups: Record<string, { assets: readonly ({ name: string } | string)[] }> };
let chunkMap: ChunkMap | undefined;
/**
 * The build's chunk groups, from public/webpack.stats.json, which Gatsby writes before it renders the
 * pages' HTML (read once per worker). Its chunk-map.json lists a chunk's own files only, without the
 * shared chunks the group also loads.
 */
export const readChunkMap = (): ChunkMap =>
  (chunkMap ??= Object.fromEntries(
    Object.entries((JSON.parse(fs.readFileSync(path.resolve("public/webpack.stats.json"), "utf8")) as Stats).namedChunkGroups).map(([name, group]) => [
      name,
      group.assets.map((asset) => `/${typeof asset === "string" ? asset : asset.name}`),
    ]),
  ));
