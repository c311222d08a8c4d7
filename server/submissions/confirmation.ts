import { hoursText } from "../../shared/opening-hours";
import { emailHtml } from "./email-html";
import { jobTitle } from "./field-labels";
import { companySender, transportFor, type Sender } from "./notify";
import { referenceOf } from "./reference";
import { siteTexts } from "./site-texts";
import type { Submission } from "./store";

type Texts = typeof siteTexts.contact.confirmation;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The site's one way of writing a date ("November 24, 2028"), as the job pages write theirs. */
const LONG_DATE = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** The day a submission is deleted: its retention period (the future-openings one when consented) after it came. */
export function deletionDate(submission: Submission): string {
  const days =
    submission.kind === "application" && submission.data.talentPool
      ? siteTexts.site.constants.talentPoolRetentionDays
      : siteTexts.site.constants.retentionDays;
  return new Date(Date.parse(submission.receivedAt) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The sender's name as the confirmation may repeat it: only words of letters (with the marks of
 * accented letters, and an apostrophe or hyphen inside: O'Brien, Jean-Luc, Müller) or an initial
 * ("J."); every other word is left out, so nothing in it reads as a link, an address or a domain
 * (`evil.example`, `https://…`, `a@b`). At most four words and 60 characters; empty when nothing is left.
 */
export function nameForGreeting(name: string): string {
  const words = name
    .normalize("NFC")
    .split(/\s+/u)
    .filter((word) => /^(\p{L}\p{M}*)+(['’-](\p{L}\p{M}*)+)*$/u.test(word) || /^\p{L}\.$/u.test(word));
  const kept = words.slice(0, 4).join(" ");
  return kept.length <= 60 ? kept : "";
}

/** Where a reply to the confirmation goes: the recruiting team for an application, the company's contact address for an enquiry (data/site.json). */
export const confirmationReplyTo = (submission: Submission) =>
  submission.kind === "application" ? siteTexts.site.contact.careersEmail : siteTexts.site.contact.email;

/**
 * The confirmation a sender receives, in the company's words only: what was received (the job's
 * title, or "your message"), the short reference, what happens next, how long it is kept and the
 * day it is deleted, and where to ask about their data. Nothing they typed is repeated but their
 * name, cleaned (nameForGreeting): a stranger who enters someone else's address cannot make the
 * company send that person their text. Plain text and HTML; the recipient is a structured address.
 */
export function confirmationMail(submission: Submission): {
  to: { name: string; address: string };
  replyTo: string;
  subject: string;
  text: string;
  html: string;
} {
  const isContact = submission.kind === "contact";
  const texts: Texts = isContact ? siteTexts.contact.confirmation : siteTexts.careers.application.confirmation;
  const name = nameForGreeting(isContact ? submission.data.name : submission.data.fullName);
  const reference = referenceOf(submission);
  const replyTo = confirmationReplyTo(submission);
  const { contact, businessHours, europeLine } = siteTexts.site;
  const values: Record<string, string> = {
    // The two phone lines and their hours, as the contact page states them (data/site.json).
    phone: contact.phone,
    hours: hoursText(businessHours),
    europeOffice: europeLine.office,
    europePhone: europeLine.phone,
    europeHours: hoursText(europeLine.hours, europeLine.timeZone),
    name,
    reference,
    replyTo,
    company: siteTexts.site.companyName,
    privacyEmail: siteTexts.site.contact.privacyEmail,
    days: String(
      isContact || !submission.data.talentPool
        ? siteTexts.site.constants.retentionDays
        : siteTexts.site.constants.talentPoolRetentionDays,
    ),
    deletionDate: LONG_DATE.format(new Date(`${deletionDate(submission)}T00:00:00Z`)),
    title: isContact ? "" : jobTitle(submission.data.jobSlug),
  };
  const subject = fill(texts.subject, values);
  const greeting = name ? fill(texts.greeting, values) : texts.greetingWithoutName;
  const next = fill(texts.next, values);
  const footer = [fill(texts.retention, values), fill(texts.rights, values), fill(texts.signature, values)];
  const text = [greeting, "", next, "", `${texts.reference}: ${reference}`, "", ...footer].join("\n");
  const html = emailHtml({
    title: subject,
    preview: `${texts.reference}: ${reference}`,
    brand: siteTexts.site.companyName,
    heading: subject,
    paragraphs: [greeting, next],
    reference: { label: texts.reference, value: reference },
    footer,
  });
  return { to: { name, address: submission.data.email }, replyTo, subject, text, html };
}

export const sendConfirmation: Sender = async (submission, settings) => {
  const email = settings.email;
  if (!email) throw new Error("email is not configured (SMTP_URL and NOTIFY_TO)");
  const { to, replyTo, subject, text, html } = confirmationMail(submission);
  await transportFor(email.smtpUrl).sendMail({
    from: companySender(email.from),
    to,
    replyTo: { name: siteTexts.site.companyName, address: replyTo },
    subject,
    text,
    html,
  });
};
