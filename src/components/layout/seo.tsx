import { graphql, useStaticQuery } from "gatsby";
import type { ReactNode } from "react";

type Props = { title: string; description: string; path: string; children?: ReactNode };

/** Every page's <head>: title, description and canonical URL. Used through each page's `Head` export. */
export function Seo({ title, description, path, children }: Props) {
  const { site } = useStaticQuery<Queries.SeoSiteQuery>(graphql`
    query SeoSite {
      site { siteMetadata { siteUrl } }
    }
  `);
  const canonical = `${site?.siteMetadata?.siteUrl ?? ""}${path}`;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonical} />
      {children}
    </>
  );
}

/** The fields of data/pages.json that a fixed page needs for its head and its heading. */
export const query = graphql`
  fragment PageMeta on PageContent {
    path
    title
    description
    heading
    intro
  }
`;
