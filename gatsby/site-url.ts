/** The public origin of the site, used for canonical URLs and the sitemap. Override with SITE_URL. */
export const siteUrl = (process.env.SITE_URL ?? "https://www.nexoratech.com").replace(/\/+$/, "");
