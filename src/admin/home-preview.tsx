import caseStudies from "site-data:case-studies";
import homeTiles from "site-data:home-tiles";
import caseStudyPages from "../../data/case-study-pages.json";
import site from "../../data/site.json";
import { fillTemplate } from "../components/ui/fill-template";
import testimonials from "../../data/testimonials.json";
import type { DataTypes } from "../../content-model/data-schemas";
import { Hero } from "../components/home/hero";
import { HomeSections } from "../components/home/home-sections";
import { StrengthsCarousel } from "../components/home/strengths-carousel";
import { caseStudyPath } from "../../shared/routes";

/** A case study named by slug, as the page's query links it: its slug and title. */
const caseStudyOf = (slug: string) => ({ slug, title: caseStudies[slug]?.title ?? slug });

/**
 * The home page's texts as the form holds them, drawn with the home page's own components
 * (src/pages/index.tsx); the claims, services and testimonials are the site's as bundled.
 */
export function HomePreview({ home }: { home: DataTypes["home"] }) {
  return (
    <>
      <Hero
        hero={home.hero}
        aside={
          <StrengthsCarousel
            heading={home.strengthsHeading}
            slides={home.strengths.map(({ caseStudy, ...slide }) => ({
              ...slide,
              link: {
                to: caseStudyPath(caseStudy),
                label: caseStudyPages.cardLinkLabel,
                hidden: fillTemplate(caseStudyPages.cardLinkHidden, { title: caseStudyOf(caseStudy).title }),
              },
            }))}
            labels={home.carousel}
            timing={site.constants}
          />
        }
      />
      <HomeSections
        home={{
          ...home,
          strengths: home.strengths.map((slide) => ({ ...slide, caseStudy: caseStudyOf(slide.caseStudy) })),
          industries: home.industries.map((industry) => ({ ...industry, caseStudy: caseStudyOf(industry.caseStudy) })),
        }}
        claims={site.claims}
        tiles={homeTiles}
        testimonials={testimonials}
      />
    </>
  );
}
