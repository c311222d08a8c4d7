import { graphql } from "gatsby";
import { createContext, useContext } from "react";

/**
 * The site-wide data every page shows in its frame and head: data/site.json (name, navigation,
 * contact values, constants, the page frame's labels) and the public origin. Each page and
 * template query spreads it (`...SiteFrame`) and hands its data to `Layout` and `Seo`, which
 * provide it to the components inside them. A page query, not a static query: Gatsby records
 * static queries under absolute paths, and a build in a copied checkout (a restored CI cache)
 * failed with "The result of this StaticQuery could not be fetched" (gatsbyjs/gatsby#31128).
 */
export const query = graphql`
  fragment SiteFrame on Query {
    siteContent {
      companyName
      legalName
      tagline
      description
      logo {
        alt
        sources
      }
      parentCompany {
        name
        type
        industry
      }
      contact {
        email
        careersEmail
        phone
        phoneHref
        liveChat
        liveChatHref
        visit
      }
      businessHours {
        days
        hours
      }
      europeLine {
        office
        phone
        phoneHref
        hours {
          days
          hours
        }
        timeZone
      }
      story {
        founded
        teamSize
        countries
        workCountries
        hybridDaysPerWeek
      }
      social {
        name
        url
      }
      claims {
        key
        value
        label
      }
      constants {
        carouselIntervalMs
        carouselWheelThreshold
        carouselProgressTickMs
        contactSuccessMs
        chunkLoadTimeoutMs
        resumeMaxBytes
        retentionDays
      }
      nav {
        label
        to
      }
      navCta {
        label
        to
      }
      labels {
        skipLink
        menu
        mainNav
        newTabHidden
      }
      footer {
        about
        quickLinksHeading
        careersQuickLinksHeading
        quickLinks {
          label
          to
        }
        legalLinksHeading
        legalLinks {
          label
          to
        }
        copyright
      }
      seo {
        ogImageAlt
        breadcrumbs {
          home
          careers
          services
          apply
        }
      }
      analytics {
        measurementId
      }
      consent {
        label
        text
        accept
        reject
        policyLink {
          label
          to
        }
        settings
      }
    }
    site {
      siteMetadata {
        siteUrl
      }
    }
  }
`;

/** The page query's data that holds the site-wide fields (any page's `data` will do). */
export type SiteFrame = Queries.SiteFrameFragment;

/** Provided by `Layout` (the page) and `Seo` (its head), from the page query's data. */
export const SiteFrameContext = createContext<SiteFrame | null>(null);

function useSiteFrame(): SiteFrame {
  const frame = useContext(SiteFrameContext);
  if (!frame) throw new Error("No site frame: render inside Layout or Seo, given the page query's data (...SiteFrame)");
  return frame;
}

/** Company-wide content from data/site.json: name, navigation, contact values, constants, the page frame's labels. */
export function useSiteContent() {
  const { siteContent } = useSiteFrame();
  if (!siteContent) throw new Error("data/site.json is missing");
  return siteContent;
}

/** The public origin (gatsby-config siteMetadata.siteUrl, from SITE_URL), without a trailing slash. */
export function useSiteUrl(): string {
  return useSiteFrame().site?.siteMetadata?.siteUrl ?? "";
}

export type SiteContent = ReturnType<typeof useSiteContent>;
