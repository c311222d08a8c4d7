import fs from "node:fs";
import path from "node:path";
import { chunkGroupsOf, type ChunkMap, type Stats } from "./start-hints";

/**
 * The chunk groups of the build in `publicDir`, from its webpack.stats.json. Read in Node only: by
 * gatsby/webpack.ts for the server-rendering bundle, and by scripts/first-load-js.mjs (`check:js`).
 */
export function chunkGroups(publicDir = path.resolve("public")): ChunkMap {
  return chunkGroupsOf(JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")) as Stats);
}
