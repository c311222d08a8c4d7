import { graphql, Link, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { Seo } from "../components/layout/seo";
import { Container } from "../components/ui/container";
import { PageHeader } from "../components/ui/page-header";

export default function LegalTemplate({ data }: PageProps<Queries.LegalPageQuery>) {
  const legal = data.legalPage!;
  const page = data.pageContent!;
  return (
    <Layout>
      <PageHeader heading={page.heading} intro={legal.intro}>
        <p>Last updated {legal.lastUpdated}</p>
      </PageHeader>
      <Container width="prose">
        {legal.sections.map((section) => (
          <section key={section.id} aria-labelledby={section.id}>
            <h2 id={section.id}>{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}
        <Link to="/">Back to Home</Link>
      </Container>
    </Layout>
  );
}

export const Head = ({ data }: HeadProps<Queries.LegalPageQuery>) => (
  <Seo title={data.pageContent!.title} description={data.pageContent!.description} path={data.pageContent!.path} />
);

export const query = graphql`
  query LegalPage($slug: String!) {
    pageContent(slug: { eq: $slug }) { ...PageMeta }
    legalPage(slug: { eq: $slug }) {
      slug
      intro
      lastUpdated(formatString: "MMMM D, YYYY")
      sections { id heading paragraphs list table { caption columns rows } }
    }
  }
`;
