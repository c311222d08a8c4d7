/** @jest-environment node */
import path from "node:path";
import { ADMIN_SCRIPT, adminPage } from "../../editor/admin";
import {
  ADDRESS_WIDGET,
  cmsConfig,
  DAY_WIDGET,
  DEFAULT_DAYS,
  EXPERIENCE_WIDGET,
  TAGS_WIDGET,
  JSON_FORMAT,
  LINES_WIDGET,
  LIST_FIELD,
  LIST_FORMAT,
  LIST_COLLECTION,
  humanize,
  IMAGE_FOLDERS,
  PICTURE_FOLDER,
  PICTURE_WIDGET,
  type CmsField,
} from "../../content-model/cms-config";
import { jsonSchemas } from "../../content-model/json-schemas";
import { WORDS_BY_NAME, WORDS_BY_PLACE } from "../../content-model/field-words";
import { loadDataFiles } from "../../content-model/node/load-data";
import { ADMIN_POLICY, pagePolicy } from "../../content-model/node/content-security-policy";
import { NEW_JOB_LISTING_DAYS } from "../../shared/publication";
import { SALARY_PATTERN } from "../../shared/salary";

const { files } = loadDataFiles(path.resolve("data"));
const schemas = jsonSchemas(files);
const config = cmsConfig(schemas, { repo: "owner/site", branch: "main" });
type Collection = {
  name: string;
  format?: string;
  fields?: CmsField[];
  files?: { name: string; file: string; fields: CmsField[] }[];
};
const collection = (name: string) => (config.collections as Collection[]).find((candidate) => candidate.name === name)!;
const jobs = collection("jobs");
const field = (name: string) => jobs.fields!.find((candidate) => candidate.name === name)!;
const names = (entries: unknown) => (entries as { name: string }[]).map((entry) => entry.name);

describe("the visual editor's configuration, generated from the data rules", () => {
  it("edits jobs as one JSON file per job in data/jobs/, named by a slug made from the title and shown under it", () => {
    expect(jobs).toMatchObject({
      folder: "data/jobs",
      format: JSON_FORMAT,
      extension: "json",
      create: true,
      identifier_field: "title",
      slug: "{{fields.slug}}",
    });
    expect(field("slug")).toMatchObject({ name: "slug", label: "Web address", widget: "hidden", required: false });
    expect(field("title")).toMatchObject({ label: "Job title", widget: ADDRESS_WIDGET });
  });

  it("has a form field for every field of the job rule, each required as the rule requires it", () => {
    expect(jobs.fields!.map((entry) => entry.name)).toEqual(Object.keys(schemas.jobs.properties!));
    const required = (entries: CmsField[]): string[] =>
      entries.filter((entry) => entry.required !== false).map((entry) => entry.name);
    expect(required(jobs.fields!)).toEqual(schemas.jobs.required!.filter((name) => name !== "slug"));
  });

  it("offers a job's department and location as choices from data/departments.json and data/locations.json", () => {
    expect(field("department")).toMatchObject({ widget: "select", options: names(files.departments) });
    expect(field("location")).toMatchObject({ widget: "select", options: names(files.locations) });
  });

  it("offers the card colour as named brand colours, saving the colour's value", () => {
    expect(field("color").widget).toBe("select");
    expect(field("color").options).toContainEqual({ label: "Teal", value: "#0d9488" });
    expect(field("color").options).toContainEqual({ label: "Blue", value: "#2563eb" });
  });

  it("asks for the experience once, typed as the site shows it (3+), at least the rule's minimum", () => {
    expect(field("minExperience")).toMatchObject({ widget: EXPERIENCE_WIDGET, min: 1 });
    expect(jobs.fields!.filter((entry) => /experience/i.test(entry.label))).toHaveLength(1);
  });

  it("edits the publish and unpublish dates with the editor's day picker, saving YYYY-MM-DD", () => {
    for (const name of ["datePosted", "validThrough"]) expect(field(name).widget).toBe(DAY_WIDGET);
    expect(field("datePosted").label).toBe("Publish date");
    expect(field("validThrough").label).toBe("Unpublish date");
    // A new job starts published today, for the publication rule's listing days.
    expect(field("datePosted")[DEFAULT_DAYS]).toBe(0);
    expect(field("validThrough")[DEFAULT_DAYS]).toBe(NEW_JOB_LISTING_DAYS);
  });

  it("edits skills as up to 8 names separated by commas and the bullet lists as text, one item per line", () => {
    expect(field("skills")).toEqual(expect.objectContaining({ widget: TAGS_WIDGET, min: 1, max: 8 }));
    expect(field("skills").field).toBeUndefined();
    expect(field("skills").hint).toMatch(/^Up to 8 /);
    expect(field("responsibilities")).toMatchObject({ widget: LINES_WIDGET, min: 1 });
  });

  it("carries the rule's formats as patterns and its descriptions as hints, which name no file", () => {
    expect(field("salary").pattern![0]).toBe(SALARY_PATTERN.source);
    // Roles are paid in different countries: the hint offers each currency, not US dollars only.
    expect(field("salary").hint).toContain("€60k - €80k");
    expect(field("title").hint).toMatch(/job title/);
    const texts =
      JSON.stringify(config.collections.map(({ description }: { description?: string }) => description)) +
      JSON.stringify(jobs.fields);
    expect(texts).not.toMatch(/data\/|\.json|src\//);
  });

  it("edits the departments, locations and offices, whose files are lists, as one list field each", () => {
    const lists = collection("lists");
    expect(lists.format).toBe(LIST_FORMAT);
    expect(lists.files!.map((file) => file.file)).toEqual([
      "data/departments.json",
      "data/locations.json",
      "data/offices.json",
    ]);
    const [departments] = lists.files!;
    expect(departments.fields).toEqual([
      expect.objectContaining({
        name: LIST_FIELD,
        label: "Departments",
        widget: "list",
        fields: [expect.objectContaining({ name: "name" })],
      }),
    ]);
  });

  it("says in words what a pattern wants, never the regex", () => {
    const messages = [...JSON.stringify(config).matchAll(/"pattern":\["(?:[^"\\]|\\.)*","((?:[^"\\]|\\.)*)"\]/g)].map(
      ([, message]) => message,
    );
    expect(messages.length).toBeGreaterThan(20);
    expect(messages.filter((message) => /^must match|\^|\(\?=/.test(message))).toEqual([]);
    expect(messages).toContain("must contain {title}");
  });

  it("edits the single-object text files with their placeholders required", () => {
    const texts = collection("texts");
    const careers = texts.files!.find((file) => file.name === "careers")!;
    const jobPageTitle = careers.fields.find((entry) => entry.name === "jobPageTitle")!;
    expect(new RegExp(jobPageTitle.pattern![0]).test("{title} | Careers")).toBe(true);
    expect(new RegExp(jobPageTitle.pattern![0]).test("Careers")).toBe(false);
  });
});

describe("pictures in the editor", () => {
  it("shows a service's and the About page's picture as a picture chosen from its own folder under src/images/", () => {
    expect(collection("services").fields!.find((candidate) => candidate.name === "image")).toMatchObject({
      widget: PICTURE_WIDGET,
      [PICTURE_FOLDER]: "services",
    });
    const about = collection("texts").files!.find((file) => file.name === "about")!;
    expect(about.fields.find((candidate) => candidate.name === "image")).toMatchObject({
      widget: PICTURE_WIDGET,
      [PICTURE_FOLDER]: "about",
    });
    // The chooser offers its folder's pictures: every picture the data names today is in its field's folder.
    const images = (data: unknown) => JSON.stringify(data).match(/(?<="image":")[^"]+/g) ?? [];
    for (const [file, folder] of Object.entries(IMAGE_FOLDERS)) {
      const named = images(files[file as keyof typeof files]);
      expect(named.length).toBeGreaterThan(0);
      for (const image of named) expect(image).toMatch(new RegExp(`^${folder}/[^/]+$`));
    }
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

  it("loads the editor's own script before Decap's", () => {
    expect(adminPage()).toMatch(
      new RegExp(`<script src="${ADMIN_SCRIPT}"></script>\\n<script src="decap-cms.js"></script>`),
    );
  });
});

describe("every form speaks an editor's words", () => {
  // Every field of every collection, nested ones too (an object's fields, a list's items), with
  // its place as field-words.ts names it: `file.field.field`, a list's items without an index.
  type Placed = { place: string; field: CmsField };
  const placed = (fields: CmsField[], at: string): Placed[] =>
    fields.flatMap((field) => {
      const place = `${at}.${field.name}`;
      return [
        { place, field },
        ...placed(field.fields ?? [], place),
        ...(field.field ? placed([field.field], at) : []),
      ];
    });
  const all: Placed[] = (config.collections as Collection[]).flatMap((form) => [
    ...placed(form.fields ?? [], form.name),
    ...(form.files ?? []).flatMap((file) =>
      form.name === LIST_COLLECTION
        ? [{ place: file.name, field: file.fields[0] }, ...placed(file.fields[0].fields ?? [], file.name)]
        : placed(file.fields, file.name),
    ),
  ]);

  it("covers the forms: hundreds of fields, the site texts' nested ones included", () => {
    expect(all.length).toBeGreaterThan(400);
    expect(all.map(({ place }) => place)).toEqual(
      expect.arrayContaining([
        "jobs.salary",
        "services.cta.heading",
        "site.contact.phoneHref",
        "locations.place.region",
      ]),
    );
  });

  it.each(all.map(({ place, field }) => [place, field] as const))(
    "%s has a label in an editor's words and a hint",
    (_place, field) => {
      expect(field.label.trim()).not.toBe("");
      // Not the field's name split into words ("Seo description", "Variant", "Cta").
      expect(field.label).not.toBe(humanize(field.name));
      expect(field.hint ?? "").toMatch(/\S+\s+\S+/);
    },
  );

  it("has every written word in use: no place that no field has, none a rule already labels", () => {
    const labels = new Map(all.map(({ place, field }) => [place, field.label]));
    for (const [place, [label]] of Object.entries(WORDS_BY_PLACE))
      expect([place, labels.get(place)]).toEqual([place, label]);
    const used = new Set(all.map(({ field }) => field.label));
    for (const [name, [label]] of Object.entries(WORDS_BY_NAME)) expect([name, used.has(label)]).toEqual([name, true]);
  });
});
