import { graphql, useStaticQuery } from "gatsby";

/** Company-wide content from data/site.json: name, navigation, contact values, constants, the page frame's labels. */
export function useSiteContent() {
  const data = useStaticQuery<Queries.SiteContentQuery>(graphql`
    query SiteContent {
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
    }
  `);
  if (!data.siteContent) throw new Error("data/site.json is missing");
  return data.siteContent;
}

export type SiteContent = ReturnType<typeof useSiteContent>;
