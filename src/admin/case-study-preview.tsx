import serviceTitles from "site-data:service-titles";
import caseStudyPages from "../../data/case-study-pages.json";
import testimonials from "../../data/testimonials.json";
import type { CaseStudyEntry } from "../../content-model/data-schemas";
import { CaseStudyArticle } from "../components/case-studies/case-study-article";
import { CaseStudyCard } from "../components/case-studies/case-study-card";
import { CardGrid } from "../components/ui/card-grid";
import { Container } from "../components/ui/container";
import { listOf, textOf, type Draft } from "./draft";

type Result = CaseStudyEntry["results"][number];
const resultsOf = (value: unknown): Result[] =>
  (Array.isArray(value) ? (value as Partial<Result>[]) : []).map((result) => ({
    value: textOf(result?.value),
    label: textOf(result?.label),
    measure: textOf(result?.measure),
  }));

/**
 * A case study as the form holds it while it is typed, drawn with the case study page's components
 * (src/templates/case-study.tsx) and, above it, its card as the list and the service pages show it.
 */
export function CaseStudyPreview({ study }: { study: Draft<CaseStudyEntry> }) {
  const texts = caseStudyPages;
  const slug = textOf(study.slug) || "new-case-study";
  const results = resultsOf(study.results);
  const quote = testimonials.find((testimonial) => testimonial.caseStudy === slug);
  const card = {
    slug,
    title: textOf(study.title),
    client: textOf(study.client),
    sector: textOf(study.sector),
    size: textOf(study.size),
    summary: textOf(study.summary),
    color: textOf(study.color),
    results,
  };
  return (
    <>
      <Container>
        <CardGrid columns={3}>
          <CaseStudyCard study={card} labels={texts} />
        </CardGrid>
      </Container>
      <CaseStudyArticle
        study={{
          ...card,
          year: typeof study.year === "number" ? String(study.year) : "",
          duration: textOf(study.duration),
          problem: listOf(study.problem),
          built: listOf(study.built),
          services: listOf(study.services).map((service) => ({
            slug: service,
            title: serviceTitles[service] ?? service,
          })),
          technologies: listOf(study.technologies),
        }}
        texts={texts}
        quote={quote}
      />
    </>
  );
}
