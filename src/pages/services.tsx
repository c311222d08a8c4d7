import { graphql, Link, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { Seo } from "../components/layout/seo";
import { Container } from "../components/ui/container";
import { PageHeader } from "../components/ui/page-header";

export default function ServicesPage({ data }: PageProps<Queries.ServicesPageQuery>) {
  const page = data.pageContent!;
  return (
    <Layout>
      <PageHeader heading={page.heading} intro={page.intro} />
      <Container>
        <ul>
          {data.allService.nodes.map((service) => (
            <li key={service.slug}>
              <Link to={`/services/${service.slug}/`}>{service.title}</Link>
            </li>
          ))}
        </ul>
      </Container>
    </Layout>
  );
}

export const Head = ({ data }: HeadProps<Queries.ServicesPageQuery>) => (
  <Seo title={data.pageContent!.title} description={data.pageContent!.description} path={data.pageContent!.path} />
);

export const query = graphql`
  query ServicesPage {
    pageContent(slug: { eq: "services" }) { ...PageMeta }
    allService(filter: { servicesOrder: { ne: null } }, sort: { servicesOrder: ASC }) { nodes { slug title } }
  }
`;
