import type { GatsbyConfig } from "gatsby";
import { siteUrl } from "./content-model/node/site-url";
import { SECURITY_HEADERS, staticHeaderPolicy } from "./content-model/node/content-security-policy";
import { sitemapOptions } from "./gatsby/sitemap";
import { jsonTypeName } from "./content-model/type-names";
import { IMAGES_DIR } from "./content-model/cms-config";
import site from "./data/site.json";
import { theme } from "./content-model/theme";

const headerList = (headers: Record<string, string>) => Object.entries(headers).map(([key, value]) => ({ key, value }));

const config: GatsbyConfig = {
  siteMetadata: { siteUrl },
  trailingSlash: "always",
  graphqlTypegen: { generateOnBuild: true },
  // What deployment adapters apply. Each page's own meta policy narrows script-src to its inline-script hashes.
  headers: [
    { source: "/*", headers: headerList({ "Content-Security-Policy": staticHeaderPolicy(), ...SECURITY_HEADERS }) },
    { source: "/static/*", headers: headerList({ "Cache-Control": "public, max-age=31536000, immutable" }) },
  ],
  jsxRuntime: "automatic",
  jsxImportSource: "@emotion/react",
  plugins: [
    // The browser layer (plugins/gatsby-plugin-islands/README.md): built pages are the server's HTML and their islands.
    {
      resolve: "gatsby-plugin-islands",
      options: {
        islands: "src/islands",
        // What every page does as it arrives, apart from its islands (gatsby-browser.tsx runs it under `gatsby develop`).
        arrival: "src/browser/arrival.ts",
        env: ["GATSBY_WEB_VITALS_ENDPOINT"],
        // SPEC's chunk load timeout, from data/site.json: an island whose module takes longer fails ("Loading chunk {id} failed").
        chunkLoadTimeout: site.constants.chunkLoadTimeoutMs,
      },
    },
    "gatsby-plugin-image",
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "data", path: `${__dirname}/data` },
    },
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "images", path: `${__dirname}/${IMAGES_DIR}` },
    },
    {
      resolve: "gatsby-transformer-json",
      options: { typeName: jsonTypeName },
    },
    {
      resolve: "gatsby-plugin-manifest",
      options: {
        // The installed app's names, from data/site.json (read directly: the config is loaded before GraphQL exists).
        name: site.companyName,
        short_name: site.shortName,
        start_url: "/",
        background_color: theme.colors.surface,
        theme_color: theme.colors.primary,
        display: "minimal-ui",
        icon: "src/images/icon.png",
        // The manifest plugin's cache-busting query strings would need a service worker to pay off.
        cache_busting_mode: "none",
      },
    },
    { resolve: "gatsby-plugin-sitemap", options: sitemapOptions },
  ],
};

export default config;
