/**
 * @jest-environment jsdom
 *
 * The real page queries, as the build ran them against the built GraphQL schema: each template
 * renders the data the build wrote to public/page-data/ and shows what data/ holds. The unit tests
 * give templates typed fixtures; this is where a query and its template are checked together.
 */
import fs from "node:fs";
import path from "node:path";
import { screen, within } from "@testing-library/react";
import { createElement, type ComponentType } from "react";
import JobTemplate from "../../src/templates/job";
import ApplyTemplate from "../../src/templates/apply";
import ServiceTemplate from "../../src/templates/service";
import { readEntries } from "../../content-model/node/data-folder";
import { buildDate, isPublished } from "../../shared/publication";
import { applyPath, jobPath, servicePath } from "../../shared/routes";
import careers from "../../data/careers.json";
import { pageProps } from "../helpers/page-props";
import { renderWithTheme } from "../helpers/render";

type Job = { slug: string; title: string; responsibilities: string[]; datePosted: string; validThrough: string };
type Service = { slug: string; title: string; category: string };

const job = readEntries<Job>(path.resolve("data/jobs")).find((entry) => isPublished(entry, buildDate()))!;
const service = readEntries<Service>(path.resolve("data/services"))[0];

function renderBuilt<Query>(Template: ComponentType<ReturnType<typeof pageProps<Query>>>, route: string) {
  const file = path.resolve("public/page-data", route.replace(/^\/|\/$/g, ""), "page-data.json");
  const { result } = JSON.parse(fs.readFileSync(file, "utf8")) as { result: { data: Query } };
  renderWithTheme(createElement(Template, pageProps(result.data, { pathname: route, search: "" })));
}

describe("templates render the data of the build's own page queries", () => {
  it(`job page ${jobPath(job.slug)}`, () => {
    renderBuilt<Queries.JobPageQuery>(JobTemplate, jobPath(job.slug));
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(job.title);
    const section = screen.getByRole("region", { name: careers.jobSections.responsibilities });
    const items = within(section)
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(items).toEqual(job.responsibilities);
  });

  it(`apply page ${applyPath(job.slug)}`, () => {
    renderBuilt<Queries.ApplyPageQuery>(ApplyTemplate, applyPath(job.slug));
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(`Apply for ${job.title}`);
    expect(within(screen.getByRole("main")).getByDisplayValue<HTMLInputElement>(job.slug).name).toBe("jobSlug");
  });

  it(`service page ${servicePath(service.slug)}`, () => {
    renderBuilt<Queries.ServicePageQuery>(ServiceTemplate, servicePath(service.slug));
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(service.title);
    // The category is the badge just above the title.
    expect(screen.getByRole("heading", { level: 1 }).previousElementSibling?.textContent).toBe(service.category);
  });
});
