// gatsby-plugin-islands at build time: its options. Its build work (gatsby/bundle.ts, gatsby/pages.ts)
// is called by the site's own onPostBuild, which sees every page before it finishes them.
import type { GatsbyNode } from "gatsby";

export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) =>
  Joi.object({
    noSpeculation: Joi.array().items(Joi.string()).description("URL patterns never prerendered (Speculation Rules)."),
  });
