import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../page-layout";
import { Seo } from "../components/layout/seo";
import { BreadcrumbJsonLd } from "../components/seo/breadcrumb-json-ld";
import { FeatureCards } from "../components/services/feature-cards";
import { ServiceHero } from "../components/services/service-hero";
import { CtaBand } from "../components/ui/cta-band";
import { FigureList } from "../components/ui/figure-list";
import { fillTemplate } from "../components/ui/fill-template";
import { Section } from "../components/ui/section";
import { TagList } from "../components/ui/tag-list";
import { CaseStudyCard } from "../components/case-studies/case-study-card";
import { CardGrid } from "../components/ui/card-grid";
import { caseStudyPath, servicesPath } from "../../shared/routes";

export default function ServiceTemplate({ data }: PageProps<Queries.ServicePageQuery>) {
  const service = data.service!;
  const texts = variantTexts(data.servicePagesContent!.variants, service.variant);
  const caseStudyTexts = data.caseStudyPagesContent!;
  const caseStudies = data.allCaseStudy.nodes;
  // A result names the case study it was measured in (the data check holds it): the figure links there.
  const statistics = service.statistics?.map(({ value, label, caseStudy }) => ({
    value,
    label,
    source: caseStudy ? { to: caseStudyPath(caseStudy.slug), title: caseStudy.title } : null,
  }));
  return (
    <Layout site={data}>
      <ServiceHero service={service} image={service.image.childImageSharp?.gatsbyImageData} back={texts.back} />
      <Section heading={texts.featuresHeading}>
        <FeatureCards cards={service.featureCards} icon={service.icon} color={service.color} />
      </Section>
      <Section heading={texts.detailsHeading} tone="alt">
        {statistics && <FigureList figures={statistics} sourceLabel={caseStudyTexts.figureSource} />}
        {service.technologies && <TagList items={service.technologies} />}
      </Section>
      {caseStudies.length > 0 && (
        <Section heading={caseStudyTexts.servicePageHeading}>
          <CardGrid columns={3}>
            {caseStudies.map((study) => (
              <CaseStudyCard key={study.slug} study={study} labels={caseStudyTexts} headingLevel={3} />
            ))}
          </CardGrid>
        </Section>
      )}
      <CtaBand heading={service.cta.heading} text={service.cta.text} links={texts.actions} />
    </Layout>
  );
}

/**
 * Where a service page leads and how it names its sections, by its `variant` in data/services/,
 * from data/service-pages.json `variants`: the first family goes back to Services and
 * offers Contact and Services; the second goes back Home and offers a consultation.
 */
const variantTexts = (
  variants: NonNullable<Queries.ServicePageQuery["servicePagesContent"]>["variants"],
  variant: string,
) => (variant === "secondary" ? variants.secondary : variants.primary);

export const Head = ({ data, location }: HeadProps<Queries.ServicePageQuery>) => {
  const { title, category, seoDescription, socialCard } = data.service!;
  const site = data.siteContent!;
  const image = {
    path: socialCard,
    alt: fillTemplate(site.seo.serviceCardAlt, { title, category, company: site.companyName }),
  };
  return (
    <Seo
      site={data}
      title={fillTemplate(data.servicePagesContent!.pageTitle, { title, company: site.companyName })}
      description={seoDescription}
      path={location.pathname}
      image={image}
    >
      <BreadcrumbJsonLd
        items={[
          { name: site.seo.breadcrumbs.services, path: servicesPath },
          { name: title, path: location.pathname },
        ]}
      />
    </Seo>
  );
};

export const query = graphql`
  query ServicePage($slug: String!) {
    ...SiteFrame
    siteContent {
      companyName
      seo {
        breadcrumbs {
          services
        }
        serviceCardAlt
      }
    }
    servicePagesContent {
      pageTitle
      variants {
        primary {
          featuresHeading
          detailsHeading
          back {
            label
            to
          }
          actions {
            label
            to
          }
        }
        secondary {
          featuresHeading
          detailsHeading
          back {
            label
            to
          }
          actions {
            label
            to
          }
        }
      }
    }
    caseStudyPagesContent {
      ...CaseStudyCardLabels
      servicePageHeading
      figureSource
    }
    allCaseStudy(filter: { services: { elemMatch: { slug: { eq: $slug } } } }, sort: [{ year: DESC }, { title: ASC }]) {
      nodes {
        ...CaseStudyCardFields
      }
    }
    service(slug: { eq: $slug }) {
      slug
      title
      category
      description
      seoDescription
      variant
      icon
      color
      socialCard
      imageAlt
      image {
        ...IntroImage
      }
      featureCards {
        title
        description
      }
      technologies
      statistics {
        value
        label
        caseStudy {
          slug
          title
        }
      }
      cta {
        heading
        text
      }
    }
  }
`;
