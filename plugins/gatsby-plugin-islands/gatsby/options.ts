import path from "node:path";
import type { PluginOptions, PluginOptionsSchemaArgs } from "gatsby";

/** What a site sets in gatsby-config (`{ resolve: "gatsby-plugin-islands", options }`). */
export type IslandsPluginOptions = {
  /** The folder of the site's island modules: `<name>.tsx`, each `export default island(...)`. */
  islands: string;
  /** A module run on every built page with islands as it arrives (`export function onArrival()`). */
  arrival?: string;
  /** Environment variables the islands read as `process.env.NAME`, inlined at build time. */
  env: readonly string[];
  /** Whether pages carry Emotion's server styles, to be moved into `<head>` (gatsby/pages.ts). */
  emotion: boolean;
  /** Whether the viewport's links are prefetched on idle (quicklink) besides the speculation rules. */
  prefetch: boolean;
  /** How long an island's module may take to arrive before the island counts as failed (ms). */
  chunkLoadTimeout: number;
};

/** Webpack's own default for a chunk that does not come, which the islands keep unless a site sets another. */
export const DEFAULT_CHUNK_LOAD_TIMEOUT = 120_000;

/** Gatsby validates the options against this before any build step runs (its `pluginOptionsSchema` API). */
export function optionsSchema({ Joi }: PluginOptionsSchemaArgs) {
  return Joi.object({
    islands: Joi.string()
      .required()
      .description("The folder of the island modules, absolute or relative to the site: <name>.tsx each."),
    arrival: Joi.string().description("A module whose onArrival() runs on every page with islands as it arrives."),
    env: Joi.array()
      .items(Joi.string().pattern(/^[A-Z_][A-Z0-9_]*$/))
      .default([])
      .description("Environment variables the islands read as process.env.NAME, inlined at build time."),
    emotion: Joi.boolean().default(true).description("Move Emotion's server styles into <head>."),
    prefetch: Joi.boolean().default(true).description("Prefetch the links in view when the browser is idle."),
    chunkLoadTimeout: Joi.number()
      .integer()
      .min(1)
      .default(DEFAULT_CHUNK_LOAD_TIMEOUT)
      .description("Milliseconds an island's module may take before the island counts as failed."),
  });
}

/** The options as Gatsby hands them over, validated and with their defaults, and with paths made absolute. */
export function readOptions(options: PluginOptions): IslandsPluginOptions {
  const given = options as unknown as Partial<IslandsPluginOptions>;
  if (typeof given.islands !== "string") throw new Error("gatsby-plugin-islands: the `islands` option is required");
  return {
    islands: path.resolve(given.islands),
    arrival: given.arrival ? path.resolve(given.arrival) : undefined,
    env: given.env ?? [],
    emotion: given.emotion ?? true,
    prefetch: given.prefetch ?? true,
    chunkLoadTimeout: given.chunkLoadTimeout ?? DEFAULT_CHUNK_LOAD_TIMEOUT,
  };
}
