import type { DataTypes } from "../../content-model/data-schemas";
import path from "node:path";
import careersFile from "../../data/careers.json";
import contactFile from "../../data/contact.json";
import { readData } from "../../content-model/node/load-data";
import { runtimeEnv } from "./config";
import type { Submission } from "./store";

// The labels and options as the server's build bundles them, typed by the data rules the build
// checked them with; only the jobs are read from a data/ folder at run time (jobTitle below).
const careers = careersFile as DataTypes["careers"];
const contact = contactFile as DataTypes["contact"];

/**
 * A submission's fields as the company's email shows them: each under the label its form shows
 * (data/contact.json and data/careers.json), a chosen option by its label ("$10,000 - $50,000",
 * not `10k-50k`), the position by the job's title; empty fields left out.
 */
const FORM_LABELS: Record<Submission["kind"], Record<string, string>> = {
  contact: contact.labels,
  application: careers.application.labels,
};
/** Fields that are not typed into a form control: the position, the two consents, where the visit came from. */
const OTHER_LABELS: Record<string, string> = {
  jobSlug: "Position",
  consent: "Consent to data processing",
  talentPool: "Kept for future openings",
  utm_source: "Campaign source",
  utm_medium: "Campaign medium",
  utm_campaign: "Campaign",
  ref: "Referred by",
};
const OPTIONS: Record<string, { value: string; label: string }[]> = {
  budget: contact.budgetOptions,
  timeline: contact.timelineOptions,
  experience: careers.application.experienceOptions,
};

/** The job's title (from the site's data/jobs/, SITE_DIR), or its slug when the job is gone. */
export function jobTitle(slug: string): string {
  const jobs = Object.values(readData(path.resolve(runtimeEnv().SITE_DIR || ".", "data"), ["jobs"]).jobs);
  return jobs.find((job) => job.slug === slug)?.title ?? slug;
}

function shown(key: string, value: unknown): string {
  if (value === true) return "yes";
  if (key === "jobSlug") return jobTitle(String(value));
  return OPTIONS[key]?.find((option) => option.value === value)?.label ?? String(value);
}

/** [label, value] pairs in the form's order; `keep` chooses which fields. */
export function fieldLines(submission: Submission, keep: (key: string) => boolean = () => true): [string, string][] {
  const labels = FORM_LABELS[submission.kind];
  return Object.entries(submission.data as unknown as Record<string, unknown>)
    .filter(([key, value]) => value !== "" && value !== false && keep(key))
    .map(([key, value]) => [labels[key] ?? OTHER_LABELS[key] ?? key, shown(key, value)]);
}
