import type { GatsbySSR } from "gatsby";
import { isRuntime, SPECULATION_RULES, WRAPPER_STYLE } from "./gatsby/runtime";

/**
 * Built pages are the server's HTML and their islands (gatsby/bundle.ts): Gatsby's scripts, its
 * page-data preloads and everything else of its browser runtime are left out with the public
 * `onPreRenderHTML` API, as gatsby-plugin-no-javascript does. `gatsby develop` keeps them (and React
 * with fast refresh).
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  getHeadComponents,
  replaceHeadComponents,
  getPostBodyComponents,
  replacePostBodyComponents,
}) => {
  if (process.env.NODE_ENV !== "production") return;
  replaceHeadComponents(getHeadComponents().filter((node) => !isRuntime(node)));
  replacePostBodyComponents(getPostBodyComponents().filter((node) => !isRuntime(node)));
};

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
  setHeadComponents([<style key="islands-wrapper" dangerouslySetInnerHTML={{ __html: WRAPPER_STYLE }} />]);
  if (process.env.NODE_ENV !== "production") return;
  setHeadComponents([
    <script
      key="speculation-rules"
      type="speculationrules"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(SPECULATION_RULES) }}
    />,
  ]);
};
