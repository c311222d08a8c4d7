/** @jest-environment node */
import path from "node:path";
import { adminInitScript, adminPage } from "../../gatsby/admin";
import { cmsConfig, JSON_FORMAT, type CmsField } from "../../gatsby/cms-config";
import { jsonSchemas } from "../../gatsby/json-schemas";
import { loadDataFiles } from "../../gatsby/load-data";
import { ADMIN_POLICY, pagePolicy } from "../../site/security";

const { files } = loadDataFiles(path.resolve("data"));
const schemas = jsonSchemas(files);
const config = cmsConfig(schemas, { repo: "owner/site", branch: "main" });
type Collection = { name: string; fields?: CmsField[]; files?: { name: string; file: string; fields: CmsField[] }[] };
const collection = (name: string) => (config.collections as Collection[]).find((candidate) => candidate.name === name)!;
const jobs = collection("jobs");
const field = (name: string) => jobs.fields!.find((candidate) => candidate.name === name)!;
const names = (entries: unknown) => (entries as { name: string }[]).map((entry) => entry.name);

describe("the visual editor's configuration, generated from the data rules", () => {
  it("edits jobs as one JSON file per job in data/jobs/, named by its slug", () => {
    expect(jobs).toMatchObject({ folder: "data/jobs", format: JSON_FORMAT, extension: "json", create: true, identifier_field: "slug", slug: "{{fields.slug}}" });
  });

  it("has a form field for every field of the job rule, each required as the rule requires it", () => {
    expect(jobs.fields!.map((entry) => entry.name)).toEqual(Object.keys(schemas.jobs.properties!));
    const required = (entries: CmsField[]): string[] => entries.filter((entry) => entry.required !== false).map((entry) => entry.name);
    expect(required(jobs.fields!)).toEqual(schemas.jobs.required);
  });

  it("offers a job's department and location as choices from data/departments.json and data/locations.json", () => {
    expect(field("department")).toMatchObject({ widget: "select", options: names(files.departments) });
    expect(field("location")).toMatchObject({ widget: "select", options: names(files.locations) });
  });

  it("edits the publish and unpublish dates with a date picker that saves YYYY-MM-DD", () => {
    for (const name of ["datePosted", "validThrough"]) {
      expect(field(name)).toMatchObject({ widget: "datetime", format: "YYYY-MM-DD", time_format: false, picker_utc: true });
    }
    expect(field("datePosted").label).toBe("Publish date");
    expect(field("validThrough").label).toBe("Unpublish date");
  });

  it("edits lists item by item, with the rule's limits: exactly 8 skills, at least one responsibility", () => {
    expect(field("skills")).toMatchObject({ widget: "list", min: 8, max: 8, field: { widget: "string" } });
    expect(field("responsibilities")).toMatchObject({ widget: "list", min: 1 });
  });

  it("carries the rule's formats as patterns and its descriptions as hints", () => {
    expect(field("salary").pattern![0]).toBe(String.raw`^\$\d+k - \$\d+k$`);
    expect(new RegExp(field("slug").pattern![0]).test("Not A Slug")).toBe(false);
    expect(field("minExperience")).toMatchObject({ widget: "number", value_type: "int", min: 1 });
    expect(field("title").hint).toMatch(/job title/);
  });

  it("edits the single-object text files with their placeholders required", () => {
    const texts = collection("texts");
    const careers = texts.files!.find((file) => file.name === "careers")!;
    const jobPageTitle = careers.fields.find((entry) => entry.name === "jobPageTitle")!;
    expect(new RegExp(jobPageTitle.pattern![0]).test("{title} | Careers")).toBe(true);
    expect(new RegExp(jobPageTitle.pattern![0]).test("Careers")).toBe(false);
  });
});

describe("ordering services in the editor", () => {
  it("orders the home tiles and the Services cards as two lists of services, reordered by dragging, not by numbers", () => {
    const [order] = collection("order").files!;
    expect(order.file).toBe("data/service-order.json");
    const slugs = Object.values(files.services as Record<string, { slug: string }>).map((service) => service.slug);
    for (const list of order.fields) {
      expect(list).toMatchObject({ widget: "list", field: { widget: "select" } });
      expect([...list.field!.options!].sort()).toEqual([...slugs].sort());
    }
    expect(JSON.stringify(collection("services").fields)).not.toMatch(/Order/);
  });
});

describe("the admin page", () => {
  it("is never indexed, runs no inline script and carries the editor's own policy, not the site's", () => {
    const html = adminPage();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toContain(`<meta http-equiv="Content-Security-Policy" content="${ADMIN_POLICY}">`);
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    expect(ADMIN_POLICY).not.toBe(pagePolicy([]));
    expect(ADMIN_POLICY).toMatch(/connect-src 'self' https:\/\/api\.github\.com;/);
  });

  it("writes JSON in the form's field order, ending with a newline, as the data files are kept", () => {
    expect(adminInitScript()).toContain(`registerCustomFormat("${JSON_FORMAT}", "json"`);
  });

  it("points the local mode at the proxy on its own origin", () => {
    expect(adminInitScript()).toContain('window.location.origin + "/admin/api/v1"');
  });
});
