import fs from "node:fs";
import path from "node:path";
import { pageDataUrl } from "../site/routes";

/** What Gatsby's page data says about a page that its app needs to start. */
export type StartingPage = { componentChunkName?: string; staticQueryHashes?: readonly string[] };
/** public/chunk-map.json: a webpack chunk's name to its files. */
export type ChunkMap = Record<string, readonly string[]>;

/**
 * What a page's app fetches when it starts (src/browser/start.ts): the page's data, the site's app
 * data, the results of the static queries it uses and the page component's chunk. Written in the
 * page's <head> as a JSON data block (gatsby-ssr.tsx), which the page turns into `<link
 * rel="prefetch">` once it has loaded and the browser is idle (prefetchStartWhenIdle): fetched at
 * the lowest priority into the HTTP cache, nothing run. The visitor's first tap then waits for the
 * app's start, not for the network.
 */
export function startHints(pathname: string, page: StartingPage | null, chunkMap: ChunkMap): string[] {
  const component = page?.componentChunkName ? (chunkMap[page.componentChunkName] ?? []) : [];
  return [
    pageDataUrl(pathname),
    "/page-data/app-data.json",
    ...(page?.staticQueryHashes ?? []).map((hash) => `/page-data/sq/d/${hash}.json`),
    ...component.filter((file) => file.endsWith(".js")),
  ];
}

let chunkMap: ChunkMap | undefined;
/** The build's chunk map, which Gatsby writes before it renders the pages' HTML (read once per worker). */
export const readChunkMap = (): ChunkMap => (chunkMap ??= JSON.parse(fs.readFileSync(path.resolve("public/chunk-map.json"), "utf8")) as ChunkMap);
