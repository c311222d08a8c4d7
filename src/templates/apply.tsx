import { graphql, Link, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { Seo } from "../components/layout/seo";
import { Container } from "../components/ui/container";
import { PageHeader } from "../components/ui/page-header";

export default function ApplyTemplate({ data }: PageProps<Queries.ApplyPageQuery>) {
  const job = data.job!;
  return (
    <Layout footer="careers">
      <PageHeader heading={`Apply for ${job.title}`}>
        <Link to="/careers/">Back to Careers</Link>
      </PageHeader>
      <Container>
        <Link to={`/careers/${job.slug}/`}>View full job description</Link>
      </Container>
    </Layout>
  );
}

export const Head = ({ data, location }: HeadProps<Queries.ApplyPageQuery>) => (
  <Seo
    title={`Apply: ${data.job!.title} | ${data.siteContent!.companyName}`}
    description={`Apply for the ${data.job!.title} position (${data.job!.location}, ${data.job!.experience} years) at ${data.siteContent!.companyName}.`}
    path={location.pathname}
  />
);

export const query = graphql`
  query ApplyPage($slug: String!) {
    siteContent { companyName }
    job(slug: { eq: $slug }) { slug title department type location experience }
  }
`;
