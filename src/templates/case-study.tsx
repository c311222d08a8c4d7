import { graphql, type HeadProps, type PageProps } from "gatsby";
import { CaseStudyArticle } from "../components/case-studies/case-study-article";
import { Layout } from "../page-layout";
import { Seo } from "../components/layout/seo";
import { BreadcrumbJsonLd } from "../components/seo/breadcrumb-json-ld";
import { CtaBand } from "../components/ui/cta-band";
import { fillTemplate } from "../components/ui/fill-template";
import { caseStudiesPath } from "../../shared/routes";

export default function CaseStudyTemplate({ data }: PageProps<Queries.CaseStudyPageQuery>) {
  const study = data.caseStudy!;
  const texts = data.caseStudyPagesContent!;
  const [quote] = data.allTestimonial.nodes;
  return (
    <Layout site={data}>
      <CaseStudyArticle study={{ ...study, year: String(study.year) }} texts={texts} quote={quote} />
      <CtaBand heading={texts.cta.heading} text={texts.cta.text} links={[texts.cta.primary, texts.cta.secondary]} />
    </Layout>
  );
}

export const Head = ({ data, location }: HeadProps<Queries.CaseStudyPageQuery>) => {
  const { title, sector, summary, socialCard } = data.caseStudy!;
  const site = data.siteContent!;
  const image = {
    path: socialCard,
    alt: fillTemplate(site.seo.caseStudyCardAlt, { title, sector, company: site.companyName }),
  };
  return (
    <Seo
      site={data}
      title={fillTemplate(data.caseStudyPagesContent!.pageTitle, { title, company: site.companyName })}
      description={summary}
      path={location.pathname}
      type="article"
      image={image}
    >
      <BreadcrumbJsonLd
        items={[
          { name: site.seo.breadcrumbs.caseStudies, path: caseStudiesPath },
          { name: title, path: location.pathname },
        ]}
      />
    </Seo>
  );
};

export const query = graphql`
  query CaseStudyPage($slug: String!) {
    ...SiteFrame
    siteContent {
      companyName
      seo {
        breadcrumbs {
          caseStudies
        }
        caseStudyCardAlt
      }
    }
    caseStudyPagesContent {
      pageTitle
      back {
        label
        to
      }
      factLabels {
        client
        sector
        size
        year
        duration
      }
      problemHeading
      builtHeading
      resultsHeading
      servicesHeading
      technologiesHeading
      quoteHeading
      cta {
        ...CallToActionLinks
      }
    }
    caseStudy(slug: { eq: $slug }) {
      slug
      title
      client
      sector
      size
      year
      duration
      summary
      socialCard
      problem
      built
      services {
        slug
        title
      }
      technologies
      results {
        value
        label
        measure
      }
    }
    allTestimonial(filter: { caseStudy: { slug: { eq: $slug } } }) {
      nodes {
        quote
        author
        role
        company
      }
    }
  }
`;
