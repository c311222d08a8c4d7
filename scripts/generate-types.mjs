// Writes src/gatsby-types.d.ts (the `Queries` namespace of graphqlTypegen) without a production
// build: Gatsby's own bootstrap (data, schema, pages, query extraction, what `gatsby repl` runs)
// and then the writer `gatsby build` calls with `generateOnBuild`. Gatsby has no command for this,
// so it takes two internal modules; gatsby is pinned to a minor release (~5.16) in package.json.
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);
// As gatsby-cli sets them for `gatsby build`, so the cache is the build's and not develop's.
process.env.NODE_ENV = "production";
process.env.gatsby_executing_command = "build";
process.env.gatsby_log_level ??= "normal";
process.env.GATSBY_TELEMETRY_DISABLED = "1";

const { bootstrap } = require("gatsby/dist/bootstrap");
const { store } = require("gatsby/dist/redux");
const { writeTypeScriptTypes } = require("gatsby/dist/utils/graphql-typegen/ts-codegen");

const directory = path.resolve(".");
const program = {
  directory,
  sitePackageJson: require(path.join(directory, "package.json")),
  browserslist: [">0.25%", "not dead"],
  verbose: false,
};
const { workerPool } = await bootstrap({ program });
const { schema, definitions, config } = store.getState();
if (!config.graphqlTypegen) throw new Error("gatsby-config.ts has no graphqlTypegen: there are no types to write.");
await writeTypeScriptTypes(directory, schema, definitions, config.graphqlTypegen);
await Promise.all(workerPool.end());
console.log(`Wrote ${config.graphqlTypegen.typesOutputPath}.`);
// Gatsby's bootstrap leaves watchers and its cache open; nothing else is left to do.
process.exit(0);
