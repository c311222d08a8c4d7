import site from "../../data/site.json";

/**
 * `gatsby` in the editor's preview bundle, which has no Gatsby runtime: the previewed components
 * use only its `graphql` tag (compiled away in the site's build) and one static query, the site's
 * texts (src/hooks/use-site-content.ts), answered here from data/site.json as bundled.
 */
export const graphql = (..._query: unknown[]) => "";
export const useStaticQuery = () => ({ siteContent: site });
