import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../page-layout";
import { Seo } from "../components/layout/seo";
import { SitemapList } from "../components/sitemap/sitemap-list";
import { FigureList } from "../components/ui/figure-list";
import { PageHeader } from "../components/ui/page-header";
import { Section } from "../components/ui/section";
import { caseStudyPath, jobPath, servicePath } from "../../shared/routes";

export default function SitemapPage({ data }: PageProps<Queries.SitemapPageQuery>) {
  const page = data.pageContent!;
  const content = data.sitemapContent!;
  const caseStudies = data.caseStudiesPage!;
  const availability = data.siteContent!.claims.find((claim) => claim.key === content.overview.availabilityClaim);
  const figures = [
    { value: String(content.mainPages.length), label: content.overview.mainPagesLabel },
    { value: String(content.legalPages.length), label: content.overview.legalPagesLabel },
    { value: String(data.homeServices.totalCount), label: content.overview.servicesLabel },
    ...(availability ? [{ value: availability.value, label: availability.label }] : []),
  ];
  return (
    <Layout site={data}>
      <PageHeader heading={page.heading} intro={page.intro} />
      <Section heading={content.overviewHeading} tone="alt">
        <FigureList figures={figures} />
      </Section>
      <SitemapList heading={content.mainHeading} links={content.mainPages} />
      <SitemapList heading={content.legalHeading} links={content.legalPages} tone="alt" />
      <SitemapList
        heading={content.servicesHeading}
        links={data.allService.nodes.map((service) => ({
          label: service.title,
          to: servicePath(service.slug),
          description: service.category,
        }))}
      />
      <SitemapList
        heading={content.caseStudiesHeading}
        tone="alt"
        links={[
          { label: caseStudies.heading, to: caseStudies.path, description: caseStudies.intro },
          ...data.allCaseStudy.nodes.map((study) => ({
            label: study.title,
            to: caseStudyPath(study.slug),
            description: `${study.sector} • ${study.client}`,
          })),
        ]}
      />
      <SitemapList
        heading={content.positionsHeading}
        links={data.allJob.nodes.map((job) => ({
          label: job.title,
          to: jobPath(job.slug),
          description: `${job.department.name} • ${job.location.name}`,
        }))}
      />
    </Layout>
  );
}

export const Head = ({ data }: HeadProps<Queries.SitemapPageQuery>) => (
  <Seo
    site={data}
    title={data.pageContent!.title}
    description={data.pageContent!.description}
    path={data.pageContent!.path}
  />
);

export const query = graphql`
  query SitemapPage {
    ...SiteFrame
    pageContent(slug: { eq: "sitemap" }) {
      ...PageMeta
    }
    caseStudiesPage: pageContent(slug: { eq: "case-studies" }) {
      path
      heading
      intro
    }
    siteContent {
      claims {
        key
        value
        label
      }
    }
    sitemapContent {
      mainHeading
      legalHeading
      servicesHeading
      caseStudiesHeading
      positionsHeading
      overviewHeading
      mainPages {
        label
        to
        description
      }
      legalPages {
        label
        to
        description
      }
      overview {
        mainPagesLabel
        legalPagesLabel
        servicesLabel
        availabilityClaim
      }
    }
    homeServices: allService(filter: { homeOrder: { ne: null } }) {
      totalCount
    }
    allService(sort: { title: ASC }) {
      nodes {
        slug
        title
        category
      }
    }
    allCaseStudy(sort: { title: ASC }) {
      nodes {
        slug
        title
        sector
        client
      }
    }
    allJob(filter: { published: { eq: true } }, sort: { title: ASC }) {
      nodes {
        slug
        title
        department {
          name
        }
        location {
          name
        }
      }
    }
  }
`;
