/** Where the site is published when SITE_URL does not say otherwise. */
export const DEFAULT_SITE_URL = "https://www.nexoratech.com";

/** A SITE_URL as links are made from it: no trailing slash. */
export const normalSiteUrl = (value: string | undefined) => (value || DEFAULT_SITE_URL).replace(/\/+$/, "");

/** The public origin of the site, used for canonical URLs and the sitemap. Override with SITE_URL. */
export const siteUrl = normalSiteUrl(process.env.SITE_URL);
