/**
 * The address of every page family, in one place: the build creates pages at these paths, the
 * components link to them, the sitemap and the feeds list them, the server answers them and the
 * tests visit them. Fixed pages (home, about, contact…) take their path from their file in
 * src/pages/; the two listing pages are here too because the families below hang under them.
 */
export const servicesPath = "/services/";
export const careersPath = "/careers/";

export const servicePath = (slug: string) => `${servicesPath}${slug}/`;
export const jobPath = (slug: string) => `${careersPath}${slug}/`;
export const applyPath = (slug: string) => `${jobPath(slug)}apply/`;
export const legalPath = (slug: string) => `/${slug}/`;

/** The open positions as an Atom feed (linked from Careers) and as an Indeed XML job feed. */
export const jobsAtomPath = `${careersPath}feed.xml`;
export const jobsIndeedPath = `${careersPath}jobs.xml`;
