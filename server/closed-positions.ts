import fs from "node:fs";
import path from "node:path";
import escape from "escape-html";
import type { RequestHandler } from "express";
import type { JobEntry } from "../content-model/data-schemas";
import { readData } from "../content-model/node/load-data";
import { formatDay } from "../shared/dates";
import { buildDate, isClosed, isPublished } from "../shared/publication";
import { careersPath, jobPath, jobSlugOfPath } from "../shared/routes";
import { pagePolicy } from "../content-model/node/content-security-policy";
import { fillTemplate as fill } from "../shared/fill-template";
import { theme } from "../content-model/theme";
import { CACHE, canonicalPath } from "./static-site";

type Job = Pick<JobEntry, "slug" | "title" | "department" | "location" | "datePosted" | "validThrough">;
/** The page's texts (data/careers.json `closedPosition`); `{title}`, `{validThrough}` and `{company}` are filled in. */
export type ClosedTexts = {
  title: string;
  heading: string;
  text: string;
  openHeading: string;
  allLabel: string;
  company: string;
};

/** The page's texts from the site's data/careers.json, and the company's name for its title. */
export function closedTexts(siteDir: string): ClosedTexts {
  const { careers, site } = readData(path.join(siteDir, "data"), ["careers", "site"]);
  return { ...careers.closedPosition, company: site.companyName };
}

/**
 * A position whose last day has passed answers 410 Gone at its job and apply addresses (and their
 * page data, however the address is spelt), from the day after, without waiting for the next build: search engines drop it, and
 * a visitor from an old link reads that it closed and which positions are open. Which jobs exist
 * and when they close comes from the site's data/jobs/ (SITE_DIR), as for the applications
 * endpoint; "today" is the publication rule's (BUILD_DATE overrides it, for tests).
 */
export function closedPositions({
  publicDir,
  siteDir,
  texts,
  today = buildDate,
}: {
  publicDir: string;
  siteDir: string;
  texts: ClosedTexts;
  today?: () => string;
}): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    // Under every spelling that reaches the same files: /careers//x/, /careers/%78/index.html…
    const page = canonicalPath(req.path);
    const slug = jobSlugOfPath(page);
    if (!slug) return next();
    const day = today();
    const jobs = Object.values(readData(path.join(siteDir, "data"), ["jobs"]).jobs);
    const job = jobs.find((candidate) => candidate.slug === slug);
    if (!job || !isClosed(job, day)) return next();
    res.status(410).setHeader("Cache-Control", CACHE.revalidate);
    const open = jobs.filter((candidate) => isPublished(candidate, day)).sort((a, b) => a.title.localeCompare(b.title));
    res.setHeader("Content-Security-Policy", pagePolicy([], { header: true }));
    res.type("html").send(closedPage(fs.readFileSync(path.join(publicDir, "404.html"), "utf8"), job, open, texts));
  };
}

/**
 * The closed-position page, made from the built 404 page so that it has the site's header, footer
 * and styles: its title, heading, text and links replaced, kept out of search indexes, and without
 * Gatsby's scripts (they would render the page of the address, not this one). Static links only.
 */
export function closedPage(notFoundHtml: string, job: Job, open: readonly Job[], texts: ClosedTexts): string {
  const values = { title: job.title, validThrough: formatDay(job.validThrough), company: texts.company };
  const classOf = (tag: string) => new RegExp(`<main[\\s\\S]*?<${tag}( class="[^"]*")?`).exec(notFoundHtml)?.[1] ?? "";
  // One line per open position, its department and location under its title, as the careers list gives them.
  const positions = open
    .map(
      (candidate) =>
        `<li style="${STYLES.item}"><a href="${escape(jobPath(candidate.slug))}" style="${STYLES.link}">${escape(candidate.title)}</a>` +
        `<span style="${STYLES.meta}">${escape(`${candidate.department} • ${candidate.location}`)}</span></li>`,
    )
    .join("");
  const content =
    `<h1${classOf("h1")}>${escape(fill(texts.heading, values))}</h1>` +
    `<p${classOf("p")}>${escape(fill(texts.text, values))}</p>` +
    `<h2 style="${STYLES.heading}">${escape(texts.openHeading)}</h2>` +
    (positions ? `<ul style="${STYLES.list}">${positions}</ul>` : "") +
    `<p${classOf("p")}><a href="${careersPath}">${escape(texts.allLabel)}</a></p>`;
  return notFoundHtml
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<link\b[^>]*\bas="script"[^>]*>/g, "")
    .replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, "")
    .replace(/<link rel="canonical"[^>]*>/, '<meta name="robots" content="noindex"/>')
    .replace(
      /<title([^>]*)>[^<]*<\/title>/,
      (_whole, attributes: string) => `<title${attributes}>${escape(fill(texts.title, values))}</title>`,
    )
    .replace(/(<main\b[\s\S]*?)<h1\b[\s\S]*?<\/ul>/, (_whole, before: string) => before + content);
}

// The list's own look, inline: the page is the built 404 page's markup and styles, which have no
// class for a list of positions (the CSP's style-src allows inline styles, which Emotion needs too).
const STYLES = {
  heading: `margin-top: ${theme.space[8]};`,
  list: `list-style: none; margin: ${theme.space[4]} 0 ${theme.space[6]}; padding: 0; display: grid; gap: ${theme.space[3]}; max-width: ${theme.sizes.prose}; text-align: start;`,
  item: `display: grid; gap: ${theme.space[1]}; padding: ${theme.space[3]} ${theme.space[4]}; border: 1px solid ${theme.colors.border}; border-radius: ${theme.radii.md}; background: ${theme.colors.surface};`,
  link: `font-weight: ${theme.fontWeights.semibold};`,
  meta: `color: ${theme.colors.muted}; font-size: ${theme.fontSizes.sm};`,
};
