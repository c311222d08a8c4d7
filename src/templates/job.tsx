import { graphql, Link, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { Seo } from "../components/layout/seo";
import { Container } from "../components/ui/container";
import { PageHeader } from "../components/ui/page-header";

export default function JobTemplate({ data }: PageProps<Queries.JobPageQuery>) {
  const job = data.job!;
  return (
    <Layout footer="careers">
      <PageHeader heading={job.title} intro={job.description}>
        <Link to="/careers/">Back to Careers</Link>
      </PageHeader>
      <Container>
        <Link to={`/careers/${job.slug}/apply/`}>Apply Now</Link>
      </Container>
    </Layout>
  );
}

export const Head = ({ data, location }: HeadProps<Queries.JobPageQuery>) => (
  <Seo
    title={`${data.job!.title} | Careers | ${data.siteContent!.companyName}`}
    description={`${data.job!.title} (${data.job!.location}, ${data.job!.type}): ${data.job!.description}`}
    path={location.pathname}
  />
);

export const query = graphql`
  query JobPage($slug: String!) {
    siteContent { companyName }
    job(slug: { eq: $slug }) { slug title department type location experience description }
  }
`;
