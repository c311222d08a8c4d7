import homeTiles from "site-data:home-tiles";
import site from "../../data/site.json";
import testimonials from "../../data/testimonials.json";
import type { DataTypes } from "../../content-model/data-schemas";
import { Hero } from "../components/home/hero";
import { HomeSections } from "../components/home/home-sections";
import { StrengthsCarousel } from "../components/home/strengths-carousel";

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
            slides={home.strengths}
            labels={home.carousel}
            timing={site.constants}
          />
        }
      />
      <HomeSections home={home} claims={site.claims} tiles={homeTiles} testimonials={testimonials} />
    </>
  );
}
