import * as v from "valibot";
import * as schemas from "./data-schemas";
import { TYPE_NAMES, type DataFileName } from "./type-names";

/** What each data file holds: one object, or a list of entries identified by a key field. */
const FILES: Record<DataFileName, { schema: v.GenericSchema; list?: { key: string } }> = {
  site: { schema: schemas.site },
  pages: { schema: schemas.page, list: { key: "slug" } },
  services: { schema: schemas.service, list: { key: "slug" } },
  "service-pages": { schema: schemas.servicePages },
  jobs: { schema: schemas.job, list: { key: "slug" } },
  departments: { schema: schemas.department, list: { key: "name" } },
  locations: { schema: schemas.jobLocation, list: { key: "name" } },
  offices: { schema: schemas.office, list: { key: "city" } },
  testimonials: { schema: schemas.testimonial, list: { key: "author" } },
  home: { schema: schemas.home },
  about: { schema: schemas.about },
  careers: { schema: schemas.careers },
  contact: { schema: schemas.contact },
  legal: { schema: schemas.legalPage, list: { key: "slug" } },
  sitemap: { schema: schemas.sitemap },
};

export const DATA_FILES = Object.keys(TYPE_NAMES) as DataFileName[];

/** Raw contents of the data files, by file name without `.json`; undefined when a file is absent. */
export type DataFiles = Partial<Record<DataFileName, unknown>>;

type Entry = { label: string; value: unknown };

const fieldPath = (issue: v.BaseIssue<unknown>) =>
  (issue.path ?? []).map((step) => String(step.key)).join(".") || "(entry)";

function entriesOf(name: DataFileName, data: unknown, problems: string[]): Entry[] {
  const spec = FILES[name];
  if (!spec.list) return [{ label: `data/${name}.json`, value: data }];
  if (!Array.isArray(data)) {
    problems.push(`data/${name}.json: must be a list of entries`);
    return [];
  }
  return data.map((value, index) => {
    const key = (value as Record<string, unknown> | null)?.[spec.list!.key];
    const id = typeof key === "string" && key.trim() ? key : `entry ${index + 1}`;
    return { label: `data/${name}.json › ${id}`, value };
  });
}

function checkShapes(name: DataFileName, entries: Entry[], problems: string[]) {
  for (const { label, value } of entries) {
    const result = v.safeParse(FILES[name].schema, value);
    if (result.success) continue;
    for (const issue of result.issues) {
      const missing = issue.input === undefined && issue.kind === "schema";
      const unknownKey = issue.expected === "never";
      const message = missing ? "required" : unknownKey ? "unknown field (not in the schema)" : issue.message;
      problems.push(`${label} › ${fieldPath(issue)}: ${message}`);
    }
  }
}

function checkUnique(name: DataFileName, entries: Entry[], field: string, problems: string[]) {
  const seen = new Set<string>();
  for (const { label, value } of entries) {
    const key = (value as Record<string, unknown> | null)?.[field];
    if (typeof key !== "string") continue;
    if (seen.has(key)) problems.push(`${label} › ${field}: duplicate "${key}" in data/${name}.json`);
    seen.add(key);
  }
}

const field = (entry: Entry, name: string) => (entry.value as Record<string, unknown> | null)?.[name];

/** A listing (home tiles, services cards) must number its services 1..n with no gap or repeat. */
function checkOrder(entries: Entry[], orderField: string, problems: string[]) {
  const used = entries
    .map((entry) => ({ entry, order: field(entry, orderField) }))
    .filter((item): item is { entry: Entry; order: number } => typeof item.order === "number");
  const seen = new Set<number>();
  for (const { entry, order } of used) {
    if (seen.has(order)) problems.push(`${entry.label} › ${orderField}: ${order} is used by another service`);
    else if (order > used.length) problems.push(`${entry.label} › ${orderField}: ${order} leaves a gap (only ${used.length} services are listed)`);
    seen.add(order);
  }
}

function checkServiceVariant(entries: Entry[], problems: string[]) {
  for (const entry of entries) {
    const variant = field(entry, "variant");
    if (variant === "primary" && !Array.isArray(field(entry, "technologies")))
      problems.push(`${entry.label} › technologies: required for a "primary" service page`);
    if (variant === "secondary" && !Array.isArray(field(entry, "statistics")))
      problems.push(`${entry.label} › statistics: required for a "secondary" service page`);
  }
}

/** A job's department and location must be entries of their own data files. */
function checkReference(jobs: Entry[], fieldName: string, targets: Entry[], file: string, problems: string[]) {
  const known = new Set(targets.map((entry) => field(entry, "name")));
  for (const entry of jobs) {
    const value = field(entry, fieldName);
    if (typeof value === "string" && !known.has(value))
      problems.push(`${entry.label} › ${fieldName}: unknown ${fieldName} "${value}" (not in data/${file}.json)`);
  }
}

function checkDates(jobs: Entry[], problems: string[]) {
  for (const entry of jobs) {
    const posted = field(entry, "datePosted");
    const until = field(entry, "validThrough");
    if (typeof posted === "string" && typeof until === "string" && until < posted)
      problems.push(`${entry.label} › validThrough: must not be before datePosted`);
  }
}

/**
 * Checks every data file and returns one line per problem, naming the file, the entry and the
 * field (`data/jobs.json › solutions-architect › title: required`); an empty list means valid.
 */
export function validateData(files: DataFiles): string[] {
  const problems: string[] = [];
  const entries = {} as Record<DataFileName, Entry[]>;
  for (const name of DATA_FILES) {
    if (files[name] === undefined) {
      problems.push(`data/${name}.json: file is missing`);
      entries[name] = [];
      continue;
    }
    entries[name] = entriesOf(name, files[name], problems);
    checkShapes(name, entries[name], problems);
    const key = FILES[name].list?.key;
    if (key) checkUnique(name, entries[name], key, problems);
  }
  checkOrder(entries.services, "homeOrder", problems);
  checkOrder(entries.services, "servicesOrder", problems);
  checkServiceVariant(entries.services, problems);
  checkReference(entries.jobs, "department", entries.departments, "departments", problems);
  checkReference(entries.jobs, "location", entries.locations, "locations", problems);
  checkDates(entries.jobs, problems);
  return problems;
}
