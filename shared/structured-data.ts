import escapeHtml from "escape-html";
import { parseSalary } from "./salary";
import type { BreadcrumbList, JobPosting, Organization, PostalAddress, WithContext } from "schema-dts";
import { jobPath } from "./routes";

/** Structured data (schema.org JSON-LD), typed by schema-dts so a wrong property fails `tsc`. */

type SiteFacts = {
  companyName: string;
  legalName: string;
  description: string;
  parentCompany: { name: string };
  contact: { email: string; phone: string };
  social: readonly { url: string }[];
};
export type OfficeFacts = { city: string; countryCode: string; address: string; zip: string };

const address = (office: OfficeFacts): PostalAddress => ({
  "@type": "PostalAddress",
  streetAddress: office.address,
  addressLocality: office.city,
  postalCode: office.zip,
  addressCountry: office.countryCode,
});

export function organization(
  site: SiteFacts,
  offices: readonly OfficeFacts[],
  siteUrl: string,
): WithContext<Organization> {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.companyName,
    legalName: site.legalName,
    description: site.description,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/images/logo.png`,
    email: site.contact.email,
    telephone: site.contact.phone,
    parentOrganization: { "@type": "Organization", name: site.parentCompany.name },
    address: offices.map(address),
    sameAs: site.social.map((profile) => profile.url),
  };
}

export type JobFacts = {
  slug: string;
  title: string;
  type: string;
  location: string;
  salary: string;
  about: readonly string[];
  responsibilities: readonly string[];
  requirements: readonly string[];
  niceToHave: readonly string[];
  datePosted: string;
  validThrough: string;
  place: { locality: string; region: string; countryCode: string } | null;
  applicantCountries: readonly string[] | null;
};

/** The job page's section headings (data/careers.json `jobSections`), repeated in the posting's HTML description. */
export type JobSectionHeadings = {
  readonly responsibilities: string;
  readonly requirements: string;
  readonly niceToHave: string;
};

const list = (heading: string, items: readonly string[]) =>
  `<h3>${escapeHtml(heading)}</h3><ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`;

/** The job's full text as HTML, as job search engines and feeds take it: its paragraphs and its lists under the page's headings. */
export function jobDescriptionHtml(
  job: Pick<JobFacts, "about" | "responsibilities" | "requirements" | "niceToHave">,
  headings: JobSectionHeadings,
): string {
  return (
    job.about.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join("") +
    list(headings.responsibilities, job.responsibilities) +
    list(headings.requirements, job.requirements) +
    list(headings.niceToHave, job.niceToHave)
  );
}

export function jobPosting(
  job: JobFacts,
  site: { companyName: string },
  siteUrl: string,
  headings: JobSectionHeadings,
): WithContext<JobPosting> {
  const salary = parseSalary(job.salary);
  const description = jobDescriptionHtml(job, headings);
  const location: Partial<JobPosting> = job.place
    ? {
        jobLocation: {
          "@type": "Place",
          address: {
            "@type": "PostalAddress",
            addressLocality: job.place.locality,
            addressRegion: job.place.region,
            addressCountry: job.place.countryCode,
          },
        },
      }
    : {
        jobLocationType: "TELECOMMUTE",
        applicantLocationRequirements: (job.applicantCountries ?? []).map((name) => ({
          "@type": "Country" as const,
          name,
        })),
      };
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    description,
    datePosted: job.datePosted,
    validThrough: `${job.validThrough}T23:59:59Z`,
    employmentType: job.type === "Full-time" ? "FULL_TIME" : job.type.toUpperCase().replace(/[^A-Z]+/g, "_"),
    hiringOrganization: {
      "@type": "Organization",
      name: site.companyName,
      sameAs: `${siteUrl}/`,
      logo: `${siteUrl}/images/logo.png`,
    },
    identifier: { "@type": "PropertyValue", name: site.companyName, value: job.slug },
    directApply: true,
    url: `${siteUrl}${jobPath(job.slug)}`,
    ...location,
    ...(salary && {
      baseSalary: {
        "@type": "MonetaryAmount",
        currency: salary.currency,
        value: { "@type": "QuantitativeValue", minValue: salary.min, maxValue: salary.max, unitText: "YEAR" },
      },
    }),
  };
}

export function breadcrumbs(
  items: readonly { name: string; path: string }[],
  siteUrl: string,
): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: `${siteUrl}${item.path}`,
    })),
  };
}
