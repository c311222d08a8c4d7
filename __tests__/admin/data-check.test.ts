/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { problemsOfSave } from "../../src/admin/data-check";

const read = (file: string) =>
  JSON.parse(fs.readFileSync(path.resolve("data", file), "utf8")) as Record<string, unknown>;

describe("the editor checks the file a save writes with the data check's own rules", () => {
  it("lets an unchanged job, service and home page be saved", () => {
    expect(problemsOfSave({ collection: "jobs", file: "data-analyst", data: read("jobs/data-analyst.json") })).toEqual(
      [],
    );
    expect(
      problemsOfSave({ collection: "services", file: "web-development", data: read("services/web-development.json") }),
    ).toEqual([]);
    expect(problemsOfSave({ collection: "texts", file: "home", data: read("home.json") })).toEqual([]);
  });

  it("refuses, in the data check's words, an unpublish date before the publish date", () => {
    const job = { ...read("jobs/data-analyst.json"), datePosted: "2026-12-01", validThrough: "2026-11-01" };
    expect(problemsOfSave({ collection: "jobs", file: "data-analyst", data: job })).toEqual([
      "data/jobs/data-analyst.json › validThrough: must not be before datePosted",
    ]);
  });

  it("refuses a location with both a place and applicant countries, as the list file is written", () => {
    const locations = read("locations.json") as unknown as { place: unknown; applicantCountries: unknown }[];
    const entries = [...locations, { ...locations[1], name: "Both", applicantCountries: ["Estonia"] }];
    expect(problemsOfSave({ collection: "lists", file: "locations", data: { entries } })).toEqual([
      "data/locations.json › Both › (entry): needs either place or applicantCountries, not both",
    ]);
  });

  it("refuses a primary service page without its technologies", () => {
    const service = { ...read("services/web-development.json"), technologies: null };
    expect(problemsOfSave({ collection: "services", file: "web-development", data: service })).toEqual([
      'data/services/web-development.json › technologies: required for a "primary" service page',
    ]);
  });
});
