/**
 * The address of every page family, in one place: the build creates pages at these paths, the
 * components link to them, the sitemap and the feeds list them, the server answers them and the
 * tests visit them. Fixed pages (home, about, contact…) take their path from their file in
 * src/pages/; the two listing pages are here too because the families below hang under them.
 */
export const servicesPath = "/services/";
export const careersPath = "/careers/";
/** The case studies' list (src/pages/case-studies.tsx) and each case study's page under it. */
export const caseStudiesPath = "/case-studies/";

export const servicePath = (slug: string) => `${servicesPath}${slug}/`;
export const caseStudyPath = (slug: string) => `${caseStudiesPath}${slug}/`;
export const jobPath = (slug: string) => `${careersPath}${slug}/`;
export const applyPath = (slug: string) => `${jobPath(slug)}apply/`;
export const legalPath = (slug: string) => `/${slug}/`;

/** The open positions as an Atom feed (linked from Careers) and as an Indeed XML job feed. */
export const jobsAtomPath = `${careersPath}feed.xml`;
export const jobsIndeedPath = `${careersPath}jobs.xml`;

/** The job a job or apply page's address belongs to (`/careers/{slug}/`, `/careers/{slug}/apply/`). */
export function jobSlugOfPath(page: string): string | undefined {
  if (!page.startsWith(careersPath)) return undefined;
  const slug = page.slice(careersPath.length).split("/")[0];
  return /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug) && (page === jobPath(slug) || page === applyPath(slug))
    ? slug
    : undefined;
}

/** The contact page (src/pages/contact.tsx), and the pages a form posted without JavaScript lands on once accepted (server/form-answers.ts). */
export const contactPath = "/contact/";
export const contactSentPath = `${contactPath}sent/`;
export const appliedPath = `${careersPath}applied/`;
