import * as v from "valibot";
import { APPLICATION_FIELDS, CONTACT_FIELDS } from "../shared/form-rules/controls";
import { ICONS } from "../shared/icons";
import { SALARY_EXAMPLES, SALARY_PATTERN } from "../shared/salary";
import { ACCENT_COLORS } from "./theme";
import { withGraphql } from "./graphql-hints";
import { TYPE_NAMES, type DataFileName } from "./type-names";

/**
 * The one declaration of each data file's shape and rules: its fields, the counts the spec fixes,
 * allowed values and formats. Cross-entry rules (unique slugs, listing orders) are in
 * ./validate.ts. The GraphQL types are generated from these rules (./graphql-types.ts), as are the
 * JSON Schemas and the editor's forms: a field is declared here only. `withGraphql` names a type
 * used in several places and marks a value that links to another node.
 */

const text = v.pipe(v.string("must be a string"), v.trim(), v.nonEmpty("must not be empty"));
const internalPath = v.pipe(text, v.regex(/^\/([a-z0-9-]+\/)*$/, "must be an internal path with a trailing slash"));
const httpsUrl = v.pipe(text, v.url("must be a URL"), v.startsWith("https://", "must start with https://"));
const isoDate = v.pipe(text, v.isoDate("must be a date written YYYY-MM-DD"));
const slug = v.pipe(text, v.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens"));
/** An illustration under src/images/, linked to its File node by relative path. */
const imagePath = withGraphql(
  v.pipe(
    text,
    v.regex(
      /^[a-z0-9-]+(\/[a-z0-9-]+)*\.(png|jpg|webp)$/,
      "must be a path under src/images/ such as services/web-development.png",
    ),
  ),
  { link: { type: "File", by: "relativePath" } },
);
/** A GA4 measurement id, or nothing (analytics off). A regex so the JSON Schemas and the CMS carry it. */
export const MEASUREMENT_ID = /^(G-[A-Z0-9]{4,16})?$/;
/**
 * A card's accent: one of the named brand colours (theme.ts `ACCENT_COLORS`), stored as its hex
 * value. Each value carries its name as a title, so the JSON Schemas offer "Blue", "Teal"… and
 * the editor's select shows the names.
 */
const accentColor = v.union(
  Object.entries(ACCENT_COLORS).map(([name, hex]) => v.pipe(v.literal(hex), v.title(name))),
  `must be one of the brand colours: ${Object.entries(ACCENT_COLORS)
    .map(([name, hex]) => `${name} (${hex})`)
    .join(", ")}`,
);
const count = <T extends v.GenericSchema>(item: T, n: number) =>
  v.pipe(v.array(item, "must be a list"), v.length(n, `must have exactly ${n} items`));
const someOf = <T extends v.GenericSchema>(item: T) =>
  v.pipe(v.array(item, "must be a list"), v.minLength(1, "must have at least one item"));
const upTo = <T extends v.GenericSchema>(item: T, n: number) =>
  v.pipe(someOf(item), v.maxLength(n, `must have at most ${n} items`));
const strict = <T extends v.ObjectEntries>(entries: T) => v.strictObject(entries, "must be an object");
/**
 * One of the names another data file defines (a department, a location), refused with that file
 * named; in GraphQL, a link to that file's entry with this `name`.
 */
const known = (names: readonly string[], what: string, file: DataFileName) =>
  withGraphql(
    v.picklist(names as string[], (issue) => `unknown ${what} ${issue.received} (not in data/${file}.json)`),
    { link: { type: TYPE_NAMES[file], by: "name" } },
  );
/** A field's label and hint for editors: the CMS form and the JSON Schemas show them. */
const labelled = <T extends v.GenericSchema>(schema: T, label: string, hint: string) =>
  v.pipe(schema, v.title(label), v.description(hint));
/** What an illustration shows, for people who do not see it: the picture's alt text. */
const imageAlt = labelled(
  text,
  "Picture description",
  "What the picture shows, read to people who cannot see it, e.g. A dashboard of charts fed by a database.",
);

const icon = withGraphql(
  v.picklist(ICONS, (issue) => `unknown icon ${issue.received} (not in ICONS, shared/icons.ts)`),
  { name: "IconName" },
);

const link = withGraphql(strict({ label: text, to: internalPath }), { name: "LinkItem" });
const titledText = withGraphql(strict({ title: text, description: text }), { name: "TitledText" });
const iconCard = withGraphql(strict({ title: text, description: text, icon }), { name: "IconCard" });
const figure = withGraphql(strict({ value: text, label: text }), { name: "Figure" });
const sectionIntro = withGraphql(strict({ heading: text, text }), { name: "SectionIntro" });
const callToAction = withGraphql(strict({ heading: text, text, primary: link, secondary: link }), {
  name: "CallToAction",
});
/** A text with `{name}` placeholders the page fills in, e.g. "Showing {count} positions". */
// A pattern (a lookahead per placeholder) rather than a check, so the JSON Schemas and the CMS carry it too.
const template = (...names: string[]) =>
  v.pipe(
    text,
    v.regex(
      new RegExp(`^${names.map((name) => `(?=[\\s\\S]*\\{${name}\\})`).join("")}`),
      `must contain ${names.map((name) => `{${name}}`).join(" and ")}`,
    ),
  );
/**
 * A confirmation email's texts, all the company's own words (nothing the sender typed but their
 * name, and only when it cannot carry a link): its subject (an application's with the job's
 * `{title}`), the greeting with and without a name, what happens next (with `{replyTo}`, where a
 * reply goes), the reference's label, the retention and deletion date, the way to exercise one's
 * rights, the signature.
 */
const confirmationTexts = (subject: v.GenericSchema<string>) =>
  strict({
    subject,
    greeting: template("name"),
    greetingWithoutName: text,
    next: template("replyTo"),
    reference: text,
    retention: template("days", "deletionDate"),
    rights: template("privacyEmail", "reference"),
    signature: template("company"),
  });
const labels = <K extends string>(keys: readonly K[]) =>
  strict(Object.fromEntries(keys.map((key) => [key, text])) as Record<K, typeof text>);
const positiveInt = v.pipe(
  v.number("must be a number"),
  v.integer("must be a whole number"),
  v.minValue(1, "must be at least 1"),
);

export const site = strict({
  companyName: text,
  shortName: text,
  legalName: text,
  tagline: text,
  description: text,
  logo: strict({ alt: text, sources: someOf(v.pipe(text, v.startsWith("/", "must be a path under static/"))) }),
  parentCompany: strict({ name: text, type: text, industry: text }),
  contact: strict({
    email: v.pipe(text, v.email("must be an e-mail address")),
    careersEmail: v.pipe(text, v.email("must be an e-mail address")),
    // Where people send requests about their data (the Privacy Policy's address; the confirmation emails quote it).
    privacyEmail: v.pipe(text, v.email("must be an e-mail address")),
    phone: text,
    phoneHref: v.pipe(text, v.startsWith("tel:", "must start with tel:")),
    liveChat: text,
    // The chat's address (WhatsApp's wa.me link to the same number as the phone).
    liveChatHref: httpsUrl,
    visit: text,
  }),
  businessHours: someOf(strict({ days: text, hours: text })),
  social: someOf(strict({ name: text, url: httpsUrl })),
  claims: someOf(strict({ key: slug, value: text, label: text })),
  constants: strict({
    carouselIntervalMs: positiveInt,
    carouselWheelThreshold: positiveInt,
    carouselProgressTickMs: positiveInt,
    contactSuccessMs: positiveInt,
    chunkLoadTimeoutMs: positiveInt,
    resumeMaxBytes: positiveInt,
    // Days a contact message or application is kept before `npm run submissions -- --purge` removes it.
    retentionDays: positiveInt,
    // Days an application is kept when its sender ticked "keep my application for future openings".
    talentPoolRetentionDays: positiveInt,
  }),
  nav: someOf(link),
  navCta: link,
  // Texts of the page frame: skip link, menu button, the main navigation's name, and what screen
  // readers hear after a link that opens in a new tab.
  labels: strict({ skipLink: text, menu: text, mainNav: text, newTabHidden: text }),
  footer: strict({
    about: text,
    quickLinksHeading: text,
    careersQuickLinksHeading: text,
    quickLinks: someOf(link),
    legalLinksHeading: text,
    legalLinks: someOf(link),
    copyright: text,
  }),
  legalPages: strict({ updatedLabel: text, tocHeading: text, back: link }),
  // Google Analytics 4: empty means no consent banner, no analytics code and no Google host in the CSP.
  analytics: strict({
    measurementId: labelled(
      v.pipe(
        v.string("must be a string"),
        v.trim(),
        v.regex(MEASUREMENT_ID, "must be empty or a GA4 measurement id such as G-ABC123XYZ"),
      ),
      "Google Analytics measurement id",
      "Empty: no analytics and no cookie banner. Set (G-…): a consent banner asks first, and Google's tag loads only after Accept.",
    ),
  }),
  // The consent banner (shown only when a measurement id is set): its landmark's name, question,
  // the two equal buttons, the link to the Cookie Policy, and the footer button that asks again.
  consent: strict({ label: text, text, accept: text, reject: text, policyLink: link, settings: text }),
  // Texts only search engines and link previews show: the share image's alt text and the
  // breadcrumb trail's names in the pages' structured data.
  seo: strict({
    ogImageAlt: template("company"),
    // The alt text of a job's and a service's own share image (its social card, gatsby/social-cards.ts).
    jobCardAlt: template("title", "department", "location", "company"),
    serviceCardAlt: template("title", "category", "company"),
    breadcrumbs: labels(["home", "careers", "services", "apply"] as const),
  }),
});

export const page = strict({
  slug: text,
  path: v.union([internalPath, v.literal("/404/")]),
  title: text,
  description: text,
  heading: text,
  intro: text,
  links: v.optional(someOf(link)),
});

export const service = strict({
  slug,
  title: labelled(text, "Service name", "The page's heading and the name on its card, e.g. Cloud Solutions."),
  category: labelled(text, "Kind of work", "A few words above the name on the card, e.g. Infrastructure."),
  summary: labelled(text, "Card text", "One or two sentences on the Services page card and the home page tile."),
  description: labelled(text, "Opening paragraph", "The first paragraph of the service's page, under its name."),
  seoDescription: labelled(
    text,
    "Search result text",
    "What Google and shared links show under the page's name: one sentence of about 150 characters.",
  ),
  icon: labelled(icon, "Icon", "The small picture beside the name on the card and the home page tile."),
  color: labelled(accentColor, "Card colour", "The service's colour on its card and its page."),
  image: labelled(imagePath, "Picture", "The illustration at the top of the page, a file under src/images/."),
  imageAlt,
  variant: labelled(
    v.picklist(["primary", "secondary"], 'must be "primary" or "secondary"'),
    "Page layout",
    "primary: shows Technologies We Use and links back to Services; secondary: shows Results Our Clients See (the figures below) and links back to Home. Their words are in Service page texts.",
  ),
  features: labelled(
    count(text, 4),
    "What we do (four points)",
    "Four short lines, one per point, listed on the page.",
  ),
  featureCards: labelled(
    someOf(titledText),
    "Details",
    "The cards below the points: each a short heading and a paragraph.",
  ),
  technologies: labelled(
    v.nullable(someOf(text)),
    "Technologies",
    "The tools this service uses, separated by commas, e.g. AWS, Terraform. Leave empty to show none.",
  ),
  statistics: labelled(
    v.nullable(someOf(figure)),
    "Results in figures",
    "Figures shown on the page, each a value and what it measures. Leave empty to show none.",
  ),
  cta: labelled(
    strict({ heading: text, text }),
    "Closing call to action",
    "The dark band at the end of the page: a heading and one line inviting the visitor to get in touch.",
  ),
});

/**
 * Which services the home page's tiles and the Services page's cards show, in order: a list an
 * editor reorders by dragging, instead of numbering each service.
 */
export const serviceOrder = (slugs: readonly string[]) => {
  const listed = (label: string, hint: string) =>
    labelled(
      someOf(
        withGraphql(
          v.picklist(slugs as string[], (issue) => `unknown service ${issue.received} (not in data/services/)`),
          { link: { type: TYPE_NAMES.services, by: "slug" } },
        ),
      ),
      label,
      hint,
    );
  return strict({
    home: listed("Home page tiles", "The services shown as tiles on the home page, in this order."),
    services: listed("Services page cards", "The services shown as cards on the Services page, in this order."),
  });
};

const serviceVariant = withGraphql(
  strict({ featuresHeading: text, detailsHeading: text, back: link, actions: someOf(link) }),
  { name: "ServiceVariantTexts" },
);
/** Texts of the Services cards and, by a service's `variant`, of its page. */
export const servicePages = strict({
  cardLinkLabel: text,
  cardLinkHidden: template("title"),
  // The Services page's second group: every service not in its card list (data/service-order.json `services`).
  moreHeading: text,
  moreIntro: text,
  // The Services page's compact index of every service (a page longer than six screens on a phone).
  indexLabel: text,
  // A service page's <title>.
  pageTitle: template("title"),
  variants: strict({ primary: serviceVariant, secondary: serviceVariant }),
});

/** The names a job may refer to: its department from data/departments.json, its location from data/locations.json. */
export type JobReferences = { departments: readonly string[]; locations: readonly string[] };

/** One open position, `data/jobs/<slug>.json`. Titles and descriptions are what editors see (the CMS form, their editor's hints). */
export const job = (refs: JobReferences) =>
  strict({
    slug: labelled(
      slug,
      "Web address",
      "Made from the title when the job is first published, and kept after that, so links to the job keep working.",
    ),
    title: labelled(text, "Title", "The job title on the card and the job page, e.g. Senior Frontend Developer."),
    department: labelled(
      known(refs.departments, "department", "departments"),
      "Department",
      "The careers page lets visitors filter jobs by department. To add one, edit Departments.",
    ),
    type: labelled(text, "Employment type", "As shown on the card, e.g. Full-time."),
    location: labelled(
      known(refs.locations, "location", "locations"),
      "Location",
      "Remote, or one of the hybrid offices. To add one, edit Locations.",
    ),
    minExperience: labelled(
      positiveInt,
      "Minimum experience (years)",
      "Whole years, typed as the site shows them: 5+ (or 5).",
    ),
    salary: labelled(
      v.pipe(
        text,
        v.regex(
          SALARY_PATTERN,
          `must be a yearly range in the currency the role is paid in, written like ${SALARY_EXAMPLES}`,
        ),
      ),
      "Salary",
      `Yearly pay, in the currency the role is paid in (the same symbol on both ends): ${SALARY_EXAMPLES}.`,
    ),
    description: labelled(
      text,
      "Summary",
      "One or two sentences for the job card and the page's description in search results.",
    ),
    color: labelled(accentColor, "Card colour", "The accent colour of the job's card on the careers page."),
    about: labelled(someOf(text), "About the role", "Paragraphs of the job page's first section."),
    responsibilities: labelled(someOf(text), "Responsibilities", "One per line."),
    requirements: labelled(someOf(text), "Requirements", "One per line."),
    niceToHave: labelled(
      someOf(text),
      "Nice to have",
      "One per line: skills or experience that help but are not required.",
    ),
    skills: labelled(upTo(text, 8), "Skills", "Up to 8 short skill tags, separated by commas."),
    datePosted: labelled(isoDate, "Publish date", "The job is on the site from this day on; a later day schedules it."),
    validThrough: labelled(
      isoDate,
      "Unpublish date",
      "The job and its application form leave the site after this day.",
    ),
  });

export const department = strict({ name: text });

/** Where a job is done: a place for on-site and hybrid roles, the countries applicants may live in for remote ones. */
export const jobLocation = v.pipe(
  strict({
    name: text,
    summary: text,
    place: v.nullable(
      strict({
        locality: text,
        region: text,
        countryCode: v.pipe(text, v.regex(/^[A-Z]{2}$/, "must be a two-letter country code")),
      }),
    ),
    applicantCountries: v.nullable(someOf(text)),
  }),
  v.check(
    (location) => (location.place === null) !== (location.applicantCountries === null),
    "needs either place or applicantCountries, not both",
  ),
);
export const office = strict({
  city: text,
  country: text,
  countryCode: v.pipe(text, v.regex(/^[A-Z]{2}$/, "must be a two-letter country code")),
  address: text,
  zip: text,
  isHeadquarters: v.boolean("must be true or false"),
});
export const testimonial = strict({
  quote: text,
  author: text,
  role: text,
  company: text,
  // What lets a reader place the client: its line of business and its size ("6 clinics, 140 staff").
  sector: text,
  size: text,
  rating: v.pipe(
    v.number("must be a number"),
    v.integer(),
    v.minValue(1, "must be 1 to 5"),
    v.maxValue(5, "must be 1 to 5"),
  ),
});

export const home = strict({
  hero: strict({ eyebrow: text, heading: text, text, primaryCta: link, secondaryCta: link }),
  claimsHeading: text,
  strengthsHeading: text,
  carousel: strict({
    roleDescription: text,
    slideRoleDescription: text,
    slidePosition: template("number", "count"),
    slideButton: template("number", "title"),
    pauseLabel: text,
    playLabel: text,
    toggleHidden: text,
  }),
  strengths: someOf(
    strict({
      title: text,
      description: text,
      icon: v.picklist(["lightning", "palette", "shield", "chart"], "must be lightning, palette, shield or chart"),
    }),
  ),
  servicesSection: strict({ heading: text, text, viewAllLabel: text }),
  industriesSection: sectionIntro,
  industries: count(strict({ name: text, description: text, icon }), 6),
  technologiesSection: sectionIntro,
  technologies: count(text, 16),
  testimonialsSection: sectionIntro,
  ratingLabel: template("rating", "outOf"),
  differentiatorsSection: sectionIntro,
  differentiators: count(iconCard, 4),
  highlightsSection: sectionIntro,
  highlights: count(iconCard, 4),
  cta: callToAction,
});

export const about = strict({
  intro: someOf(text),
  image: imagePath,
  imageAlt,
  figures: count(figure, 4),
  tabs: strict({
    mission: strict({ label: text, heading: text, text }),
    vision: strict({ label: text, heading: text, text }),
    valuesLabel: text,
    listLabel: template("mission", "vision", "values"),
    valuesHeading: text,
    values: count(titledText, 4),
  }),
  capabilitiesHeading: text,
  capabilities: count(iconCard, 6),
  reasonsHeading: text,
  reasons: count(titledText, 4),
  parentHeading: text,
  parentLabels: strict({ name: text, type: text, industry: text }),
  cta: callToAction,
});

const option = withGraphql(strict({ value: v.string("must be a string"), label: text }), { name: "SelectOption" });

export const careers = strict({
  stats: count(figure, 4),
  perksHeading: text,
  perks: count(iconCard, 8),
  perkChips: someOf(text),
  // The careers hero's link down to the list: "See the {count} open positions" (count = published jobs).
  jumpOne: text,
  jumpOther: template("count"),
  positionsHeading: text,
  filterLabel: text,
  resultsOne: template("count"),
  resultsOther: template("count"),
  learnMoreLabel: text,
  learnMoreHidden: template("title"),
  applyLabel: text,
  applyHidden: template("title"),
  allLabel: text,
  emptyTitle: text,
  emptyText: text,
  noRole: strict({ heading: text, text, contactLabel: text, emailLabel: text }),
  compensationNote: text,
  readyHeading: text,
  readyText: text,
  backLabel: text,
  experienceLabel: template("experience"),
  datesText: template("posted", "validThrough"),
  // The title of the job feeds (/careers/feed.xml, /careers/jobs.xml) and of the careers page's link to them.
  feedTitle: template("company"),
  // The page the server answers (410 Gone) at a job's addresses once its last day has passed (server/closed-positions.ts).
  closedPosition: strict({
    title: template("title", "company"),
    heading: text,
    text: template("title", "validThrough"),
    openHeading: text,
    allLabel: text,
  }),
  // The job and application pages' <title> and meta description.
  jobPageTitle: template("title"),
  jobPageDescription: template("title"),
  applyPageTitle: template("title"),
  applyPageDescription: template("title"),
  jobSections: labels(["about", "responsibilities", "requirements", "niceToHave", "skills"] as const),
  application: strict({
    headingPrefix: text,
    intro: text,
    viewJobLabel: text,
    summaryHeading: text,
    summaryLabels: labels(["department", "type", "location", "experience"] as const),
    formHeading: text,
    requiredNote: text,
    labels: labels(APPLICATION_FIELDS),
    experienceOptions: someOf(option),
    resumeHint: text,
    resumeChosen: template("name"),
    submitLabel: text,
    submittingLabel: text,
    successMessage: text,
    privacyText: template("days", "talentPoolDays"),
    privacyLinkLabel: text,
    consentLabel: text,
    talentPoolLabel: template("talentPoolDays"),
    failurePrefix: text,
    fieldErrorText: text,
    // The success state and the pages a form posted without JavaScript lands on (server/form-answers.ts).
    referenceLabel: text,
    sentHeading: text,
    // The success state names the role, and says so when the server sends the applicant a confirmation.
    sentRole: template("title"),
    confirmationNote: text,
    otherPositionsHeading: text,
    refusedHeading: text,
    backToFormLabel: text,
    // The email the applicant receives (server/submissions/confirmation.ts), when email is configured.
    confirmation: confirmationTexts(template("title")),
  }),
});

export const contact = strict({
  tilesHeading: text,
  tiles: count(
    strict({
      kind: withGraphql(v.picklist(["email", "phone", "chat", "visit"], "must be email, phone, chat or visit"), {
        name: "ContactTileKind",
      }),
      title: text,
      text,
    }),
    4,
  ),
  formHeading: text,
  requiredNote: text,
  labels: labels(CONTACT_FIELDS),
  budgetOptions: someOf(option),
  timelineOptions: someOf(option),
  sendingLabel: text,
  submitLabel: text,
  successTitle: text,
  successText: text,
  // Kept above the cleared form once the success message has gone, so a visitor who looked away knows it went.
  sentNote: template("reference"),
  errorText: text,
  fieldErrorText: text,
  referenceLabel: text,
  refusedHeading: text,
  backToFormLabel: text,
  // Under the business hours: what the round-the-clock claim covers, "{support}" being the claim (data/site.json `claims`).
  hoursHeading: text,
  hoursNote: template("support"),
  responseNote: text,
  socialHeading: text,
  officesHeading: text,
  headquartersLabel: text,
  faqHeading: text,
  faq: count(strict({ question: text, answer: text }), 4),
  // The email the enquirer receives (server/submissions/confirmation.ts), when email is configured.
  confirmation: confirmationTexts(text),
});

/** The site constants a legal text may quote as `{name}`, so a policy states what the site does. */
export const LEGAL_PLACEHOLDERS = ["retentionDays", "talentPoolRetentionDays"] as const;
const legalText = v.pipe(
  text,
  v.check(
    (value) =>
      [...value.matchAll(/\{(\w+)\}/g)].every(([, name]) => (LEGAL_PLACEHOLDERS as readonly string[]).includes(name)),
    `may only use the placeholders ${LEGAL_PLACEHOLDERS.map((name) => `{${name}}`).join(", ")} (from data/site.json constants)`,
  ),
);

export const legalPage = strict({
  slug,
  title: text,
  lastUpdated: isoDate,
  intro: text,
  sections: someOf(
    strict({
      id: slug,
      heading: text,
      paragraphs: someOf(legalText),
      list: v.optional(someOf(legalText)),
      table: v.optional(strict({ caption: text, columns: someOf(text), rows: someOf(someOf(text)) })),
    }),
  ),
});

const sitemapLink = withGraphql(strict({ label: text, to: internalPath, description: text }), { name: "SitemapLink" });
export const sitemap = strict({
  mainHeading: text,
  mainPages: someOf(sitemapLink),
  legalHeading: text,
  legalPages: someOf(sitemapLink),
  servicesHeading: text,
  positionsHeading: text,
  overviewHeading: text,
  overview: strict({ mainPagesLabel: text, legalPagesLabel: text, servicesLabel: text, availabilityClaim: slug }),
});

/** A service as its file holds it, once the rules accept it. */
export type ServiceEntry = v.InferOutput<typeof service>;

/** A job as its file holds it, once the rules accept it. */
export type JobEntry = v.InferOutput<ReturnType<typeof job>>;

type Output<T extends v.GenericSchema> = v.InferOutput<T>;

/** What each data file holds once the rules above accept it: the type the server and scripts read data/ with (readData, content-model/node/load-data.ts). */
export interface DataTypes {
  site: Output<typeof site>;
  pages: Output<typeof page>[];
  services: Record<string, ServiceEntry>;
  "service-pages": Output<typeof servicePages>;
  "service-order": Output<ReturnType<typeof serviceOrder>>;
  jobs: Record<string, JobEntry>;
  departments: Output<typeof department>[];
  locations: Output<typeof jobLocation>[];
  offices: Output<typeof office>[];
  testimonials: Output<typeof testimonial>[];
  home: Output<typeof home>;
  about: Output<typeof about>;
  careers: Output<typeof careers>;
  contact: Output<typeof contact>;
  legal: Output<typeof legalPage>[];
  sitemap: Output<typeof sitemap>;
}
