import fs from "node:fs";
import { REFERENCE } from "./submissions/reference";
import path from "node:path";
import escape from "escape-html";
import type { Request, RequestHandler, Response } from "express";
import { readData } from "../content-model/node/load-data";
import { buildDate, isPublished } from "../shared/publication";
import { appliedPath, applyPath, careersPath, contactPath, contactSentPath, jobPath } from "../shared/routes";
import { pagePolicy } from "../content-model/node/content-security-policy";
import { asksForPage } from "./submissions/contract";
import { submissionIdTime } from "./submissions/durable";
import { OTHER_POSITIONS_SHOWN, otherPositions } from "../shared/other-positions";

const JOB_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** What each form's pages say (data/contact.json, data/careers.json `application`). */
interface FormTexts {
  labels: Record<string, string>;
  sentHeading: string;
  sentText: string;
  referenceLabel: string;
  refusedHeading: string;
  backToFormLabel: string;
  otherPositionsHeading?: string;
}
export interface AnswerTexts {
  contact: FormTexts;
  applications: FormTexts;
}

/** The texts from the site's data/ (SITE_DIR), read once at start. */
export function answerTexts(siteDir: string): AnswerTexts {
  const { contact, careers } = readData(path.join(siteDir, "data"), ["contact", "careers"]);
  const application = careers.application;
  return {
    contact: { ...contact, sentHeading: contact.successTitle, sentText: contact.successText },
    applications: {
      ...application,
      labels: { ...application.labels, consent: application.consentLabel },
      sentText: application.successMessage,
    },
  };
}

type Endpoint = keyof AnswerTexts;
const SENT_PATHS: Record<Endpoint, string> = { contact: contactSentPath, applications: appliedPath };

/**
 * A form posted by the browser itself (no JavaScript: the page's `<form method="post">`) asks for
 * a page: its Accept names text/html and not JSON. The forms' own script asks for JSON.
 */
export const wantsPage = (req: Request): boolean => asksForPage(req.headers.accept);

/**
 * For a form posted without JavaScript, the endpoint's JSON answer becomes a page: an accepted
 * submission a 303 to its confirmation page (so that reloading it does not post again), a refusal
 * a page naming each refused field by its label with the same message the JSON carries, and a
 * link back to the form. The validation, storage and statuses are the JSON path's: only the
 * answer's form changes.
 */
export function pageAnswers({ publicDir, texts }: { publicDir: string; texts: AnswerTexts }) {
  return (endpoint: string, req: Request, res: Response) => {
    if (!(endpoint in SENT_PATHS) || !wantsPage(req)) return;
    const json = res.json.bind(res);
    res.json = (body: unknown) => {
      res.json = json;
      const answer = (body ?? {}) as {
        id?: unknown;
        reference?: unknown;
        error?: unknown;
        errors?: Record<string, unknown>;
      };
      res.setHeader("Cache-Control", "no-store");
      const jobSlug = (req.body as { jobSlug?: unknown } | undefined)?.jobSlug;
      const slug = typeof jobSlug === "string" && JOB_SLUG.test(jobSlug) ? jobSlug : undefined;
      if (res.statusCode === 201 && typeof answer.id === "string") {
        // The short reference people quote (server/submissions/reference.ts), or the id of an older record.
        const ref = typeof answer.reference === "string" ? answer.reference : answer.id;
        const query = new URLSearchParams({ ref, ...(endpoint === "applications" && slug ? { job: slug } : {}) });
        res.redirect(303, `${SENT_PATHS[endpoint as Endpoint]}?${query.toString()}`);
        return res;
      }
      const formTexts = texts[endpoint as Endpoint];
      const back = endpoint === "contact" ? contactPath : slug ? applyPath(slug) : careersPath;
      const problems = [
        ...Object.entries(answer.errors ?? {}).map(([field, message]) => ({
          label: formTexts.labels[field],
          message: String(message),
        })),
        ...(typeof answer.error === "string" ? [{ label: undefined, message: answer.error }] : []),
      ];
      const items = problems
        .map(({ label, message }) => `<li>${label ? `<strong>${escape(label)}</strong>: ` : ""}${escape(message)}</li>`)
        .join("");
      const content = `<h1>${escape(formTexts.refusedHeading)}</h1><ol>${items}</ol><p><a href="${escape(back)}">${escape(formTexts.backToFormLabel)}</a></p>`;
      res.setHeader("Content-Security-Policy", pagePolicy([], { header: true }));
      res
        .type("html")
        .send(
          pageFromNotFound(
            fs.readFileSync(path.join(publicDir, "404.html"), "utf8"),
            formTexts.refusedHeading,
            content,
          ),
        );
      return res;
    };
  };
}

/**
 * The confirmation pages a form posted without JavaScript lands on: the reference (only when it
 * is one the server makes), what happens next and, for an application, the positions open today.
 */
export function confirmationPages({
  publicDir,
  siteDir,
  texts,
  today = buildDate,
}: {
  publicDir: string;
  siteDir: string;
  texts: AnswerTexts;
  today?: () => string;
}): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const endpoint = (Object.keys(SENT_PATHS) as Endpoint[]).find((name) => SENT_PATHS[name] === req.path);
    if (!endpoint) return next();
    const formTexts = texts[endpoint];
    const ref =
      typeof req.query.ref === "string" && (REFERENCE.test(req.query.ref) || submissionIdTime(req.query.ref))
        ? req.query.ref
        : undefined;
    let content = `<h1>${escape(formTexts.sentHeading)}</h1>`;
    // An application's page: the success text under its heading; the positions below are the others open today.
    if (formTexts.sentText) content += `<p>${escape(formTexts.sentText)}</p>`;
    if (ref) content += `<p>${escape(formTexts.referenceLabel)}: <strong>${escape(ref)}</strong></p>`;
    if (endpoint === "applications") {
      const day = today();
      const applied = typeof req.query.job === "string" ? req.query.job : "";
      const open = Object.values(readData(path.join(siteDir, "data"), ["jobs"]).jobs).filter((job) =>
        isPublished(job, day),
      );
      // The positions the apply page lists after sending with JavaScript (shared/other-positions.ts);
      // after an unknown or closed job, as many of all.
      const chosen =
        otherPositions(open, (job) => job.department).get(applied) ??
        open
          .map((job) => job.slug)
          .sort()
          .slice(0, OTHER_POSITIONS_SHOWN);
      const bySlug = new Map(open.map((job) => [job.slug, job]));
      const links = chosen
        .map((slug) => bySlug.get(slug)!)
        .sort((a, b) => a.title.localeCompare(b.title))
        .map((job) => `<li><a href="${escape(jobPath(job.slug))}">${escape(job.title)}</a></li>`)
        .join("");
      content += `<h2>${escape(formTexts.otherPositionsHeading ?? "")}</h2><ul>${links}</ul>`;
    }
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("Content-Security-Policy", pagePolicy([], { header: true }));
    res
      .type("html")
      .send(
        pageFromNotFound(fs.readFileSync(path.join(publicDir, "404.html"), "utf8"), formTexts.sentHeading, content),
      );
  };
}

/** A page made from the built 404 page (the site's header, footer and styles), with its title and main content replaced, no scripts, not indexed. */
function pageFromNotFound(notFoundHtml: string, title: string, content: string): string {
  const classOf = (tag: string) => new RegExp(`<main[\\s\\S]*?<${tag}( class="[^"]*")?`).exec(notFoundHtml)?.[1] ?? "";
  const styled = content
    .replace("<h1>", `<h1${classOf("h1")}>`)
    .replace(/<p>/g, `<p${classOf("p")}>`)
    .replace(/<ul>/g, `<ul${classOf("ul")}>`);
  return notFoundHtml
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<link\b[^>]*\bas="script"[^>]*>/g, "")
    .replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, "")
    .replace(/<link rel="canonical"[^>]*>/, '<meta name="robots" content="noindex"/>')
    .replace(
      /<title([^>]*)>[^<]*<\/title>/,
      (_whole, attributes: string) => `<title${attributes}>${escape(title)}</title>`,
    )
    .replace(/(<main\b[\s\S]*?)<h1\b[\s\S]*?<\/ul>/, (_whole, before: string) => before + styled);
}
