import { graphql, Link, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { Seo } from "../components/layout/seo";
import { Container } from "../components/ui/container";
import { PageHeader } from "../components/ui/page-header";

export default function ServiceTemplate({ data }: PageProps<Queries.ServicePageQuery>) {
  const service = data.service!;
  const primary = service.variant === "primary";
  return (
    <Layout>
      <PageHeader heading={service.title} intro={service.description}>
        <Link to={primary ? "/services/" : "/"}>{primary ? "Back to Services" : "Back to Home"}</Link>
      </PageHeader>
      <Container>
        <h2>{service.cta.heading}</h2>
        <p>{service.cta.text}</p>
        <Link to="/contact/">{primary ? "Get in Touch" : "Schedule a Consultation"}</Link>
      </Container>
    </Layout>
  );
}

export const Head = ({ data, location }: HeadProps<Queries.ServicePageQuery>) => (
  <Seo title={`${data.service!.title} | ${data.siteContent!.companyName}`} description={data.service!.seoDescription} path={location.pathname} />
);

export const query = graphql`
  query ServicePage($slug: String!) {
    siteContent { companyName }
    service(slug: { eq: $slug }) {
      slug title category description seoDescription variant
      cta { heading text }
    }
  }
`;
