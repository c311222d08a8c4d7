/**
 * `gatsby` in the editor's preview bundle, which has no Gatsby runtime: the previewed components
 * use only its `graphql` tag (their fragments, compiled away in the site's build).
 */
export const graphql = (..._query: unknown[]) => "";
