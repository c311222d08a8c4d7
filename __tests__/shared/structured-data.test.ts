/** @jest-environment node */
import careers from "../../data/careers.json";
import path from "node:path";
import { readEntries } from "../../content-model/node/data-folder";
import type { JobEntry } from "../../content-model/data-schemas";
import locations from "../../data/locations.json";
import offices from "../../data/offices.json";
import site from "../../data/site.json";
import { breadcrumbs, jobPosting, organization, type JobFacts } from "../../shared/structured-data";
import { parseSalary } from "../../shared/salary";

const jobs = readEntries<JobEntry>(path.resolve("data/jobs"));

const siteUrl = "https://www.example.com";
const jobFacts = (slug: string): JobFacts => {
  const job = jobs.find((entry) => entry.slug === slug)!;
  const location = locations.find((entry) => entry.name === job.location)!;
  return { ...job, place: location.place, applicantCountries: location.applicantCountries };
};

describe("organization", () => {
  it("names the company, its parent, its offices and its social profiles", () => {
    const data = organization(site, offices, siteUrl) as unknown as Record<string, unknown[]>;
    expect(data).toMatchObject({
      "@type": "Organization",
      name: site.companyName,
      url: `${siteUrl}/`,
      logo: `${siteUrl}/images/logo.png`,
      parentOrganization: { "@type": "Organization", name: site.parentCompany.name },
      sameAs: site.social.map((profile) => profile.url),
    });
    expect(data.address).toHaveLength(offices.length);
  });
});

describe("jobPosting", () => {
  it("has Google's required properties and a place for a hybrid role", () => {
    const data = jobPosting(jobFacts("solutions-architect"), site, siteUrl, careers.jobSections) as unknown as Record<
      string,
      unknown
    >;
    for (const property of ["title", "description", "datePosted", "hiringOrganization", "jobLocation"])
      expect(data[property]).toBeTruthy();
    expect(data.jobLocation).toMatchObject({
      "@type": "Place",
      address: { addressLocality: "Austin", addressCountry: "US" },
    });
    expect(data.employmentType).toBe("FULL_TIME");
    expect(data.directApply).toBe(true);
    expect(data.baseSalary).toMatchObject({
      currency: "USD",
      value: { minValue: 160000, maxValue: 200000, unitText: "YEAR" },
    });
    expect(String(data.description)).toContain("<h3>What You&#39;ll Do</h3>"); // escape-html escapes quotes too
  });

  it("marks a remote role as telecommute with the countries applicants may live in", () => {
    const data = jobPosting(
      jobFacts("senior-frontend-developer"),
      site,
      siteUrl,
      careers.jobSections,
    ) as unknown as Record<string, unknown>;
    expect(data.jobLocation).toBeUndefined();
    expect(data.jobLocationType).toBe("TELECOMMUTE");
    expect(data.applicantLocationRequirements).toEqual(expect.arrayContaining([{ "@type": "Country", name: "India" }]));
  });

  it("escapes markup from the data inside the HTML description", () => {
    const job = { ...jobFacts("data-analyst"), about: ["<b>bold</b> & more"] };
    expect(
      String((jobPosting(job, site, siteUrl, careers.jobSections) as unknown as Record<string, unknown>).description),
    ).toContain("<p>&lt;b&gt;bold&lt;/b&gt; &amp; more</p>");
  });
});

describe("parseSalary", () => {
  it("reads a yearly range and its currency from the symbol it is written with", () => {
    expect(parseSalary("$120k - $150k")).toEqual({ currency: "USD", min: 120000, max: 150000 });
    expect(parseSalary("€60k - €80k")).toEqual({ currency: "EUR", min: 60000, max: 80000 });
    expect(parseSalary("₹1800k - ₹2600k")).toEqual({ currency: "INR", min: 1800000, max: 2600000 });
    expect(parseSalary("€60k - $80k")).toBeNull();
    expect(parseSalary("competitive")).toBeNull();
  });

  it("gives a euro-paid role's structured data its currency", () => {
    const data = jobPosting(
      { ...jobFacts("solutions-architect"), salary: "€90k - €110k" },
      site,
      siteUrl,
      careers.jobSections,
    );
    expect(data).toMatchObject({ baseSalary: { currency: "EUR", value: { minValue: 90000, maxValue: 110000 } } });
  });
});

describe("breadcrumbs", () => {
  it("numbers the trail from 1 with absolute URLs", () => {
    expect(
      breadcrumbs(
        [
          { name: "Home", path: "/" },
          { name: "Careers", path: "/careers/" },
        ],
        siteUrl,
      ).itemListElement,
    ).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${siteUrl}/` },
      { "@type": "ListItem", position: 2, name: "Careers", item: `${siteUrl}/careers/` },
    ]);
  });
});
