import type { GatsbyConfig } from "gatsby";
import { siteUrl } from "./gatsby/site-url";
import { jsonTypeName } from "./gatsby/type-names";

const config: GatsbyConfig = {
  siteMetadata: { siteUrl },
  trailingSlash: "always",
  graphqlTypegen: { generateOnBuild: true },
  jsxRuntime: "automatic",
  jsxImportSource: "@emotion/react",
  plugins: [
    "gatsby-plugin-emotion",
    "gatsby-plugin-image",
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "data", path: `${__dirname}/data` },
    },
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "images", path: `${__dirname}/src/images` },
    },
    {
      resolve: "gatsby-transformer-json",
      options: { typeName: jsonTypeName },
    },
    {
      resolve: "gatsby-plugin-manifest",
      options: {
        name: "Nexora Technologies",
        short_name: "Nexora",
        start_url: "/",
        background_color: "#ffffff",
        theme_color: "#1d4ed8",
        display: "minimal-ui",
        icon: "src/images/icon.png",
        // The manifest plugin's cache-busting query strings would need a service worker to pay off.
        cache_busting_mode: "none",
      },
    },
    {
      resolve: "gatsby-plugin-sitemap",
      options: {
        excludes: ["/404/", "/404.html", "/dev-404-page/"],
      },
    },
  ],
};

export default config;
