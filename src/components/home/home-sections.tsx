import type { ComponentProps } from "react";
import { CtaBand } from "../ui/cta-band";
import { IconList } from "../ui/icon-list";
import { NumberedList } from "../ui/numbered-list";
import { Section } from "../ui/section";
import { TagList } from "../ui/tag-list";
import { Link } from "../ui/link";
import { caseStudyPath } from "../../../shared/routes";
import { ClaimsStrip } from "./claims-strip";
import { ServiceTiles } from "./service-tiles";
import { Testimonials } from "./testimonials";

type Query = Queries.HomePageQuery;

/**
 * Everything on the home page below its hero, in order: the page and the editor's preview draw it.
 * The claims band shows the claims home.claims names, in that order; each industry links to its case study.
 */
export function HomeSections({
  home,
  claims,
  tiles,
  testimonials,
}: {
  home: NonNullable<Query["homeContent"]>;
  claims: ComponentProps<typeof ClaimsStrip>["claims"];
  tiles: Query["allService"]["nodes"];
  testimonials: Query["allTestimonial"]["nodes"];
}) {
  return (
    <>
      <ClaimsStrip
        heading={home.claimsHeading}
        claims={home.claims.flatMap((key) => claims.filter((claim) => claim.key === key))}
      />
      <Section heading={home.servicesSection.heading} intro={home.servicesSection.text}>
        <ServiceTiles tiles={tiles} viewAllLabel={home.servicesSection.viewAllLabel} />
      </Section>
      <Section heading={home.industriesSection.heading} intro={home.industriesSection.text} tone="alt">
        <IconList
          items={home.industries.map(({ name, icon, caseStudy }) => ({
            title: name,
            icon,
            description: <Link to={caseStudyPath(caseStudy.slug)}>{caseStudy.title}</Link>,
          }))}
        />
      </Section>
      <Section heading={home.technologiesSection.heading} intro={home.technologiesSection.text}>
        <TagList items={home.technologies} />
      </Section>
      <Section heading={home.testimonialsSection.heading} intro={home.testimonialsSection.text} tone="alt">
        <Testimonials testimonials={testimonials} ratingLabel={home.ratingLabel} />
      </Section>
      <Section heading={home.differentiatorsSection.heading} intro={home.differentiatorsSection.text}>
        <NumberedList items={home.differentiators} />
      </Section>
      <Section heading={home.highlightsSection.heading} intro={home.highlightsSection.text} tone="alt">
        <IconList items={home.highlights} />
      </Section>
      <CtaBand heading={home.cta.heading} text={home.cta.text} links={[home.cta.primary, home.cta.secondary]} />
    </>
  );
}
