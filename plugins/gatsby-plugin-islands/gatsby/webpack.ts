import path from "node:path";
import type { GatsbyNode, PluginOptions } from "gatsby";
import { ARRIVAL_MODULE } from "../src/names";
import { chunkGroups } from "./chunk-groups";
import { CompileHintsPlugin } from "./compile-hints";
import { appStartScripts, CHUNK_GROUPS_CONSTANT, type ChunkMap } from "./start-hints";

type Module = { nameForCondition(): string | null };
/** The parts of Gatsby's browser webpack config that withPreact changes. */
export interface BrowserConfig {
  resolve: { alias: Record<string, string> };
  optimization: { splitChunks: { cacheGroups: { framework: { test: (module: Module) => boolean } } } };
}

const PREACT_MODULE = /[\\/]node_modules[\\/]preact[\\/]/;

/**
 * The browser bundle runs our React components on preact/compat instead of react-dom: react-dom
 * 18.3 alone is 45.7 kB gzip, Preact with compat about 10 kB, and the budget for a whole page is
 * 75 kB (docs/decisions/0001 has the figures). Server rendering, `gatsby develop` and Jest keep React;
 * the e2e suite checks that hydration reproduces every page's server HTML. This does what the
 * Gatsby team's gatsby-plugin-preact does for production, minus its switch of SSR and develop.
 */
export function withPreact(config: BrowserConfig): BrowserConfig {
  const { framework } = config.optimization.splitChunks.cacheGroups;
  return {
    ...config,
    resolve: {
      ...config.resolve,
      alias: {
        ...config.resolve.alias,
        react: "preact/compat",
        "react-dom": "preact/compat",
        "react/jsx-runtime": "preact/jsx-runtime",
      },
    },
    optimization: {
      ...config.optimization,
      splitChunks: {
        ...config.optimization.splitChunks,
        cacheGroups: {
          ...config.optimization.splitChunks.cacheGroups,
          // Preact takes react-dom's place in the long-cached framework chunk.
          framework: {
            ...framework,
            test: (module) => framework.test(module) || PREACT_MODULE.test(module.nameForCondition() ?? ""),
          },
        },
      },
    },
  };
}

/** The entry Gatsby gives its production browser bundle. */
export interface EntryConfig {
  entry: { app: string } & Record<string, string>;
  resolve: { alias: Record<string, string> };
}

// Gatsby runs its build from the site's folder, and compiles a local plugin's gatsby-node.ts into
// .cache (so not __dirname): the plugin's own files are found from the site's folder.
export const PLUGIN_DIR = path.resolve("plugins/gatsby-plugin-islands");
export const APP_ENTRY = path.join(PLUGIN_DIR, "src/browser/app-entry.ts");
/** The arrival module of a site that gives none (the `arrival` option): nothing on arrival, no reason of its own to start. */
export const NO_ARRIVAL = path.join(PLUGIN_DIR, "src/browser/no-arrival.ts");

/**
 * The alias under which src/browser/app-entry.ts imports modules of Gatsby's runtime (its `.cache/`
 * folder, where Gatsby's own entry is) to evaluate them before that entry, one per task.
 */
export const GATSBY_APP_MODULES = "gatsby-app-modules";

/**
 * The production bundle starts with src/browser/app-entry.ts, which evaluates Gatsby's own entry
 * (aliased `gatsby-production-app`) only when the page needs its app (src/browser/start.ts), and
 * runs the site's arrival module (ARRIVAL_MODULE, the `arrival` option) on every page.
 */
export function withDeferredStart<Config extends EntryConfig>(config: Config, arrival = NO_ARRIVAL): Config {
  return {
    ...config,
    entry: { ...config.entry, app: APP_ENTRY },
    resolve: {
      ...config.resolve,
      alias: {
        ...config.resolve.alias,
        "gatsby-production-app$": config.entry.app,
        [GATSBY_APP_MODULES]: path.dirname(config.entry.app),
        [`${ARRIVAL_MODULE}$`]: arrival,
      },
    },
  };
}

/**
 * What the server-rendering bundle is given at build time, as webpack's DefinePlugin constants: the
 * browser bundle's chunk groups, for the pages' start hints (gatsby-ssr.tsx). Gatsby configures
 * that bundle after it has built the browser's and written public/webpack.stats.json. A build
 * whose browser bundle lacks the app's chunk (APP_START_CHUNK) stops here.
 */
export function serverRenderingConstants(groups: ChunkMap): Record<string, string> {
  appStartScripts(groups);
  return { [CHUNK_GROUPS_CONSTANT]: JSON.stringify(groups) };
}

/**
 * The production browser bundle leaves out the check "no state inside Static" (src/static-state.ts):
 * Static's import of it is given src/static-state-off.ts instead, so it costs visitors nothing.
 */
export const STATE_CHECK_REQUEST = /^\.\/static-state$/;
export const STATE_CHECK_OFF = path.join(PLUGIN_DIR, "src/static-state-off.ts");

/** The plugin's options (gatsby-config.ts): `arrival`, the site's arrival module (src/browser/entry-modules.d.ts says what it exports). */
export type IslandsOptions = PluginOptions & { arrival?: string };

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = (
  { stage, actions, getConfig, plugins },
  options: IslandsOptions,
) => {
  if (stage === "build-html") {
    // eslint-disable-next-line @typescript-eslint/no-unsafe-call -- Gatsby types plugins.define as Function.
    actions.setWebpackConfig({ plugins: [plugins.define(serverRenderingConstants(chunkGroups()))] });
  }
  // getConfig is typed `any` by Gatsby; BrowserConfig and EntryConfig name the parts changed here.
  if (stage !== "build-javascript") return;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-call -- Gatsby types getConfig as Function.
  const config = getConfig() as BrowserConfig & EntryConfig & { plugins: unknown[] };
  // eslint-disable-next-line @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-assignment -- Gatsby types its plugin helpers as Function.
  const withoutStateCheck = plugins.normalModuleReplacement(STATE_CHECK_REQUEST, STATE_CHECK_OFF);
  actions.replaceWebpackConfig({
    ...withDeferredStart({ ...config, ...withPreact(config) }, options.arrival),
    plugins: [...config.plugins, withoutStateCheck, new CompileHintsPlugin()],
  });
};

export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) =>
  Joi.object({
    arrival: Joi.string().description(
      "The site's arrival module: what every built page does on arrival, and the site's own reasons to start the app at once.",
    ),
  });
