import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import addressparser from "nodemailer/lib/addressparser";
import type Mail from "nodemailer/lib/mailer";
import { discardAnswer } from "./webhook-answer";
import { singleLine } from "../../shared/form-rules/control-characters";
import type { SubmissionSettings } from "./config";
import { emailHtml } from "./email-html";
import { fieldLines, jobTitle } from "./field-labels";
import { referenceOf } from "./reference";
import { resumeLink } from "./resume-link";
import { KINDS, type Submission } from "./store";
import { siteTexts } from "./site-texts";

/**
 * Sends one notification; throws when the receiving side did not take it (it is then retried).
 * No sender reads a résumé: an application's notifications carry a signed link to it on this
 * server (./resume-link.ts), so the file stays where retention and erasure reach it, and a
 * delivery holds a few kilobytes in memory however large the résumé.
 */
export type Sender = (submission: Submission, settings: SubmissionSettings) => Promise<void>;

/** A failure that sending again cannot mend (a webhook's 4xx): only a change of settings or of the receiver can. */
export class PermanentFailure extends Error {}

/**
 * Whether a send's error is for good: ours (PermanentFailure), or the mail server's 5xx reply
 * (nodemailer's `responseCode`: 550 no such mailbox, 554 rejected). A 4xx reply, a timeout, a
 * refused connection may pass: they are retried.
 */
export function isPermanent(error: unknown): boolean {
  if (error instanceof PermanentFailure) return true;
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}
/** Reads an application's résumé from wherever the store keeps it (a file, a database row). */
export type ResumeReader = (submission: Submission) => Promise<Uint8Array>;

/** The file store's resumes: next to the record, in SUBMISSIONS_DIR. */
export const resumeFromFolder =
  (dir: string): ResumeReader =>
  async (submission) => {
    if (submission.kind !== "application") throw new Error("a contact message has no resume");
    return fs.readFile(path.join(dir, KINDS.application, submission.resume.file));
  };

/** The link an application's notifications carry; throws (and the delivery is retried) without RESUME_LINK_SECRET. */
function linkOf(submission: Submission & { kind: "application" }, settings: Pick<SubmissionSettings, "resumeLinks">) {
  if (!settings.resumeLinks) throw new Error("RESUME_LINK_SECRET is not set: the résumé link cannot be signed");
  return resumeLink(submission, settings.resumeLinks);
}

type Transport = ReturnType<typeof nodemailer.createTransport>;
const transports = new Map<string, Transport>();
export function transportFor(smtpUrl: string): Transport {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    // The timeouts go with the URL in one options object: nodemailer's second argument is the
    // messages' defaults, where they were never read.
    transport = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    transports.set(smtpUrl, transport);
  }
  return transport;
}

/**
 * Who the emails come from: the company by name (data/site.json), at the address NOTIFY_FROM
 * gives (its own display name, if any, is replaced: the company's name is the one people see).
 */
export function companySender(from: string): Mail.Address {
  const [parsed] = addressparser(from, { flatten: true });
  return { name: siteTexts.site.companyName, address: parsed?.address || from };
}

const REPLY_HINT = "Reply to this email to answer the sender.";

/**
 * The company's mail: subject, text, HTML and Reply-To. The subject leads with the short
 * reference the recruiter reads out on the phone; the storage id is in the text for the
 * operators' tools. The Reply-To is a structured `{ name, address }`, never a string pasted
 * together from what the visitor typed: nodemailer then quotes the name, so a name such as
 * `attacker@evil.example, Jane` cannot add an address. Header values lose control characters.
 */
export function companyMail(
  submission: Submission,
  settings: Pick<SubmissionSettings, "resumeLinks">,
): {
  subject: string;
  text: string;
  html: string;
  replyTo: Mail.Address;
} {
  const reference = referenceOf(submission);
  const rows = fieldLines(submission);
  const received = `Received ${submission.receivedAt.replace("T", " ").slice(0, 16)} UTC (stored as ${submission.id})`;
  const notes: string[] = [];
  let heading: string;
  let subject: string;
  let replyTo: Mail.Address;
  if (submission.kind === "contact") {
    const { name, email, subject: topic } = submission.data;
    heading = `New enquiry from ${name}`;
    subject = `Contact ${reference}: ${topic} (from ${name})`;
    replyTo = { name: singleLine(name), address: email };
  } else {
    const { fullName, email, jobSlug } = submission.data;
    const title = jobTitle(jobSlug);
    heading = `New application for ${title}`;
    subject = `Application ${reference}: ${title} (from ${fullName})`;
    replyTo = { name: singleLine(fullName), address: email };
    const link = linkOf(submission, settings);
    const until = link.expiresAt.slice(0, 10);
    notes.push(
      `Resume (${submission.resume.originalName}, ${Math.max(1, Math.round(submission.resume.size / 1024))} kB): ${link.url}`,
      `The link works until ${until}, when the application is deleted, and stops at once if it is erased sooner. Download the file only where you need it.`,
    );
  }
  const text = [
    heading,
    `Reference: ${reference}`,
    "",
    ...rows.map(([label, value]) => `${label}: ${value}`),
    ...notes,
    "",
    received,
    REPLY_HINT,
  ].join("\n");
  const html = emailHtml({
    title: singleLine(subject),
    preview: rows
      .slice(0, 3)
      .map(([, value]) => singleLine(value))
      .join(" · "),
    brand: siteTexts.site.companyName,
    heading,
    paragraphs: notes,
    reference: { label: "Reference", value: reference },
    rows,
    footer: [received, REPLY_HINT],
  });
  return { subject: singleLine(subject), text, html, replyTo };
}

export const sendEmail: Sender = async (submission, settings) => {
  const email = settings.email;
  if (!email) throw new Error("email is not configured (SMTP_URL and NOTIFY_TO)");
  const { subject, text, html, replyTo } = companyMail(submission, settings);
  await transportFor(email.smtpUrl).sendMail({
    from: companySender(email.from),
    to: email.to,
    replyTo,
    subject,
    text,
    html,
  });
};

/** The JSON the webhook receives; an application's résumé as a signed link, with its checksum to verify the download. */
export function webhookPayload(submission: Submission, settings: SubmissionSettings): Record<string, unknown> {
  const { id, kind, receivedAt, data } = submission;
  if (submission.kind === "contact") return { event: "submission.created", id, kind, receivedAt, data };
  return {
    event: "submission.created",
    id,
    kind,
    receivedAt,
    data,
    resume: { ...submission.resume, ...linkOf(submission, settings) },
  };
}

export const sendWebhook: Sender = async (submission, settings) => {
  const webhook = settings.webhook;
  if (!webhook) throw new Error("the webhook is not configured (WEBHOOK_URL)");
  const body = JSON.stringify(webhookPayload(submission, settings));
  const headers: Record<string, string> = {
    "Content-Type": "application/json",
    "User-Agent": "website-forms",
    "Idempotency-Key": submission.id,
    "X-Submission-Id": submission.id,
  };
  if (webhook.secret)
    headers["X-Signature-256"] = `sha256=${crypto.createHmac("sha256", webhook.secret).update(body).digest("hex")}`;
  // A redirect is not followed: the submission and its signature go to WEBHOOK_URL and nowhere else.
  const response = await fetch(webhook.url, {
    method: "POST",
    headers,
    body,
    redirect: "manual",
    signal: AbortSignal.timeout(15_000),
  });
  await discardAnswer(response);
  // Retried: a redirect may be a moment's maintenance; a 4xx is not.
  if (response.status >= 300 && response.status < 400)
    throw new Error(
      `webhook answered ${response.status}, a redirect, which is not followed: set WEBHOOK_URL to its target`,
    );
  // A 4xx says this request will never be taken (408 and 429 say "later"); a 5xx may pass.
  if (response.status >= 400 && response.status < 500 && response.status !== 408 && response.status !== 429)
    throw new PermanentFailure(`webhook answered ${response.status}`);
  if (!response.ok) throw new Error(`webhook answered ${response.status}`);
};
