import type { GatsbyNode } from "gatsby";
import { buildDate, isPublished } from "../site/publication";

/**
 * Every data type the site reads, declared explicitly (`@dontInfer`): a typo in a data file
 * cannot silently create a new field, and required fields are non-null. The rules these types
 * cannot express (counts, references, uniqueness) live in ./validate.ts.
 */
export const typeDefs = /* GraphQL */ `
  type LinkItem { label: String!, to: String! }
  type TitledText { title: String!, description: String! }
  type IconCard { title: String!, description: String!, icon: String! }
  type Figure { value: String!, label: String! }
  type SectionIntro { heading: String!, text: String! }
  type CallToAction { heading: String!, text: String!, primary: LinkItem!, secondary: LinkItem! }

  type Logo { alt: String!, sources: [String!]! }
  type ParentCompany { name: String!, type: String!, industry: String! }
  type ContactValues {
    email: String!, careersEmail: String!, phone: String!, phoneHref: String!, liveChat: String!, visit: String!
  }
  type BusinessHours { days: String!, hours: String! }
  type SocialLink { name: String!, url: String! }
  type Claim { key: String!, value: String!, label: String! }
  type Constants {
    carouselIntervalMs: Int!, carouselWheelThreshold: Int!, carouselProgressTickMs: Int!,
    contactSuccessMs: Int!, chunkLoadTimeoutMs: Int!, resumeMaxBytes: Int!,
    retentionDays: Int!, talentPoolRetentionDays: Int!
  }
  type SiteLabels { skipLink: String!, menu: String!, mainNav: String!, newTabHidden: String! }
  type Footer {
    about: String!, quickLinksHeading: String!, careersQuickLinksHeading: String!, quickLinks: [LinkItem!]!,
    legalLinksHeading: String!, legalLinks: [LinkItem!]!, copyright: String!
  }
  type LegalPagesLabels { updatedLabel: String!, tocHeading: String!, back: LinkItem! }
  type BreadcrumbNames { home: String!, careers: String!, services: String!, apply: String! }
  type AnalyticsSettings { measurementId: String! }
  type ConsentTexts { label: String!, text: String!, accept: String!, reject: String!, policyLink: LinkItem!, settings: String! }
  type SeoTexts { ogImageAlt: String!, breadcrumbs: BreadcrumbNames! }

  type SiteContent implements Node @dontInfer {
    companyName: String!, shortName: String!, legalName: String!, tagline: String!, description: String!,
    logo: Logo!, parentCompany: ParentCompany!, contact: ContactValues!,
    businessHours: [BusinessHours!]!, social: [SocialLink!]!, claims: [Claim!]!,
    constants: Constants!, nav: [LinkItem!]!, navCta: LinkItem!, labels: SiteLabels!, footer: Footer!,
    legalPages: LegalPagesLabels!, seo: SeoTexts!, analytics: AnalyticsSettings!, consent: ConsentTexts!
  }

  type PageContent implements Node @dontInfer {
    slug: String!, path: String!, title: String!, description: String!, heading: String!, intro: String!,
    links: [LinkItem!]
  }

  type ServiceCta { heading: String!, text: String! }
  type Service implements Node @dontInfer {
    slug: String!, title: String!, category: String!, summary: String!, description: String!,
    seoDescription: String!, icon: String!, color: String!, image: File! @link(by: "relativePath"), variant: String!,
    homeOrder: Int @listingPosition(list: "home"), servicesOrder: Int @listingPosition(list: "services"), features: [String!]!, featureCards: [TitledText!]!,
    technologies: [String!], statistics: [Figure!], cta: ServiceCta!
  }

  "Which services the home tiles and the Services cards show, in order (data/service-order.json)."
  type ServiceOrder implements Node @dontInfer { home: [String!]!, services: [String!]! }

  type ServiceVariant { featuresHeading: String!, detailsHeading: String!, back: LinkItem!, actions: [LinkItem!]! }
  type ServiceVariants { primary: ServiceVariant!, secondary: ServiceVariant! }
  type ServicePagesContent implements Node @dontInfer {
    cardLinkLabel: String!, cardLinkHidden: String!, pageTitle: String!, variants: ServiceVariants!
  }

  type Job implements Node @dontInfer {
    slug: String!, title: String!, department: String!, type: String!, location: String!,
    experience: String!, minExperience: Int!, salary: String!, description: String!, color: String!,
    about: [String!]!, responsibilities: [String!]!, requirements: [String!]!, niceToHave: [String!]!,
    skills: [String!]!, datePosted: Date! @dateformat, validThrough: Date! @dateformat,
    published: Boolean! @published
  }

  type Department implements Node @dontInfer { name: String! }

  type JobPlace { locality: String!, region: String!, countryCode: String! }
  type JobLocation implements Node @dontInfer {
    name: String!, summary: String!, place: JobPlace, applicantCountries: [String!]
  }

  type Office implements Node @dontInfer {
    city: String!, country: String!, countryCode: String!, address: String!, zip: String!, isHeadquarters: Boolean!
  }

  type Testimonial implements Node @dontInfer {
    quote: String!, author: String!, role: String!, company: String!, rating: Int!
  }

  type HomeHero { eyebrow: String!, heading: String!, text: String!, primaryCta: LinkItem!, secondaryCta: LinkItem! }
  type HomeServicesSection { heading: String!, text: String!, viewAllLabel: String! }
  type CarouselLabels {
    roleDescription: String!, slideRoleDescription: String!, slidePosition: String!, slideButton: String!,
    pauseLabel: String!, playLabel: String!, toggleHidden: String!
  }
  type Industry { name: String!, description: String!, icon: String! }
  type HomeContent implements Node @dontInfer {
    hero: HomeHero!, claimsHeading: String!, strengthsHeading: String!, carousel: CarouselLabels!, strengths: [IconCard!]!,
    servicesSection: HomeServicesSection!, industriesSection: SectionIntro!, industries: [Industry!]!,
    technologiesSection: SectionIntro!, technologies: [String!]!, testimonialsSection: SectionIntro!, ratingLabel: String!,
    differentiatorsSection: SectionIntro!, differentiators: [IconCard!]!,
    highlightsSection: SectionIntro!, highlights: [IconCard!]!, cta: CallToAction!
  }

  type AboutTab { label: String!, heading: String!, text: String! }
  type AboutTabs {
    mission: AboutTab!, vision: AboutTab!, valuesLabel: String!, listLabel: String!, valuesHeading: String!, values: [TitledText!]!
  }
  type ParentCompanyLabels { name: String!, type: String!, industry: String! }
  type AboutContent implements Node @dontInfer {
    intro: [String!]!, image: File! @link(by: "relativePath"), figures: [Figure!]!, tabs: AboutTabs!, capabilitiesHeading: String!,
    capabilities: [IconCard!]!, reasonsHeading: String!, reasons: [TitledText!]!, parentHeading: String!,
    parentLabels: ParentCompanyLabels!, cta: CallToAction!
  }

  type NoRole { heading: String!, text: String!, contactLabel: String!, emailLabel: String! }
  type JobSectionHeadings {
    about: String!, responsibilities: String!, requirements: String!, niceToHave: String!, skills: String!
  }
  type RoleSummaryLabels { department: String!, type: String!, location: String!, experience: String! }
  type ApplicationLabels {
    fullName: String!, email: String!, phone: String!, location: String!, portfolioUrl: String!,
    linkedin: String!, github: String!, experience: String!, currentRole: String!,
    expectedSalary: String!, startDate: String!, coverLetter: String!, resume: String!
  }
  type ApplicationContent {
    headingPrefix: String!, intro: String!, viewJobLabel: String!, summaryHeading: String!,
    summaryLabels: RoleSummaryLabels!, formHeading: String!, requiredNote: String!,
    labels: ApplicationLabels!, experienceOptions: [SelectOption!]!, resumeHint: String!,
    resumeChosen: String!, submitLabel: String!, submittingLabel: String!, successMessage: String!,
    privacyText: String!, privacyLinkLabel: String!, consentLabel: String!, talentPoolLabel: String!, failurePrefix: String!, fieldErrorText: String!
  }
  type CareersContent implements Node @dontInfer {
    stats: [Figure!]!, perksHeading: String!, perks: [IconCard!]!, perkChips: [String!]!,
    positionsHeading: String!, filterLabel: String!, resultsOne: String!, resultsOther: String!,
    learnMoreLabel: String!, learnMoreHidden: String!, applyLabel: String!, applyHidden: String!,
    allLabel: String!, emptyTitle: String!, emptyText: String!,
    noRole: NoRole!, compensationNote: String!, readyHeading: String!, readyText: String!,
    backLabel: String!, experienceLabel: String!, datesText: String!, feedTitle: String!, jobSections: JobSectionHeadings!,
    jobPageTitle: String!, jobPageDescription: String!, applyPageTitle: String!, applyPageDescription: String!,
    application: ApplicationContent!
  }

  type ContactTile { kind: String!, title: String!, text: String! }
  type SelectOption { value: String!, label: String! }
  type Faq { question: String!, answer: String! }
  type ContactLabels {
    name: String!, email: String!, company: String!, phone: String!, subject: String!,
    message: String!, budget: String!, timeline: String!
  }
  type ContactContent implements Node @dontInfer {
    tilesHeading: String!, tiles: [ContactTile!]!, formHeading: String!, requiredNote: String!, labels: ContactLabels!,
    budgetOptions: [SelectOption!]!, timelineOptions: [SelectOption!]!, sendingLabel: String!,
    submitLabel: String!, successTitle: String!, successText: String!, errorText: String!, fieldErrorText: String!,
    hoursHeading: String!, responseNote: String!, socialHeading: String!, officesHeading: String!,
    headquartersLabel: String!, faqHeading: String!, faq: [Faq!]!
  }

  type SitemapLink { label: String!, to: String!, description: String! }
  type SitemapOverview { mainPagesLabel: String!, legalPagesLabel: String!, servicesLabel: String!, availabilityClaim: String!, availabilityLabel: String! }
  type SitemapContent implements Node @dontInfer {
    mainHeading: String!, mainPages: [SitemapLink!]!, legalHeading: String!, legalPages: [SitemapLink!]!,
    servicesHeading: String!, positionsHeading: String!, overviewHeading: String!, overview: SitemapOverview!
  }

  type LegalTable { caption: String!, columns: [String!]!, rows: [[String!]!]! }
  type LegalSection { id: String!, heading: String!, paragraphs: [String!]!, list: [String!], table: LegalTable }
  type LegalPage implements Node @dontInfer {
    slug: String!, title: String!, lastUpdated: Date! @dateformat, intro: String!, sections: [LegalSection!]!
  }
`;

type ListingContext = { nodeModel: { findOne: (args: { type: string; query: object }) => Promise<Record<string, string[]> | null> } };

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  // A service's place in a listing (1-based, null when not listed), from data/service-order.json:
  // the pages keep filtering and sorting by homeOrder / servicesOrder as before the list existed.
  actions.createFieldExtension({
    name: "listingPosition",
    args: { list: "String!" },
    extend: ({ list }: { list: "home" | "services" }) => ({
      resolve: async (source: { slug: string }, _args: unknown, context: ListingContext) => {
        const order = await context.nodeModel.findOne({ type: "ServiceOrder", query: {} });
        const index = order?.[list]?.indexOf(source.slug) ?? -1;
        return index === -1 ? null : index + 1;
      },
    }),
  });
  // Whether a job is published on the build date (site/publication.ts): the pages filter on it,
  // so no page needs the date in its context and no query compares dates by itself.
  actions.createFieldExtension({
    name: "published",
    extend: () => ({
      resolve: (source: { datePosted: string; validThrough: string }) => isPublished(source, buildDate()),
    }),
  });
  actions.createTypes(typeDefs);
};
