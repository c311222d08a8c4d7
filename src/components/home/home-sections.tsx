import type { ComponentProps } from "react";
import { CtaBand } from "../ui/cta-band";
import { IconList } from "../ui/icon-list";
import { NumberedList } from "../ui/numbered-list";
import { Section } from "../ui/section";
import { TagList } from "../ui/tag-list";
import { ClaimsStrip } from "./claims-strip";
import { ServiceTiles } from "./service-tiles";
import { Testimonials } from "./testimonials";

type Query = Queries.HomePageQuery;

/** Everything on the home page below its hero, in order: the page and the editor's preview draw it. */
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
      <ClaimsStrip heading={home.claimsHeading} claims={claims} />
      <Section heading={home.servicesSection.heading} intro={home.servicesSection.text}>
        <ServiceTiles tiles={tiles} viewAllLabel={home.servicesSection.viewAllLabel} />
      </Section>
      <Section heading={home.industriesSection.heading} intro={home.industriesSection.text} tone="alt">
        <IconList items={home.industries.map((industry) => ({ ...industry, title: industry.name }))} />
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
