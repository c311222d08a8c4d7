/** @jest-environment node */
import fs from "node:fs";
import { SALARY_EXAMPLES } from "../../shared/salary";
import os from "node:os";
import path from "node:path";
import { loadDataFiles } from "../../content-model/node/load-data";
import { validateData, type DataFiles } from "../../content-model/validate";

const realData = () => structuredClone(loadDataFiles(path.resolve("data")).files) as Required<DataFiles>;
type Entry = Record<string, unknown>;
const jobs = (files: DataFiles) => Object.values(files.jobs as Record<string, Entry>);
const jobFile = (slug: unknown) => `data/jobs/${String(slug)}.json`;
const services = (files: DataFiles) => Object.values(files.services as Record<string, Entry>);

describe("validateData", () => {
  it("accepts the data shipped in data/", () => {
    expect(validateData(realData())).toEqual([]);
  });

  it("names the file, the job's slug and the field when a required field is missing", () => {
    const files = realData();
    delete jobs(files).find((job) => job.slug === "solutions-architect")!.title;
    expect(validateData(files)).toEqual(["data/jobs/solutions-architect.json › title: required"]);
  });

  it("accepts an empty or a GA4 measurement id and refuses anything else, naming the field", () => {
    const files = realData();
    const analytics = (files.site as { analytics: { measurementId: string } }).analytics;
    analytics.measurementId = "G-TEST12345";
    expect(validateData(files)).toEqual([]);
    analytics.measurementId = "UA-1234-1";
    expect(validateData(files)).toEqual([
      "data/site.json › analytics.measurementId: must be empty or a GA4 measurement id such as G-ABC123XYZ",
    ]);
  });

  it("refuses a Cookie Policy table whose cookies, durations or not-set rows differ from shared/cookies.ts", () => {
    type Legal = { slug: string; sections: { table?: { rows: string[][] } }[] };
    const files = realData();
    const policy = (files.legal as Legal[]).find((entry) => entry.slug === "cookie-policy")!;
    const index = policy.sections.findIndex((section) => section.table);
    const rows = policy.sections[index].table!.rows;
    const at = `data/legal.json › cookie-policy › sections.${index}.table.rows`;
    rows[4][2] = "2 years";
    rows[2][1] = "Google Analytics cookie set only with your consent.";
    expect(validateData(files)).toEqual([
      `${at}.2: _gid is not set by this site, and its row must say so ("does not set")`,
      `${at}.4: preferences lasts "1 year" (shared/cookies.ts), not "2 years"`,
    ]);
    rows.splice(1, 1);
    expect(validateData(files)).toEqual([
      `${at}: must list the cookies _ga, _ga_<container-id>, _gid, session_id, preferences in that order (shared/cookies.ts), not _ga, _gid, session_id, preferences`,
    ]);
  });

  it("reports a value of the wrong type", () => {
    const files = realData();
    jobs(files)[0].minExperience = "seven";
    expect(validateData(files)).toEqual([`${jobFile(jobs(files)[0].slug)} › minExperience: must be a number`]);
  });

  it("reports a field that is not in the schema", () => {
    const files = realData();
    jobs(files)[0].titel = "Typo";
    expect(validateData(files)).toEqual([`${jobFile(jobs(files)[0].slug)} › titel: unknown field (not in the schema)`]);
  });

  it("reports a duplicate slug, and a job whose file is not named by its slug", () => {
    const files = realData();
    const [first] = jobs(files);
    (files.jobs as Record<string, Entry>)["copy-of-a-job"] = { ...first };
    expect(validateData(files)).toEqual([
      `data/jobs/copy-of-a-job.json › slug: duplicate "${String(first.slug)}" in data/jobs/`,
      `data/jobs/copy-of-a-job.json › slug: "${String(first.slug)}" must be the file's name (rename the file to ${String(first.slug)}.json, or change the slug)`,
    ]);
  });

  it("reports a department that data/departments.json does not list", () => {
    const files = realData();
    jobs(files)[1].department = "Marketing";
    expect(validateData(files)).toEqual([
      `${jobFile(jobs(files)[1].slug)} › department: unknown department "Marketing" (not in data/departments.json)`,
    ]);
  });

  it("reports a location that data/locations.json does not list, and a salary it cannot read", () => {
    const files = realData();
    jobs(files)[0].location = "Hybrid - Paris";
    jobs(files)[0].salary = "competitive";
    expect(validateData(files)).toEqual([
      `${jobFile(jobs(files)[0].slug)} › location: unknown location "Hybrid - Paris" (not in data/locations.json)`,
      `${jobFile(jobs(files)[0].slug)} › salary: must be a yearly range in the currency the role is paid in, written like ${SALARY_EXAMPLES}`,
    ]);
  });

  it("takes up to 8 skills per job, and at least one", () => {
    const files = realData();
    (jobs(files)[2].skills as string[]).pop();
    (jobs(files)[3].skills as string[]).push("Ninth");
    jobs(files)[4].skills = [];
    expect(validateData(files)).toEqual([
      `${jobFile(jobs(files)[3].slug)} › skills: must have at most 8 items`,
      `${jobFile(jobs(files)[4].slug)} › skills: must have at least one item`,
    ]);
  });

  it("takes a card colour only from the named brand colours, and no second experience text", () => {
    const files = realData();
    jobs(files)[0].color = "#123456";
    jobs(files)[1].experience = "5+";
    expect(validateData(files)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${jobFile(jobs(files)[0].slug)} › color: must be one of the brand colours: Blue \\(#2563eb\\), .*Teal \\(#0d9488\\)`,
        ),
      ),
      `${jobFile(jobs(files)[1].slug)} › experience: unknown field (not in the schema)`,
    ]);
  });

  it("refuses a service in no known page variant, and a variant without its figures", () => {
    const files = realData();
    const [first, second] = services(files).filter((service) => service.variant === "secondary");
    first.variant = "tertiary";
    second.statistics = null;
    expect(validateData(files)).toEqual([
      `data/services/${String(first.slug)}.json › variant: must be "primary" or "secondary"`,
      `data/services/${String(second.slug)}.json › statistics: required for a "secondary" service page`,
    ]);
  });

  it("lists each service once in a listing, and only services that exist", () => {
    const files = realData();
    const order = files["service-order"] as { home: string[]; services: string[] };
    order.home[1] = order.home[0];
    order.services.push("quantum-consulting");
    expect(validateData(files)).toEqual([
      `data/service-order.json › services.${order.services.length - 1}: unknown service "quantum-consulting" (not in data/services/)`,
      `data/service-order.json › home.1: "${order.home[0]}" is listed twice`,
    ]);
  });

  it("requires the placeholders a label's text is filled with, naming each one", () => {
    const files = realData();
    const careers = files.careers as Entry;
    const carousel = (files.home as Record<string, Entry>).carousel;
    careers.learnMoreHidden = "about this role";
    carousel.slidePosition = "{number}";
    expect(validateData(files)).toEqual([
      "data/home.json › carousel.slidePosition: must contain {number} and {count}",
      "data/careers.json › learnMoreHidden: must contain {title}",
    ]);
  });

  it("requires the page-head texts: the job and application title formats, the share image's alt text, the breadcrumb names", () => {
    const files = realData();
    const careers = files.careers as Entry;
    const seo = (files.site as Record<string, Entry>).seo;
    careers.applyPageTitle = "Apply: | {company}";
    seo.ogImageAlt = "Our logo";
    delete (seo.breadcrumbs as Entry).apply;
    expect(validateData(files)).toEqual([
      "data/site.json › seo.ogImageAlt: must contain {company}",
      "data/site.json › seo.breadcrumbs.apply: required",
      "data/careers.json › applyPageTitle: must contain {title}",
    ]);
  });

  it("requires the texts of both service page variants, with their links", () => {
    const files = realData();
    const variants = (files["service-pages"] as Record<string, Record<string, Entry>>).variants;
    delete variants.secondary.detailsHeading;
    variants.primary.back = { label: "Back to Services", to: "/services" };
    expect(validateData(files)).toEqual([
      "data/service-pages.json › variants.primary.back.to: must be an internal path with a trailing slash",
      "data/service-pages.json › variants.secondary.detailsHeading: required",
    ]);
  });

  it("lets a legal text quote a site constant, and refuses a placeholder that is not one", () => {
    const files = realData();
    const privacy = (files.legal as { slug: string; sections: { paragraphs: string[] }[] }[]).find(
      (page) => page.slug === "privacy-policy",
    )!;
    privacy.sections[0].paragraphs[0] = "We keep data for {retentionDays} days.";
    expect(validateData(files)).toEqual([]);
    privacy.sections[0].paragraphs[0] = "We keep data for {retentionDay} days.";
    const problems = validateData(files);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^data\/legal\.json › privacy-policy › sections.*paragraphs.*: may only use the placeholders \{retentionDays\}/,
    );
  });

  it("reports every problem at once, not only the first", () => {
    const files = realData();
    delete jobs(files)[0].salary;
    delete services(files)[0].title;
    expect(validateData(files)).toHaveLength(2);
  });

  it("refuses a job posted after its validThrough", () => {
    const files = realData();
    jobs(files)[0].datePosted = "2027-12-01";
    expect(validateData(files)).toEqual([
      `${jobFile(jobs(files)[0].slug)} › validThrough: must not be before datePosted`,
    ]);
  });

  it("reports a missing data file", () => {
    const files = realData();
    delete (files as DataFiles).offices;
    expect(validateData(files)).toEqual(["data/offices.json: file is missing"]);
  });
});

describe("loadDataFiles", () => {
  it("names a file that is not valid JSON", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "data-"));
    fs.writeFileSync(path.join(dir, "offices.json"), "[{ broken");
    fs.mkdirSync(path.join(dir, "jobs"));
    fs.writeFileSync(path.join(dir, "jobs", "data-analyst.json"), "{ broken");
    const { problems } = loadDataFiles(dir);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^data\/jobs\/data-analyst\.json: not valid JSON/);
    expect(problems[1]).toMatch(/^data\/offices\.json: not valid JSON/);
  });
});
