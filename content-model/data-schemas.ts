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

/**
 * The case studies a figure, an industry or a testimonial may name (data/case-studies/), by slug:
 * a select of today's case studies in the editor and the JSON Schemas; in GraphQL, a link to the
 * case study's node.
 */
export type CaseStudyReferences = { caseStudies: readonly string[] };
const caseStudyRef = (refs: CaseStudyReferences, label: string, hint: string) =>
  labelled(
    withGraphql(
      v.picklist(
        refs.caseStudies as string[],
        (issue) => `unknown case study ${issue.received} (not in data/case-studies/)`,
      ),
      { link: { type: TYPE_NAMES["case-studies"], by: "slug" } },
    ),
    label,
    hint,
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
const confirmationTexts = (subject: v.GenericSchema<string>, next: v.GenericSchema<string> = template("replyTo")) =>
  strict({
    subject,
    greeting: template("name"),
    greetingWithoutName: text,
    next,
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
  // The second line for buyers outside India's hours: the Tallinn office's number and its hours, in its own time zone.
  europeLine: labelled(
    strict({
      office: labelled(text, "Office that answers", "The office that answers it, e.g. Tallinn."),
      phone: labelled(text, "Phone number", "As shown, with the country code, e.g. +372 612 4780."),
      phoneHref: labelled(
        v.pipe(text, v.startsWith("tel:", "must start with tel:")),
        "Phone link",
        "The number as a tel: link, digits only, e.g. tel:+3726124780.",
      ),
      hours: labelled(
        someOf(strict({ days: text, hours: text })),
        "Hours it answers",
        "When the line is answered, in its own time zone.",
      ),
      timeZone: labelled(
        text,
        "Time zone of those hours",
        "Named as a buyer reads it, e.g. Tallinn time (UTC+2, UTC+3 in summer).",
      ),
    }),
    "Second phone line (Europe and the Americas)",
    "A number answered in European hours, for buyers whose day is over before India's office opens.",
  ),
  /**
   * The company's story, decided once: every page and email that states one of these says the
   * same (the data check, content-model/story-rules.ts, holds the texts to them).
   */
  story: labelled(
    strict({
      founded: labelled(
        v.pipe(v.number("must be a number"), v.integer("must be a whole number"), v.minValue(1900, "must be a year")),
        "Year founded",
        "The About page shows it; a figure of years of experience may not claim more years than this allows.",
      ),
      teamSize: labelled(text, "Number of people", "How many people work here, as every page must say it, e.g. 50+."),
      countries: labelled(
        text,
        "Countries our people come from",
        "The number of home countries in the team, as every page must say it, e.g. 15+.",
      ),
      workCountries: labelled(
        someOf(text),
        "Countries we work from",
        "Where our people live and work: our offices, remote roles and hybrid roles are in these countries only.",
      ),
      hybridDaysPerWeek: labelled(
        positiveInt,
        "Office days a week in a hybrid role",
        "Every text that speaks of a hybrid role's office days must say this number.",
      ),
    }),
    "The company's story",
    "Facts every page and email must agree on: the data check refuses a text that says otherwise.",
  ),
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
    caseStudyCardAlt: template("title", "sector", "company"),
    breadcrumbs: labels(["home", "careers", "services", "apply", "caseStudies"] as const),
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

/**
 * A figure on a service page. A percentage is a measured result, so it names the case study it
 * was measured in, which lists the same figure among its results (the data check, ./validate.ts);
 * a figure that is not a result (24/7 monitoring, 15+ years) names none.
 */
const serviceStatistic = (refs: CaseStudyReferences) =>
  strict({
    value: labelled(text, "Figure", "As the page shows it, e.g. 80% or 24/7."),
    label: labelled(text, "What it measures", "A few words under the figure, e.g. Efficiency Improvement."),
    caseStudy: v.optional(
      caseStudyRef(
        refs,
        "Case study it comes from",
        "A result (a percentage) must come from a case study that lists the same figure among its results; the page links to it. Leave empty for a figure that is not a result, such as 24/7 monitoring.",
      ),
    ),
  });

export const service = (refs: CaseStudyReferences) =>
  strict({
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
    icon: labelled(icon, "Card icon", "The small picture beside the name on the card and the home page tile."),
    color: labelled(accentColor, "Card colour", "The service's colour on its card and its page."),
    image: labelled(imagePath, "Picture", "The illustration at the top of the page, chosen from src/images/services/."),
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
      "Technologies used",
      "The tools this service uses, separated by commas, e.g. AWS, Terraform. Leave empty to show none.",
    ),
    statistics: labelled(
      v.nullable(someOf(serviceStatistic(refs))),
      "Results in figures",
      "Figures shown on the page, each a value and what it measures; a result names the case study it comes from. Leave empty to show none.",
    ),
    cta: labelled(
      strict({ heading: text, text }),
      "Closing call to action",
      "The dark band at the end of the page: a heading and one line inviting the visitor to get in touch.",
    ),
  });

/** A measured result of a case study: the figure, what it measures and how it was measured. */
const caseStudyResult = withGraphql(
  strict({
    value: labelled(text, "Figure", "The result as pages show it, e.g. 70% or 2 days."),
    label: labelled(text, "What it measures", "A few words under the figure, e.g. Faster Task Completion."),
    measure: labelled(
      text,
      "How it was measured",
      "What was compared, over which period and how many cases, so a reader can judge the figure, e.g. Median time to book on a phone: 5 min 10 s before, 1 min 33 s in the second month after launch (400 bookings each).",
    ),
  }),
  { name: "CaseStudyResult" },
);

/** The services a case study names, from data/services/ by slug. */
export type ServiceReferences = { services: readonly string[] };
const serviceRef = (refs: ServiceReferences) =>
  withGraphql(
    v.picklist(refs.services as string[], (issue) => `unknown service ${issue.received} (not in data/services/)`),
    { link: { type: TYPE_NAMES.services, by: "slug" } },
  );

/**
 * One client project, `data/case-studies/<slug>.json`: who the client is (named only with their
 * agreement, otherwise described), the problem, what was built with which services and
 * technologies, and its measured results. Every result figure elsewhere on the site names one.
 */
export const caseStudy = (refs: ServiceReferences) =>
  strict({
    slug: labelled(
      slug,
      "Web address",
      "Made from the title when the case study is first published, and kept after that, so links to it keep working.",
    ),
    title: labelled(
      text,
      "Case study title",
      "What was built and for whom, in a few words, e.g. A booking portal for six clinics.",
    ),
    client: labelled(
      text,
      "Client's name",
      "The client's name, only if they agreed to be named; otherwise an honest description, e.g. An accounting firm (name withheld at the client's request).",
    ),
    sector: labelled(
      text,
      "Client's sector",
      "The client's line of business, e.g. Healthcare. The home page's industries link to the case studies of their sector.",
    ),
    size: labelled(text, "Size and place", "How big the client is and where, e.g. 6 clinics, 140 staff, New Delhi."),
    year: labelled(
      v.pipe(
        v.number("must be a number"),
        v.integer("must be a whole number"),
        v.minValue(2000, "must be a year such as 2025"),
        v.maxValue(2100, "must be a year such as 2025"),
      ),
      "Year delivered",
      "The year the project went live, e.g. 2025.",
    ),
    duration: labelled(text, "How long it took", "From the first day of work to launch, e.g. 7 weeks."),
    summary: labelled(
      text,
      "Card text",
      "One or two sentences for the case studies list, the service pages and search results.",
    ),
    problem: labelled(someOf(text), "The problem", "Paragraphs: what was wrong before, in the client's terms."),
    built: labelled(someOf(text), "What we built", "Paragraphs: what we made and how it fits the client's work."),
    services: labelled(
      someOf(serviceRef(refs)),
      "Services used",
      "The services this project used; each service page lists its case studies.",
    ),
    technologies: labelled(
      someOf(text),
      "Technologies used",
      "The main tools, separated by commas, e.g. React, PostgreSQL.",
    ),
    results: labelled(
      someOf(caseStudyResult),
      "Measured results",
      "Each a figure, what it measures and how it was measured. A service page may quote a result only if it is here.",
    ),
    color: labelled(accentColor, "Card colour", "The accent colour of the case study's card and page."),
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

/** Texts of the case study pages, the list's cards and the case studies on a service page. */
export const caseStudyPages = strict({
  pageTitle: labelled(
    template("title", "company"),
    "Browser tab title",
    "The browser tab's title of a case study page.",
  ),
  back: labelled(link, "Back link", "The link above a case study's title, back to the list."),
  factLabels: labels(["client", "sector", "size", "year", "duration"] as const),
  problemHeading: text,
  builtHeading: text,
  resultsHeading: text,
  servicesHeading: text,
  technologiesHeading: text,
  quoteHeading: text,
  cardLinkLabel: labelled(text, "Card link", "The link on each case study card, e.g. Read the case study."),
  cardLinkHidden: labelled(
    template("title"),
    "Card link, for screen readers",
    "Read after the card link by screen readers, so each link names its case study.",
  ),
  servicePageHeading: labelled(
    text,
    "Heading on a service page",
    "Above the case studies that used the service, on its page.",
  ),
  figureSource: labelled(
    text,
    "Before a figure's case study",
    "Shown under a result figure on a service page, before the case study it was measured in, e.g. Measured in:",
  ),
  cta: callToAction,
});

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
    title: labelled(text, "Job title", "The job title on the card and the job page, e.g. Senior Frontend Developer."),
    department: labelled(
      known(refs.departments, "department", "departments"),
      "Hiring department",
      "The careers page lets visitors filter jobs by department. To add one, edit Departments.",
    ),
    type: labelled(text, "Employment type", "As shown on the card, e.g. Full-time."),
    location: labelled(
      known(refs.locations, "location", "locations"),
      "Work location",
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
      "Salary range",
      `Yearly pay, in the currency the role is paid in (the same symbol on both ends): ${SALARY_EXAMPLES}.`,
    ),
    description: labelled(
      text,
      "Summary",
      "One or two sentences for the job card and the page's description in search results.",
    ),
    color: labelled(accentColor, "Card colour", "The accent colour of the job's card on the careers page."),
    about: labelled(someOf(text), "About the role", "Paragraphs of the job page's first section."),
    responsibilities: labelled(someOf(text), "What you'll do", "One per line."),
    requirements: labelled(someOf(text), "What we're looking for", "One per line."),
    niceToHave: labelled(
      someOf(text),
      "Nice to have (not required)",
      "One per line: skills or experience that help but are not required.",
    ),
    skills: labelled(upTo(text, 8), "Skill tags", "Up to 8 short skill tags, separated by commas."),
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
export const testimonial = (refs: CaseStudyReferences) =>
  strict({
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
    // The project the client speaks of, so the quote leads to what was built and measured.
    caseStudy: caseStudyRef(refs, "Case study behind it", "The case study of the project this client speaks of."),
  });

export const home = (refs: CaseStudyReferences) =>
  strict({
    hero: strict({ eyebrow: text, heading: text, text, primaryCta: link, secondaryCta: link }),
    claimsHeading: text,
    // Which of the company's claims (data/site.json `claims`, by key) the band under the hero shows:
    // a figure another section of the home page states is left to that section, so none is said twice.
    claims: labelled(
      someOf(slug),
      "Promises shown under the hero",
      "Keys of the claims in Site-wide texts, e.g. projects, start. Leave out a figure another home section already says.",
    ),
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
    // The carousel: results from case studies, each slide leading to its case study.
    strengths: someOf(
      strict({
        title: text,
        description: text,
        icon: v.picklist(["lightning", "palette", "shield", "chart"], "must be lightning, palette, shield or chart"),
        caseStudy: caseStudyRef(refs, "Case study behind it", "The case study whose result this slide tells."),
      }),
    ),
    servicesSection: strict({ heading: text, text, viewAllLabel: text }),
    industriesSection: sectionIntro,
    industries: count(
      strict({
        name: text,
        icon,
        caseStudy: caseStudyRef(
          refs,
          "Case study behind it",
          "A project in this sector a visitor can read about: the industry links to it.",
        ),
      }),
      6,
    ),
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

/** One of the people who lead the company, on the About page. */
const person = strict({
  name: labelled(text, "Full name", "First and last name."),
  role: labelled(text, "Job title", "Their job title, e.g. Head of Delivery."),
  office: labelled(text, "Office they work from", "Where they work, one of the offices, e.g. Tallinn."),
  line: labelled(
    text,
    "Short line",
    "One sentence a client would want to know: what they are responsible for, and their background.",
  ),
});
/** A certification, partnership or membership the company holds. */
const credential = strict({
  name: labelled(text, "Certificate or partnership", "As the issuer writes it, e.g. ISO/IEC 27001:2022."),
  kind: labelled(
    v.picklist(["Certification", "Partnership", "Membership"], "must be Certification, Partnership or Membership"),
    "Type",
    "Certification, Partnership or Membership.",
  ),
  since: labelled(
    v.pipe(v.number("must be a number"), v.integer("must be a whole number"), v.minValue(1900, "must be a year")),
    "Held since",
    "The year it was first awarded or joined.",
  ),
  detail: labelled(text, "What it covers", "One sentence: its scope, and who issued or audits it."),
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
  // The leadership, the founding year and the certifications, partnerships and memberships.
  peopleHeading: labelled(text, "People: heading", "The heading above the leadership, e.g. Who You Will Work With."),
  peopleIntro: labelled(
    template("year", "teamSize"),
    "People: introduction",
    "One sentence under the heading; {year} is the year founded and {teamSize} the team size, from the company's story.",
  ),
  people: labelled(
    someOf(person),
    "Leadership team",
    "The people who lead the company, each with a role and a short line.",
  ),
  credentialsHeading: labelled(text, "Certifications: heading", "The heading above the certifications list."),
  credentialsIntro: labelled(text, "Certifications: introduction", "One sentence under the heading."),
  credentials: labelled(
    someOf(credential),
    "Certifications and partnerships",
    "Only what the company holds today, each with what it covers.",
  ),
  sinceLabel: labelled(template("year"), "'Since' label", "Shown after a certification's kind, e.g. since {year}."),
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
  // The second line for buyers outside India's hours (data/site.json `europeLine`): a heading, and a
  // sentence naming the office and its time zone.
  europeHeading: labelled(text, "Second line: heading", "e.g. Calling from Europe or the Americas?"),
  europeText: labelled(
    template("office", "timeZone"),
    "Second line: text",
    "One sentence; {office} and {timeZone} are filled in from the site's second phone line.",
  ),
  socialHeading: text,
  officesHeading: text,
  headquartersLabel: text,
  faqHeading: text,
  faq: count(strict({ question: text, answer: text }), 4),
  // The email the enquirer receives (server/submissions/confirmation.ts), when email is configured: what
  // happens next says the reply time and both phone lines with their hours, as the contact page does.
  confirmation: confirmationTexts(
    text,
    template("replyTo", "phone", "hours", "europeOffice", "europePhone", "europeHours"),
  ),
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
  caseStudiesHeading: labelled(text, "Heading above the case studies", "The heading above the list of case studies."),
  positionsHeading: text,
  overviewHeading: text,
  overview: strict({ mainPagesLabel: text, legalPagesLabel: text, servicesLabel: text, availabilityClaim: slug }),
});

/** A service as its file holds it, once the rules accept it. */
export type ServiceEntry = v.InferOutput<ReturnType<typeof service>>;

/** A case study as its file holds it, once the rules accept it. */
export type CaseStudyEntry = v.InferOutput<ReturnType<typeof caseStudy>>;

/** A job as its file holds it, once the rules accept it. */
export type JobEntry = v.InferOutput<ReturnType<typeof job>>;

type Output<T extends v.GenericSchema> = v.InferOutput<T>;

/** What each data file holds once the rules above accept it: the type the server and scripts read data/ with (readData, content-model/node/load-data.ts). */
export interface DataTypes {
  site: Output<typeof site>;
  pages: Output<typeof page>[];
  services: Record<string, ServiceEntry>;
  "case-studies": Record<string, CaseStudyEntry>;
  "service-pages": Output<typeof servicePages>;
  "case-study-pages": Output<typeof caseStudyPages>;
  "service-order": Output<ReturnType<typeof serviceOrder>>;
  jobs: Record<string, JobEntry>;
  departments: Output<typeof department>[];
  locations: Output<typeof jobLocation>[];
  offices: Output<typeof office>[];
  testimonials: Output<ReturnType<typeof testimonial>>[];
  home: Output<ReturnType<typeof home>>;
  about: Output<typeof about>;
  careers: Output<typeof careers>;
  contact: Output<typeof contact>;
  legal: Output<typeof legalPage>[];
  sitemap: Output<typeof sitemap>;
}
