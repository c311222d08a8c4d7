// The forms' control names, kept apart from the data schemas so that the browser bundle that needs
// the names does not also carry every data rule (measured: 4.7 kB gzip on the form pages).

/** The application form's controls; their names are also the field names the server API reads. */
export const APPLICATION_FIELDS = [
  "fullName",
  "email",
  "phone",
  "location",
  "portfolioUrl",
  "linkedin",
  "github",
  "experience",
  "currentRole",
  "expectedSalary",
  "startDate",
  "coverLetter",
  "resume",
] as const;
/** The contact form's controls, named as the server API reads them. */
export const CONTACT_FIELDS = [
  "name",
  "email",
  "company",
  "phone",
  "subject",
  "message",
  "budget",
  "timeline",
] as const;

export type ContactField = (typeof CONTACT_FIELDS)[number];
/** What the contact form holds while the visitor types. */
export type ContactValues = Record<ContactField, string>;

/** The application form's controls besides the fields: the privacy consent checkbox, and the optional future-openings one. */
export const CONSENT_CONTROL = "consent";
export const TALENT_POOL_CONTROL = "talentPool";
export type ApplicationControl =
  (typeof APPLICATION_FIELDS)[number] | typeof CONSENT_CONTROL | typeof TALENT_POOL_CONTROL;
/** The hidden control that says which job an application is for. */
export const JOB_CONTROL = "jobSlug";
/**
 * One filled form's key (src/forms/client.ts): the server stores and notifies once per key and
 * answers a repeat with the first answer, so a double click or a retry sends one submission.
 */
export const IDEMPOTENCY_CONTROL = "idempotencyKey";
/** The honeypot: people leave it empty (src/components/fields/honeypot.tsx). */
export const HONEYPOT_CONTROL = "website";

/**
 * Where a lead came from: the campaign parameters of the page where the visit began (for example
 * `?utm_source=linkedin&utm_campaign=autumn`), kept for the visit and sent with either form.
 */
export const LEAD_SOURCE_FIELDS = ["utm_source", "utm_medium", "utm_campaign", "ref"] as const;
export type LeadSource = Partial<Record<(typeof LEAD_SOURCE_FIELDS)[number], string>>;
/** The longest value kept and accepted for each. */
export const LEAD_SOURCE_MAX = 100;
