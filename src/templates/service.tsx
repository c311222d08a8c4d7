import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { Seo } from "../components/layout/seo";
import { BreadcrumbJsonLd } from "../components/seo/breadcrumb-json-ld";
import { FeatureCards } from "../components/services/feature-cards";
import { ServiceHero } from "../components/services/service-hero";
import { variantLinks } from "../components/services/variant-links";
import { CtaBand } from "../components/ui/cta-band";
import { FigureList } from "../components/ui/figure-list";
import { Section } from "../components/ui/section";
import { TagList } from "../components/ui/tag-list";

export default function ServiceTemplate({ data }: PageProps<Queries.ServicePageQuery>) {
  const service = data.service!;
  const links = variantLinks(service.variant);
  return (
    <Layout>
      <ServiceHero service={service} image={service.image.childImageSharp?.gatsbyImageData} back={links.back} />
      <Section heading={links.featuresHeading}>
        <FeatureCards cards={service.featureCards} icon={service.icon} color={service.color} />
      </Section>
      <Section heading={links.detailsHeading} tone="alt">
        {service.statistics && <FigureList figures={service.statistics} />}
        {service.technologies && <TagList items={service.technologies} />}
      </Section>
      <CtaBand heading={service.cta.heading} text={service.cta.text} links={links.actions} />
    </Layout>
  );
}

export const Head = ({ data, location }: HeadProps<Queries.ServicePageQuery>) => (
  <Seo title={`${data.service!.title} | ${data.siteContent!.companyName}`} description={data.service!.seoDescription} path={location.pathname}>
    <BreadcrumbJsonLd items={[{ name: "Services", path: "/services/" }, { name: data.service!.title, path: location.pathname }]} />
  </Seo>
);

export const query = graphql`
  query ServicePage($slug: String!) {
    siteContent { companyName }
    service(slug: { eq: $slug }) {
      slug title category description seoDescription variant icon color
      image {
        childImageSharp {
          gatsbyImageData(layout: CONSTRAINED, width: 960, aspectRatio: 1.5, breakpoints: [480, 720, 960], sizes: "(min-width: 64em) 35rem, 100vw", placeholder: DOMINANT_COLOR)
        }
      }
      featureCards { title description }
      technologies
      statistics { value label }
      cta { heading text }
    }
  }
`;
