import { graphql, type HeadProps, type PageProps } from "gatsby";
import CarouselIsland from "../islands/carousel";
import { ClaimsStrip } from "../components/home/claims-strip";
import { Hero } from "../components/home/hero";
import { ServiceTiles } from "../components/home/service-tiles";
import { Testimonials } from "../components/home/testimonials";
import { Layout } from "../components/layout/layout";
import { Seo } from "../components/layout/seo";
import { OrganizationJsonLd } from "../components/seo/organization-json-ld";
import { CtaBand } from "../components/ui/cta-band";
import { IconList } from "../components/ui/icon-list";
import { NumberedList } from "../components/ui/numbered-list";
import { Section } from "../components/ui/section";
import { TagList } from "../components/ui/tag-list";
import { useSiteContent } from "../hooks/use-site-content";

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const home = data.homeContent!;
  const { claims, constants } = useSiteContent();
  const { carouselIntervalMs, carouselProgressTickMs, carouselWheelThreshold } = constants;
  const carouselTiming = { carouselIntervalMs, carouselProgressTickMs, carouselWheelThreshold };
  return (
    <Layout>
      <Hero
        hero={home.hero}
        aside={
          <CarouselIsland
            heading={home.strengthsHeading}
            slides={home.strengths}
            labels={home.carousel}
            timing={carouselTiming}
          />
        }
      />
      <>
        <ClaimsStrip heading={home.claimsHeading} claims={claims} />
        <Section heading={home.servicesSection.heading} intro={home.servicesSection.text}>
          <ServiceTiles tiles={data.allService.nodes} viewAllLabel={home.servicesSection.viewAllLabel} />
        </Section>
        <Section heading={home.industriesSection.heading} intro={home.industriesSection.text} tone="alt">
          <IconList items={home.industries.map((industry) => ({ ...industry, title: industry.name }))} />
        </Section>
        <Section heading={home.technologiesSection.heading} intro={home.technologiesSection.text}>
          <TagList items={home.technologies} />
        </Section>
        <Section heading={home.testimonialsSection.heading} intro={home.testimonialsSection.text} tone="alt">
          <Testimonials testimonials={data.allTestimonial.nodes} ratingLabel={home.ratingLabel} />
        </Section>
        <Section heading={home.differentiatorsSection.heading} intro={home.differentiatorsSection.text}>
          <NumberedList items={home.differentiators} />
        </Section>
        <Section heading={home.highlightsSection.heading} intro={home.highlightsSection.text} tone="alt">
          <IconList items={home.highlights} />
        </Section>
        <CtaBand heading={home.cta.heading} text={home.cta.text} links={[home.cta.primary, home.cta.secondary]} />
      </>
    </Layout>
  );
}

export const Head = ({ data }: HeadProps<Queries.HomePageQuery>) => (
  <Seo title={data.pageContent!.title} description={data.pageContent!.description} path={data.pageContent!.path}>
    <OrganizationJsonLd />
  </Seo>
);

export const query = graphql`
  query HomePage {
    pageContent(slug: { eq: "home" }) {
      ...PageMeta
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
        description
        icon
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
        heading
        text
        primary {
          label
          to
        }
        secondary {
          label
          to
        }
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
