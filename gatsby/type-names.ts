/**
 * GraphQL type for each data file. Explicit names (instead of the transformer's `JobsJson` style)
 * keep queries readable; every type here is declared in ./schema.ts.
 */
export const TYPE_NAMES = {
  site: "SiteContent",
  pages: "PageContent",
  services: "Service",
  "service-pages": "ServicePagesContent",
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

export function jsonTypeName({ node }: { node: { name: string } }): string {
  const name = (TYPE_NAMES as Record<string, string>)[node.name];
  if (!name) throw new Error(`data/${node.name}.json: no GraphQL type is declared for this file (gatsby/type-names.ts)`);
  return name;
}
