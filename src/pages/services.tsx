import { css } from "@emotion/react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { Seo } from "../components/layout/seo";
import { ServiceCardGrid } from "../components/services/service-card-grid";
import { Container } from "../components/ui/container";
import { CtaBand } from "../components/ui/cta-band";
import { PageHeader } from "../components/ui/page-header";
import { Island } from "../components/ui/island";
import { Static } from "../components/ui/static";
import { theme } from "../styles/theme";

const gridBandCss = css`padding: ${theme.space[16]} 0;`;

export default function ServicesPage({ data }: PageProps<Queries.ServicesPageQuery>) {
  const page = data.pageContent!;
  const cta = data.homeContent!.cta;
  const services = data.allService.nodes.map((service) => ({ ...service, image: service.image.childImageSharp?.gatsbyImageData }));
  return (
    <Layout>
      <Static>
        <PageHeader heading={page.heading} intro={page.intro} />
      </Static>
      <div css={gridBandCss}>
        <Container>
          <Island>
            <ServiceCardGrid services={services} labels={data.servicePagesContent!} />
          </Island>
        </Container>
      </div>
      <Static>
        <CtaBand heading={cta.heading} text={cta.text} links={[cta.primary, cta.secondary]} />
      </Static>
    </Layout>
  );
}

export const Head = ({ data }: HeadProps<Queries.ServicesPageQuery>) => (
  <Seo title={data.pageContent!.title} description={data.pageContent!.description} path={data.pageContent!.path} />
);

export const query = graphql`
  query ServicesPage {
    pageContent(slug: { eq: "services" }) { ...PageMeta }
    homeContent { cta { heading text primary { label to } secondary { label to } } }
    servicePagesContent { cardLinkLabel cardLinkHidden }
    allService(filter: { servicesOrder: { ne: null } }, sort: { servicesOrder: ASC }) {
      nodes {
        slug title summary icon color features
        image {
          childImageSharp {
            gatsbyImageData(layout: CONSTRAINED, width: 720, aspectRatio: 2, breakpoints: [360, 540, 720], sizes: "(min-width: 64em) 22rem, (min-width: 40em) 50vw, 100vw", placeholder: DOMINANT_COLOR)
          }
        }
      }
    }
  }
`;
