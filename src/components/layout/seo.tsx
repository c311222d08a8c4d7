import { graphql } from "gatsby";
import type { ReactNode } from "react";
import { SiteFrameContext, useSiteContent, useSiteUrl, type SiteFrame } from "../../hooks/use-site-content";
import { SOCIAL_CARD } from "../../../shared/social-card";
import { fillTemplate } from "../ui/fill-template";

/** A page's own share image (a job's or service's social card); other pages share the site's. */
type ShareImage = { path: string; alt: string };
type Props = {
  /** The page query's data, with the site-wide fields (`...SiteFrame`). */
  site: SiteFrame;
  title: string;
  description: string;
  path: string;
  type?: "website" | "article";
  image?: ShareImage;
  children?: ReactNode;
};

const OG_IMAGE = { path: "/images/og-image.png", ...SOCIAL_CARD };

/**
 * Every page's <head>: title, description, canonical URL, and the Open Graph and Twitter card
 * tags link previews use. Used through each page's `Head` export; structured data goes in `children`,
 * which get the site-wide data from `site` as the page's own components do from `Layout`.
 */
export function Seo({ site, ...tags }: Props) {
  return (
    <SiteFrameContext.Provider value={site}>
      <SeoTags {...tags} />
    </SiteFrameContext.Provider>
  );
}

function SeoTags({ title, description, path, type = "website", image: own, children }: Omit<Props, "site">) {
  const siteUrl = useSiteUrl();
  const { companyName, seo } = useSiteContent();
  const canonical = `${siteUrl}${path}`;
  const image = `${siteUrl}${own?.path ?? OG_IMAGE.path}`;
  const imageAlt = own?.alt ?? fillTemplate(seo.ogImageAlt, { company: companyName });
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonical} />
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={companyName} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(OG_IMAGE.width)} />
      <meta property="og:image:height" content={String(OG_IMAGE.height)} />
      <meta property="og:image:alt" content={imageAlt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={imageAlt} />
      {children}
    </>
  );
}

/** The fields of data/pages.json that a fixed page needs for its head and its heading. */
export const query = graphql`
  fragment PageMeta on PageContent {
    path
    title
    description
    heading
    intro
  }
`;

/** A job's social card and its alt text, for the job page and its apply page. */
export const jobCard = (
  job: { title: string; socialCard: string; department: { name: string }; location: { name: string } },
  site: { companyName: string; seo: { jobCardAlt: string } },
): ShareImage => ({
  path: job.socialCard,
  alt: fillTemplate(site.seo.jobCardAlt, {
    title: job.title,
    department: job.department.name,
    location: job.location.name,
    company: site.companyName,
  }),
});
