import type { IGatsbyImageData } from "gatsby-plugin-image";
import imageSizes from "site-data:image-sizes";
import servicePages from "../../data/service-pages.json";
import { previewImageUrl } from "../../content-model/cms-config";
import type { ServiceEntry } from "../../content-model/data-schemas";
import { FeatureCards } from "../components/services/feature-cards";
import { ServiceHero } from "../components/services/service-hero";
import { CtaBand } from "../components/ui/cta-band";
import { FigureList } from "../components/ui/figure-list";
import { Section } from "../components/ui/section";
import { TagList } from "../components/ui/tag-list";
import { listOf, textOf, type Draft } from "./draft";

/** A service's illustration as the page shows it, from the file itself rather than the build's resized copies. */
function illustration(image: unknown): IGatsbyImageData | null {
  const size = typeof image === "string" ? imageSizes[image] : null;
  if (!size) return null;
  return {
    layout: "constrained",
    ...size,
    images: { fallback: { src: previewImageUrl(String(image)) } },
  };
}

/** A service as the form holds it, drawn with the service page's components in the template's order (src/templates/service.tsx). */
export function ServicePreview({ service }: { service: Draft<ServiceEntry> }) {
  const texts = service.variant === "secondary" ? servicePages.variants.secondary : servicePages.variants.primary;
  return (
    <>
      <ServiceHero
        service={{
          title: textOf(service.title),
          category: textOf(service.category),
          description: textOf(service.description),
          imageAlt: textOf(service.imageAlt),
        }}
        image={illustration(service.image)}
        back={texts.back}
      />
      <Section heading={texts.featuresHeading}>
        {service.icon && (
          <FeatureCards
            cards={Array.isArray(service.featureCards) ? service.featureCards : []}
            icon={service.icon}
            color={textOf(service.color)}
          />
        )}
      </Section>
      <Section heading={texts.detailsHeading} tone="alt">
        {Array.isArray(service.statistics) && <FigureList figures={service.statistics} />}
        {Array.isArray(service.technologies) && <TagList items={listOf(service.technologies)} />}
      </Section>
      {service.cta && (
        <CtaBand heading={textOf(service.cta.heading)} text={textOf(service.cta.text)} links={texts.actions} />
      )}
    </>
  );
}
