import path from "node:path";
import escapeHtml from "escape-html";
import careers from "../../data/careers.json";
import contact from "../../data/contact.json";
import site from "../../data/site.json";
import { readEntries } from "../../site/data-folder";
import { singleLine } from "../forms/control-characters";
import { LEAD_SOURCE_FIELDS } from "../forms/controls";
import { runtimeEnv } from "./config";
import { fieldLines, transportFor, type Sender } from "./notify";
import type { Submission } from "./store";

type Texts = typeof contact.confirmation;
const DAY_MS = 24 * 60 * 60 * 1000;
const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** The day a submission is deleted: its retention period (the future-openings one when consented) after it came. */
export function deletionDate(submission: Submission): string {
  const days = submission.kind === "application" && submission.data.talentPool ? site.constants.talentPoolRetentionDays : site.constants.retentionDays;
  return new Date(Date.parse(submission.receivedAt) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The job's title for an application (from the site's data/jobs/, SITE_DIR), or its slug. */
function jobTitle(slug: string): string {
  const jobs = readEntries<{ slug: string; title: string }>(path.resolve(runtimeEnv().SITE_DIR || ".", "data/jobs"));
  return jobs.find((job) => job.slug === slug)?.title ?? slug;
}

/**
 * The confirmation a sender receives: thanks and what happens next, the reference, a summary of
 * what they sent (the résumé is not repeated), how long it is kept and the day it is deleted, and
 * where to ask about their data. Plain text and HTML; every value of theirs is escaped in the HTML,
 * and the recipient is a structured address, so no value of theirs can add a header or a recipient.
 */
export function confirmationMail(submission: Submission): { to: { name: string; address: string }; subject: string; text: string; html: string } {
  const isContact = submission.kind === "contact";
  const texts: Texts = isContact ? contact.confirmation : careers.application.confirmation;
  const name = isContact ? submission.data.name : submission.data.fullName;
  const values: Record<string, string> = {
    name, id: submission.id, company: site.companyName, privacyEmail: site.contact.privacyEmail,
    days: String(isContact || !submission.data.talentPool ? site.constants.retentionDays : site.constants.talentPoolRetentionDays),
    deletionDate: deletionDate(submission),
    subject: isContact ? submission.data.subject : "",
    title: isContact ? "" : jobTitle(submission.data.jobSlug),
  };
  const internal = new Set<string>([...LEAD_SOURCE_FIELDS, "jobSlug"]);
  const summary = fieldLines(submission, (key) => !internal.has(key));
  const paragraphs = [fill(texts.greeting, values), fill(texts.next, values), fill(texts.reference, values)];
  const closing = [fill(texts.retention, values), fill(texts.rights, values), fill(texts.signature, values)];
  const text = [...paragraphs, "", `${texts.summaryHeading}:`, ...summary.map(([label, value]) => `${label}: ${value}`), "", ...closing].join("\n");
  const html = [
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<h2>${escapeHtml(texts.summaryHeading)}</h2>`,
    `<dl>${summary.map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value).replace(/\n/g, "<br>")}</dd>`).join("")}</dl>`,
    ...closing.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
  ].join("\n");
  return { to: { name: singleLine(name), address: submission.data.email }, subject: singleLine(fill(texts.subject, values)), text, html };
}

export const sendConfirmation: Sender = async (submission, settings) => {
  const email = settings.email;
  if (!email) throw new Error("email is not configured (SMTP_URL and NOTIFY_TO)");
  const { to, subject, text, html } = confirmationMail(submission);
  await transportFor(email.smtpUrl).sendMail({ from: email.from, to, subject, text, html });
};
