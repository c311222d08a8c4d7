import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { Seo } from "../components/layout/seo";
import { PageHeader } from "../components/ui/page-header";

export default function ContactPage({ data }: PageProps<Queries.ContactPageQuery>) {
  const page = data.pageContent!;
  return (
    <Layout>
      <PageHeader heading={page.heading} intro={page.intro} />
    </Layout>
  );
}

export const Head = ({ data }: HeadProps<Queries.ContactPageQuery>) => (
  <Seo title={data.pageContent!.title} description={data.pageContent!.description} path={data.pageContent!.path} />
);

export const query = graphql`
  query ContactPage {
    pageContent(slug: { eq: "contact" }) { ...PageMeta }
  }
`;
