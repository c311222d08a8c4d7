/** @jest-environment node */
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { atomFeed, indeedFeed, openJobs, type FeedJob, type FeedSite } from "../../gatsby/job-feeds";

const base = {
  title: "Solutions Architect",
  department: "Engineering",
  type: "Full-time",
  location: "Hybrid - Austin",
  experience: "7+",
  salary: "$160k - $200k",
  description: "Design client solutions & guide <our> teams.",
  about: ["You will shape how solutions are built."],
  responsibilities: ["Design architectures"],
  requirements: ["7+ years"],
  niceToHave: ["AWS certification"],
  place: { locality: "Austin", region: "TX", countryCode: "US" },
  applicantCountries: null,
};
const jobs: FeedJob[] = [
  { ...base, slug: "solutions-architect", datePosted: "2026-11-19", validThrough: "2027-06-30" },
  {
    ...base,
    slug: "data-analyst",
    title: "Data Analyst",
    location: "Remote",
    place: null,
    applicantCountries: ["India", "Estonia"],
    datePosted: "2026-11-10",
    validThrough: "2027-06-30",
  },
  { ...base, slug: "expired-role", title: "Expired Role", datePosted: "2025-11-01", validThrough: "2026-01-31" },
  { ...base, slug: "scheduled-role", title: "Scheduled Role", datePosted: "2026-12-01", validThrough: "2027-05-31" },
];
const site: FeedSite = {
  siteUrl: "https://www.example.com",
  companyName: "Nexora Technologies",
  careersEmail: "careers@example.com",
  title: "Open positions at Nexora Technologies",
  headings: { responsibilities: "Responsibilities", requirements: "Requirements", niceToHave: "Nice to Have" },
};
const open = openJobs(jobs, "2026-11-24");
const parse = (xml: string) =>
  new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: "@",
    isArray: (name) => ["entry", "job", "link"].includes(name),
  }).parse(xml);

describe("job feeds", () => {
  it("take only the jobs published on the day, newest first", () => {
    expect(open.map((job) => job.slug)).toEqual(["solutions-architect", "data-analyst"]);
  });

  it("Atom: well-formed, one entry per open position with its page, title, summary, full text and dates", () => {
    const xml = atomFeed(open, site);
    expect(XMLValidator.validate(xml)).toBe(true);
    const { feed } = parse(xml);
    expect(feed["@xmlns"]).toBe("http://www.w3.org/2005/Atom");
    expect(feed.title).toBe("Open positions at Nexora Technologies");
    expect(feed.updated).toBe("2026-11-19T00:00:00Z");
    expect(feed.link.find((link: Record<string, string>) => link["@rel"] === "self")["@href"]).toBe(
      "https://www.example.com/careers/feed.xml",
    );
    expect(feed.entry).toHaveLength(2);
    const [entry] = feed.entry;
    expect(entry).toMatchObject({
      id: "https://www.example.com/careers/solutions-architect/",
      title: "Solutions Architect",
      published: "2026-11-19T00:00:00Z",
    });
    expect(entry.link[0]["@href"]).toBe("https://www.example.com/careers/solutions-architect/");
    expect(entry.summary).toBe("Design client solutions & guide <our> teams.");
    expect(entry.content["#text"]).toContain("<li>Design architectures</li>");
    expect(xml).not.toContain("expired-role");
    expect(xml).not.toContain("scheduled-role");
  });

  it("Indeed: well-formed, every required element per job, remote and hybrid told apart", () => {
    const xml = indeedFeed(open, site);
    expect(XMLValidator.validate(xml)).toBe(true);
    const { source } = parse(xml);
    expect(source.job).toHaveLength(2);
    for (const job of source.job) {
      for (const field of [
        "title",
        "date",
        "referencenumber",
        "requisitionid",
        "url",
        "company",
        "country",
        "description",
        "salary",
        "jobtype",
        "remotetype",
      ]) {
        expect([job.referencenumber, field, String(job[field] ?? "")]).toEqual([
          job.referencenumber,
          field,
          expect.stringMatching(/\S/),
        ]);
      }
    }
    const [hybrid, remote] = source.job;
    expect(hybrid).toMatchObject({
      title: "Solutions Architect",
      referencenumber: "solutions-architect",
      url: "https://www.example.com/careers/solutions-architect/",
      city: "Austin",
      state: "TX",
      country: "US",
      jobtype: "fulltime",
      remotetype: "Hybrid remote",
      salary: "$160k - $200k per year",
    });
    expect(remote).toMatchObject({ referencenumber: "data-analyst", country: "India", remotetype: "Fully remote" });
    expect(remote.city ?? "").toBe("");
    // Values sit in CDATA sections, as Indeed asks, and a visitor-facing "<" stays text.
    expect(xml).toContain("<title><![CDATA[Solutions Architect]]></title>");
    expect(hybrid.description).toContain("<p>You will shape how solutions are built.</p>");
    expect(xml).not.toContain("expired-role");
  });
});
