import { graphql, Link, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { Seo } from "../components/layout/seo";
import { Container } from "../components/ui/container";
import { PageHeader } from "../components/ui/page-header";

export default function CareersPage({ data }: PageProps<Queries.CareersPageQuery>) {
  const page = data.pageContent!;
  return (
    <Layout footer="careers">
      <PageHeader heading={page.heading} intro={page.intro} />
      <Container>
        <h2>{data.careersContent!.positionsHeading}</h2>
        <ul>
          {data.allJob.nodes.map((job) => (
            <li key={job.slug}>
              <Link to={`/careers/${job.slug}/`}>{job.title}</Link>
            </li>
          ))}
        </ul>
      </Container>
    </Layout>
  );
}

export const Head = ({ data }: HeadProps<Queries.CareersPageQuery>) => (
  <Seo title={data.pageContent!.title} description={data.pageContent!.description} path={data.pageContent!.path} />
);

export const query = graphql`
  query CareersPage($today: Date!) {
    pageContent(slug: { eq: "careers" }) { ...PageMeta }
    careersContent { positionsHeading }
    allJob(filter: { validThrough: { gte: $today } }) { nodes { slug title } }
  }
`;
