import { graphql, type HeadProps, type PageProps } from "gatsby";
import { CaseStudyCard } from "../components/case-studies/case-study-card";
import { Layout } from "../page-layout";
import { Seo } from "../components/layout/seo";
import { CardGrid } from "../components/ui/card-grid";
import { Container } from "../components/ui/container";
import { CtaBand } from "../components/ui/cta-band";
import { PageHeader } from "../components/ui/page-header";
import { theme } from "../../content-model/theme";
import { css } from "@emotion/react";

const listBandCss = css`
  padding: ${theme.space[12]} 0 ${theme.space[16]};
`;

/** Every case study (data/case-studies/), newest first, each a card leading to its page. */
export default function CaseStudiesPage({ data }: PageProps<Queries.CaseStudiesPageQuery>) {
  const page = data.pageContent!;
  const texts = data.caseStudyPagesContent!;
  return (
    <Layout site={data}>
      <PageHeader heading={page.heading} intro={page.intro} />
      <div css={listBandCss}>
        <Container>
          <CardGrid columns={3}>
            {data.allCaseStudy.nodes.map((study) => (
              <CaseStudyCard key={study.slug} study={study} labels={texts} />
            ))}
          </CardGrid>
        </Container>
      </div>
      <CtaBand heading={texts.cta.heading} text={texts.cta.text} links={[texts.cta.primary, texts.cta.secondary]} />
    </Layout>
  );
}

export const Head = ({ data }: HeadProps<Queries.CaseStudiesPageQuery>) => (
  <Seo
    site={data}
    title={data.pageContent!.title}
    description={data.pageContent!.description}
    path={data.pageContent!.path}
  />
);

export const query = graphql`
  query CaseStudiesPage {
    ...SiteFrame
    pageContent(slug: { eq: "case-studies" }) {
      ...PageMeta
    }
    caseStudyPagesContent {
      ...CaseStudyCardLabels
      cta {
        ...CallToActionLinks
      }
    }
    allCaseStudy(sort: [{ year: DESC }, { title: ASC }]) {
      nodes {
        ...CaseStudyCardFields
      }
    }
  }
`;
