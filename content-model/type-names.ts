/**
 * GraphQL type for each data file. Explicit names (instead of the transformer's `JobsJson` style)
 * keep queries readable; every type here is generated in ./graphql-types.ts.
 */
export const TYPE_NAMES = {
  site: "SiteContent",
  pages: "PageContent",
  services: "Service",
  "case-studies": "CaseStudy",
  "case-study-pages": "CaseStudyPagesContent",
  "service-pages": "ServicePagesContent",
  "service-order": "ServiceOrder",
  jobs: "Job",
  departments: "Department",
  locations: "JobLocation",
  offices: "Office",
  testimonials: "Testimonial",
  home: "HomeContent",
  about: "AboutContent",
  careers: "CareersContent",
  contact: "ContactContent",
  legal: "LegalPage",
  sitemap: "SitemapContent",
} as const;

export type DataFileName = keyof typeof TYPE_NAMES;

/**
 * Collections kept as one file per entry (`data/jobs/<slug>.json`), so that an editor, the
 * visual one at /admin/ included, changes one entry without touching the others. The file's
 * name is the entry's key.
 */
export const FOLDERS = ["jobs", "services", "case-studies"] as const satisfies readonly DataFileName[];

/** The GraphQL type of a data file: by its folder for a one-file-per-entry collection, else by its name. */
export function jsonTypeName({ node }: { node: { name: string; relativeDirectory?: string } }): string {
  const key = node.relativeDirectory || node.name;
  const name = (TYPE_NAMES as Record<string, string>)[key];
  if (!name)
    throw new Error(
      `data/${node.relativeDirectory ? `${key}/` : ""}${node.name}.json: no GraphQL type is declared for this file (content-model/type-names.ts)`,
    );
  return name;
}
