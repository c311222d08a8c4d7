import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type Mail from "nodemailer/lib/mailer";
import { singleLine } from "../forms/control-characters";
import type { SubmissionSettings } from "./config";
import { KINDS, type Submission } from "./store";

/**
 * Sends one notification; throws when the receiving side did not take it (it is then retried).
 * `resume` reads an application's resume from wherever the store keeps it (a file, a database row).
 */
export type Sender = (submission: Submission, settings: SubmissionSettings, resume: ResumeReader) => Promise<void>;
export type ResumeReader = (submission: Submission) => Promise<Uint8Array>;

/** The file store's resumes: next to the record, in SUBMISSIONS_DIR. */
export const resumeFromFolder = (dir: string): ResumeReader => async (submission) => {
  if (submission.kind !== "application") throw new Error("a contact message has no resume");
  return fs.readFile(path.join(dir, KINDS.application, submission.resume.file));
};

const transports = new Map<string, nodemailer.Transporter>();
export function transportFor(smtpUrl: string): nodemailer.Transporter {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    transport = nodemailer.createTransport(smtpUrl, { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
    transports.set(smtpUrl, transport);
  }
  return transport;
}

const LABELS: Record<string, string> = {
  name: "Name", email: "Email", company: "Company", phone: "Phone", subject: "Subject", message: "Message",
  budget: "Budget", timeline: "Timeline", jobSlug: "Position", fullName: "Full name", location: "Location",
  portfolioUrl: "Portfolio", linkedin: "LinkedIn", github: "GitHub", experience: "Years of experience",
  currentRole: "Current role", expectedSalary: "Expected salary", startDate: "Available from",
  coverLetter: "Cover letter", consent: "Consent to data processing", talentPool: "Kept for future openings",
};

/** A submission's fields as labelled lines ([label, value]), empty ones left out; `keep` chooses which. */
export function fieldLines(submission: Submission, keep: (key: string) => boolean = () => true): [string, string][] {
  return Object.entries(submission.data as unknown as Record<string, unknown>)
    .filter(([key, value]) => value !== "" && value !== false && keep(key))
    .map(([key, value]) => [LABELS[key] ?? key, value === true ? "yes" : String(value)]);
}

/**
 * The mail's subject, text and Reply-To. The Reply-To is a structured `{ name, address }`, never a
 * string pasted together from what the visitor typed: nodemailer then quotes the name, so a name
 * such as `attacker@evil.example, Jane` cannot add an address. Header values lose control characters.
 */
function describe(submission: Submission): { subject: string; text: string; replyTo: Mail.Address } {
  const fields = fieldLines(submission).map(([label, value]) => `${label}: ${value}`);
  const header = `Received ${submission.receivedAt} (submission ${submission.id})`;
  if (submission.kind === "contact") {
    const { name, email, subject } = submission.data;
    return { subject: singleLine(`Contact: ${subject} (from ${name})`), replyTo: { name: singleLine(name), address: email }, text: [header, "", ...fields].join("\n") };
  }
  const { fullName, email, jobSlug } = submission.data;
  const resume = `Resume: attached (${submission.resume.originalName}, ${submission.resume.size} bytes)`;
  return { subject: singleLine(`Application: ${jobSlug} (from ${fullName})`), replyTo: { name: singleLine(fullName), address: email }, text: [header, "", ...fields, resume].join("\n") };
}

const safeName = (name: string) => name.replace(/[^\w.-]+/g, "_").slice(0, 100) || "resume";

export const sendEmail: Sender = async (submission, settings, resume) => {
  const email = settings.email;
  if (!email) throw new Error("email is not configured (SMTP_URL and NOTIFY_TO)");
  const { subject, text, replyTo } = describe(submission);
  const attachments = submission.kind === "application"
    ? [{
      filename: `${safeName(submission.data.fullName)}-resume.${submission.resume.file.split(".").pop()}`,
      content: Buffer.from(await resume(submission)),
      contentType: submission.resume.type,
    }]
    : [];
  await transportFor(email.smtpUrl).sendMail({ from: email.from, to: email.to, replyTo, subject, text, attachments });
};

/** The JSON the webhook receives; the resume travels inside it, base64-encoded, with its checksum. */
export async function webhookPayload(submission: Submission, resume: ResumeReader): Promise<Record<string, unknown>> {
  const { id, kind, receivedAt, data } = submission;
  if (submission.kind === "contact") return { event: "submission.created", id, kind, receivedAt, data };
  const bytes = Buffer.from(await resume(submission));
  return { event: "submission.created", id, kind, receivedAt, data, resume: { ...submission.resume, contentBase64: bytes.toString("base64") } };
}

export const sendWebhook: Sender = async (submission, settings, resume) => {
  const webhook = settings.webhook;
  if (!webhook) throw new Error("the webhook is not configured (WEBHOOK_URL)");
  const body = JSON.stringify(await webhookPayload(submission, resume));
  const headers: Record<string, string> = {
    "Content-Type": "application/json",
    "User-Agent": "website-forms",
    "Idempotency-Key": submission.id,
    "X-Submission-Id": submission.id,
  };
  if (webhook.secret) headers["X-Signature-256"] = `sha256=${crypto.createHmac("sha256", webhook.secret).update(body).digest("hex")}`;
  const response = await fetch(webhook.url, { method: "POST", headers, body, signal: AbortSignal.timeout(15_000) });
  await response.arrayBuffer().catch(() => undefined);
  if (!response.ok) throw new Error(`webhook answered ${response.status}`);
};


