import { graphql, useStaticQuery } from "gatsby";

/** The public origin (gatsby-config siteMetadata.siteUrl, from SITE_URL), without a trailing slash. */
export function useSiteUrl(): string {
  const { site } = useStaticQuery<Queries.SiteUrlQuery>(graphql`
    query SiteUrl {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `);
  return site?.siteMetadata?.siteUrl ?? "";
}
