import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Hero } from "../components/home/hero";
import { HomeSections } from "../components/home/home-sections";
import CarouselIsland from "../islands/carousel";
import { Layout } from "../page-layout";
import { Seo } from "../components/layout/seo";
import { OrganizationJsonLd } from "../components/seo/organization-json-ld";
import { caseStudyPath } from "../../shared/routes";
import { fillTemplate } from "../components/ui/fill-template";

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const home = data.homeContent!;
  const caseStudyTexts = data.caseStudyPagesContent!;
  const { claims, constants } = data.siteContent!;
  const { carouselIntervalMs, carouselProgressTickMs, carouselWheelThreshold } = constants;
  const carouselTiming = { carouselIntervalMs, carouselProgressTickMs, carouselWheelThreshold };
  return (
    <Layout site={data}>
      <Hero
        hero={home.hero}
        aside={
          <CarouselIsland
            heading={home.strengthsHeading}
            slides={home.strengths.map(({ caseStudy, ...slide }) => ({
              ...slide,
              link: {
                to: caseStudyPath(caseStudy.slug),
                label: caseStudyTexts.cardLinkLabel,
                hidden: fillTemplate(caseStudyTexts.cardLinkHidden, { title: caseStudy.title }),
              },
            }))}
            labels={home.carousel}
            timing={carouselTiming}
          />
        }
      />
      <HomeSections
        home={home}
        claims={claims}
        tiles={data.allService.nodes}
        testimonials={data.allTestimonial.nodes}
      />
    </Layout>
  );
}

export const Head = ({ data }: HeadProps<Queries.HomePageQuery>) => (
  <Seo
    site={data}
    title={data.pageContent!.title}
    description={data.pageContent!.description}
    path={data.pageContent!.path}
  >
    <OrganizationJsonLd offices={data.allOffice.nodes} />
  </Seo>
);

export const query = graphql`
  query HomePage {
    ...SiteFrame
    pageContent(slug: { eq: "home" }) {
      ...PageMeta
    }
    caseStudyPagesContent {
      ...CaseStudyCardLabels
    }
    homeContent {
      hero {
        eyebrow
        heading
        text
        primaryCta {
          label
          to
        }
        secondaryCta {
          label
          to
        }
      }
      claimsHeading
      claims
      strengthsHeading
      carousel {
        roleDescription
        slideRoleDescription
        slidePosition
        slideButton
        pauseLabel
        playLabel
        toggleHidden
      }
      strengths {
        icon
        title
        description
        caseStudy {
          slug
          title
        }
      }
      servicesSection {
        heading
        text
        viewAllLabel
      }
      industriesSection {
        heading
        text
      }
      industries {
        name
        icon
        caseStudy {
          slug
          title
        }
      }
      technologiesSection {
        heading
        text
      }
      technologies
      testimonialsSection {
        heading
        text
      }
      ratingLabel
      differentiatorsSection {
        heading
        text
      }
      differentiators {
        title
        description
        icon
      }
      highlightsSection {
        heading
        text
      }
      highlights {
        title
        description
        icon
      }
      cta {
        ...CallToActionLinks
      }
    }
    allService(filter: { homeOrder: { ne: null } }, sort: { homeOrder: ASC }) {
      nodes {
        slug
        title
        summary
        icon
        color
      }
    }
    allOffice {
      nodes {
        city
        countryCode
        address
        zip
      }
    }
    allTestimonial {
      nodes {
        quote
        author
        role
        company
        sector
        size
        rating
      }
    }
  }
`;
