import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { Seo } from "../components/layout/seo";
import { PageHeader } from "../components/ui/page-header";

export default function SitemapPage({ data }: PageProps<Queries.SitemapPageQuery>) {
  const page = data.pageContent!;
  return (
    <Layout>
      <PageHeader heading={page.heading} intro={page.intro} />
    </Layout>
  );
}

export const Head = ({ data }: HeadProps<Queries.SitemapPageQuery>) => (
  <Seo title={data.pageContent!.title} description={data.pageContent!.description} path={data.pageContent!.path} />
);

export const query = graphql`
  query SitemapPage {
    pageContent(slug: { eq: "sitemap" }) { ...PageMeta }
  }
`;
