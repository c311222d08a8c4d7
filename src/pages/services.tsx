import { css } from "@emotion/react";
import ServiceCardsIsland from "../islands/service-cards";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../page-layout";
import { Seo } from "../components/layout/seo";
import { Container } from "../components/ui/container";
import { CtaBand } from "../components/ui/cta-band";
import { JumpLinks } from "../components/ui/jump-links";
import { PageHeader } from "../components/ui/page-header";
import { serviceAnchor } from "../components/services/service-card";
import { Section } from "../components/ui/section";
import { theme } from "../../content-model/theme";

const gridBandCss = css`
  padding: ${theme.space[16]} 0;
`;

export default function ServicesPage({ data }: PageProps<Queries.ServicesPageQuery>) {
  const page = data.pageContent!;
  const cta = data.homeContent!.cta;
  const cards = (nodes: Queries.ServicesPageQuery["allService"]["nodes"]) =>
    nodes.map((service) => ({ ...service, image: service.image.childImageSharp?.gatsbyImageData }));
  const labels = data.servicePagesContent!;
  return (
    <Layout site={data}>
      <PageHeader heading={page.heading} intro={page.intro}>
        <JumpLinks
          label={labels.indexLabel}
          links={[...data.allService.nodes, ...data.moreServices.nodes].map((service) => ({
            href: `#${serviceAnchor(service.slug)}`,
            label: service.title,
          }))}
        />
      </PageHeader>
      <div css={gridBandCss}>
        <Container>
          <ServiceCardsIsland services={cards(data.allService.nodes)} labels={labels} />
        </Container>
      </div>
      {/* Every other service page, so that all of them are one click from here. */}
      <Section heading={labels.moreHeading} intro={labels.moreIntro} tone="alt">
        <ServiceCardsIsland services={cards(data.moreServices.nodes)} labels={labels} headingLevel={3} />
      </Section>
      <CtaBand heading={cta.heading} text={cta.text} links={[cta.primary, cta.secondary]} />
    </Layout>
  );
}

export const Head = ({ data }: HeadProps<Queries.ServicesPageQuery>) => (
  <Seo
    site={data}
    title={data.pageContent!.title}
    description={data.pageContent!.description}
    path={data.pageContent!.path}
  />
);

export const query = graphql`
  query ServicesPage {
    ...SiteFrame
    pageContent(slug: { eq: "services" }) {
      ...PageMeta
    }
    homeContent {
      cta {
        ...CallToActionLinks
      }
    }
    servicePagesContent {
      cardLinkLabel
      cardLinkHidden
      moreHeading
      moreIntro
      indexLabel
    }
    allService(filter: { servicesOrder: { ne: null } }, sort: { servicesOrder: ASC }) {
      nodes {
        ...ServiceCardFields
      }
    }
    moreServices: allService(filter: { servicesOrder: { eq: null } }, sort: [{ homeOrder: ASC }, { title: ASC }]) {
      nodes {
        ...ServiceCardFields
      }
    }
  }

  fragment ServiceCardFields on Service {
    slug
    title
    summary
    icon
    color
    features
    image {
      childImageSharp {
        gatsbyImageData(
          layout: CONSTRAINED
          width: 720
          aspectRatio: 2
          breakpoints: [360, 540, 720]
          transformOptions: { cropFocus: CENTER }
          sizes: "(min-width: 64em) 22rem, (min-width: 40em) 50vw, 100vw"
          placeholder: DOMINANT_COLOR
        )
      }
    }
  }
`;
