import type { ComponentProps } from "react";
import { BackLink } from "../careers/back-link";
import { PageHeader } from "../ui/page-header";
import { Section } from "../ui/section";
import { CaseStudyBody } from "./case-study-body";
import { CaseStudyFacts } from "./case-study-facts";
import { ClientQuote } from "./client-quote";

type Body = ComponentProps<typeof CaseStudyBody>;
type Study = Body["study"] & {
  readonly title: string;
  readonly summary: string;
  readonly client: string;
  readonly sector: string;
  readonly size: string;
  /** As the page shows it; empty while an editor has not typed it. */
  readonly year: string;
  readonly duration: string;
};
type Texts = Body["texts"] & {
  readonly back: { readonly label: string; readonly to: string };
  readonly factLabels: Readonly<Record<"client" | "sector" | "size" | "year" | "duration", string>>;
  readonly quoteHeading: string;
};

/**
 * A case study as its page shows it, below the site's frame: its title, summary and facts, the
 * story and results, and the client's words when a testimonial names it. The page
 * (src/templates/case-study.tsx) and the editor's preview (src/admin/case-study-preview.tsx) both draw it.
 */
export function CaseStudyArticle({
  study,
  texts,
  quote,
}: {
  study: Study;
  texts: Texts;
  quote?: ComponentProps<typeof ClientQuote>["quote"] | null;
}) {
  const labels = texts.factLabels;
  const facts = (["client", "sector", "size", "year", "duration"] as const).map((key) => ({
    label: labels[key],
    value: study[key],
  }));
  return (
    <>
      <PageHeader
        heading={study.title}
        intro={study.summary}
        eyebrow={<BackLink to={texts.back.to} label={texts.back.label} />}
      >
        <CaseStudyFacts facts={facts} />
      </PageHeader>
      <CaseStudyBody
        study={study}
        texts={texts}
        after={
          quote && (
            <Section heading={texts.quoteHeading} tone="alt">
              <ClientQuote quote={quote} />
            </Section>
          )
        }
      />
    </>
  );
}
