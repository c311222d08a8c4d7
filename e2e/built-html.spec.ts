import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { jobs, specRoutes } from "./routes";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { jobPath, jobsAtomPath, jobsIndeedPath, legalPath } from "../shared/routes";
import legal from "../data/legal.json";

/** Checks on the built HTML itself (what crawlers and link previews read), without a browser. */

const PUBLIC = path.resolve("public");
const siteUrl = (process.env.SITE_URL ?? "https://www.nexoratech.com").replace(/\/+$/, "");
const htmlOf = (route: string) => fs.readFileSync(path.join(PUBLIC, route, "index.html"), "utf8");
const all = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1]);
const attr = (html: string, pattern: RegExp) => html.match(pattern)?.[1];
const decode = (text: string) =>
  text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');

const pages = [...specRoutes, "/404/"].map((route) => ({ route, html: htmlOf(route) }));

test("every page has exactly one h1, a title, a description and its canonical URL", () => {
  for (const { route, html } of pages) {
    expect(all(html, /<h1[\s>]/g), `${route}: one h1`).toHaveLength(1);
    expect(attr(html, /<title[^>]*>([^<]+)<\/title>/), `${route}: title`).toBeTruthy();
    expect(attr(html, /<meta name="description" content="([^"]+)"/), `${route}: description`).toBeTruthy();
    expect(attr(html, /<link rel="canonical" href="([^"]+)"/), `${route}: canonical`).toBe(`${siteUrl}${route}`);
    expect(attr(html, /<html[^>]* lang="([^"]+)"/), `${route}: lang`).toBe("en");
    expect(attr(html, /<meta property="og:image" content="([^"]+)"/), `${route}: og:image`).toMatch(/^https?:\/\//);
  }
});

test("every page sends its global styles once, in <head>, and none among the Head's own elements", () => {
  for (const { route, html } of pages) {
    expect(all(html, /<style data-emotion="(css-global [^"]*)"/g), `${route}: one global style element`).toHaveLength(
      1,
    );
    // Gatsby removes the Head's elements when the app starts; a style sheet among them would make the
    // browser recompute the whole page's style at that moment.
    expect(all(html, /(<style[^>]*data-gatsby-head[^>]*>)/g), `${route}: no style among the Head's elements`).toEqual(
      [],
    );
  }
});

test("titles and descriptions are unique across the site", () => {
  const titles = pages.map(({ html }) => decode(attr(html, /<title[^>]*>([^<]+)<\/title>/)!));
  const descriptions = pages.map(({ html }) => decode(attr(html, /<meta name="description" content="([^"]+)"/)!));
  expect(new Set(titles).size).toBe(pages.length);
  expect(new Set(descriptions).size).toBe(pages.length);
});

test("sitemap.xml lists exactly the spec's routes, and robots.txt points to it", () => {
  const index = fs.readFileSync(path.join(PUBLIC, "sitemap-index.xml"), "utf8");
  expect(index).toContain(`${siteUrl}/sitemap-0.xml`);
  const urls = all(fs.readFileSync(path.join(PUBLIC, "sitemap-0.xml"), "utf8"), /<loc>([^<]+)<\/loc>/g);
  expect(urls.sort()).toEqual(specRoutes.map((route) => `${siteUrl}${route}`).sort());
  expect(fs.readFileSync(path.join(PUBLIC, "robots.txt"), "utf8")).toContain(`Sitemap: ${siteUrl}/sitemap-index.xml`);
});

test("each job page carries a JobPosting with Google's required properties; the careers list carries none", () => {
  for (const job of jobs) {
    const blocks = all(
      htmlOf(jobPath(job.slug)),
      /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g,
    ).map((json) => JSON.parse(json));
    const posting = blocks.find((block) => block["@type"] === "JobPosting");
    expect(posting, job.slug).toBeTruthy();
    for (const property of [
      "title",
      "description",
      "datePosted",
      "hiringOrganization",
      "validThrough",
      "employmentType",
    ]) {
      expect(posting[property], `${job.slug}: ${property}`).toBeTruthy();
    }
    expect(
      posting.jobLocation ?? (posting.jobLocationType === "TELECOMMUTE" && posting.applicantLocationRequirements),
      job.slug,
    ).toBeTruthy();
    expect(posting.title).toBe(job.title);
  }
  expect(htmlOf("/careers/")).not.toContain('"JobPosting"');
});

test("the built job feeds parse as XML and list exactly the open positions; Careers links the Atom feed and robots.txt lists it", () => {
  const read = (urlPath: string) => fs.readFileSync(path.join(PUBLIC, urlPath), "utf8");
  const parse = (xml: string) =>
    new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: "@",
      isArray: (name) => ["entry", "job"].includes(name),
    }).parse(xml);
  const open = jobs.map((job) => `${siteUrl}${jobPath(job.slug)}`).sort();
  const atom = read(jobsAtomPath);
  const indeed = read(jobsIndeedPath);
  expect(XMLValidator.validate(atom)).toBe(true);
  expect(XMLValidator.validate(indeed)).toBe(true);
  expect(
    parse(atom)
      .feed.entry.map((entry: { id: string }) => entry.id)
      .sort(),
  ).toEqual(open);
  expect(
    parse(indeed)
      .source.job.map((job: { url: string }) => job.url)
      .sort(),
  ).toEqual(open);
  expect(htmlOf("/careers/")).toMatch(
    new RegExp(`<link rel="alternate" type="application/atom\\+xml" title="[^"]+" href="${jobsAtomPath}"`),
  );
  expect(fs.readFileSync(path.join(PUBLIC, "robots.txt"), "utf8")).toContain(`Sitemap: ${siteUrl}${jobsAtomPath}`);
});

test("the legal pages have 10, 13 and 8 sections, each linked from the contents, and the cookie table the spec's 4 rows and _ga_<container-id>", () => {
  for (const [route, count] of [
    ["/privacy-policy/", 10],
    ["/terms-of-use/", 13],
    ["/cookie-policy/", 8],
  ] as const) {
    const html = htmlOf(route);
    const ids = all(html, /<h2 id="([^"]+)"/g).filter((id) => id !== "toc-heading");
    expect(ids, route).toHaveLength(count);
    for (const id of ids) expect(html, `${route}: contents link to #${id}`).toContain(`href="#${id}"`);
    // The date of the text as data/legal.json gives it (the spec's October 22, 2025 until a policy changes).
    const { lastUpdated } = legal.find((entry) => legalPath(entry.slug) === route)!;
    expect(html).toContain(`Last updated <time dateTime="${lastUpdated}">`);
  }
  expect(htmlOf("/terms-of-use/")).toContain("October 22, 2025");
  const rows = all(htmlOf("/cookie-policy/"), /<tr>([\s\S]*?)<\/tr>/g).filter((row) => row.includes('scope="row"'));
  expect(
    rows.map((row) =>
      decode(row.replace(/<[^>]+>/g, "|"))
        .split("|")
        .filter(Boolean),
    ),
  ).toEqual([
    expect.arrayContaining(["_ga", "2 years"]),
    expect.arrayContaining(["_ga_<container-id>", "2 years"]),
    expect.arrayContaining(["_gid", "24 hours"]),
    expect.arrayContaining(["session_id", "Session"]),
    expect.arrayContaining(["preferences", "1 year"]),
  ]);
});

test("the Privacy Policy states the retention period of data/site.json, with no placeholder left in any page", () => {
  const { retentionDays } = JSON.parse(fs.readFileSync("data/site.json", "utf8")).constants;
  expect(htmlOf("/privacy-policy/")).toContain(`are kept for ${retentionDays} days from the day we receive them`);
  // An island's props (data-props) carry its templates as data; it fills them when it renders.
  for (const { route, html } of pages)
    expect(
      html.replace(/ data-props="[^"]*"/g, "").match(/\{[a-zA-Z]+\}/g),
      `${route}: unfilled placeholder`,
    ).toBeNull();
});

test("every page declares its Content-Security-Policy before any script", () => {
  for (const { route, html } of pages) {
    const cspAt = html.indexOf('http-equiv="Content-Security-Policy"');
    expect(cspAt, route).toBeGreaterThan(-1);
    const firstScript = html.indexOf("<script");
    if (firstScript > -1) expect(cspAt, route).toBeLessThan(firstScript);
  }
});

test("no page carries Gatsby's browser runtime: its only scripts are the islands' modules and data blocks", () => {
  const DATA_BLOCKS = /^(application\/ld\+json|application\/json|speculationrules)$/;
  for (const { route, html } of pages) {
    for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
      const src = /\ssrc="([^"]+)"/.exec(tag)?.[1];
      const type = /\stype="([^"]+)"/.exec(tag)?.[1] ?? "";
      if (src) expect(`${type} ${src}`, route).toMatch(/^module \/static\/islands\/boot-[\w-]+\.js$/);
      else expect(type, `${route}: an inline script that runs code`).toMatch(DATA_BLOCKS);
    }
    // Preloaded scripts and data (a font may be preloaded): only the islands' own modules.
    for (const [tag] of html.matchAll(/<link rel="(?:preload|modulepreload|prefetch)"[^>]*>/g)) {
      if (/\sas="(?:font|image|style)"/.test(tag)) continue;
      expect(/\shref="([^"]+)"/.exec(tag)?.[1], route).toMatch(/^\/static\/islands\//);
    }
    expect(html, route).not.toContain("/page-data/");
  }
});
