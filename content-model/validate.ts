import * as v from "valibot";
import { COOKIE_ROWS, COOKIE_POLICY_SLUG, NOT_SET_PHRASE } from "../shared/cookies";
import * as schemas from "./data-schemas";
import { checkResults } from "./result-rules";
import { checkStory } from "./story-rules";
import { IMAGE_FOLDERS } from "./cms-config";
import { FOLDERS, TYPE_NAMES, type DataFileName } from "./type-names";

/**
 * What each data file holds: one object, or a list of entries identified by a key field. A
 * collection in FOLDERS is a folder with one file per entry, named by that key.
 */
type FileSpec = { schema: v.GenericSchema; list?: { key: string } };
type NeedsReferences = "jobs" | "service-order" | "services" | "case-studies" | "testimonials" | "home";
const FILES: Record<Exclude<DataFileName, NeedsReferences>, FileSpec> = {
  site: { schema: schemas.site },
  pages: { schema: schemas.page, list: { key: "slug" } },
  "service-pages": { schema: schemas.servicePages },
  "case-study-pages": { schema: schemas.caseStudyPages },
  departments: { schema: schemas.department, list: { key: "name" } },
  locations: { schema: schemas.jobLocation, list: { key: "name" } },
  offices: { schema: schemas.office, list: { key: "city" } },
  about: { schema: schemas.about },
  careers: { schema: schemas.careers },
  contact: { schema: schemas.contact },
  legal: { schema: schemas.legalPage, list: { key: "slug" } },
  sitemap: { schema: schemas.sitemap },
};

/** The job rule names the departments and locations the data defines, so an unknown one is refused by the rule itself. */
const jobSpec = (refs: schemas.JobReferences): FileSpec => ({ schema: schemas.job(refs), list: { key: "slug" } });

export const DATA_FILES = Object.keys(TYPE_NAMES) as DataFileName[];
const isFolder = (name: DataFileName) => (FOLDERS as readonly string[]).includes(name);

/** Where an editor finds a file: `data/site.json`, or for a one-file-per-entry collection `data/jobs/`. */
export const dataPath = (name: DataFileName) => (isFolder(name) ? `data/${name}/` : `data/${name}.json`);

/** The names the entries of a list file define (department names, location names), for the rules that refer to them. */
export function namesIn(data: unknown): string[] {
  if (!Array.isArray(data)) return [];
  return data
    .map((entry) => (entry as Record<string, unknown> | null)?.name)
    .filter((name): name is string => typeof name === "string");
}

/** The keys of a one-file-per-entry collection's entries (the services' slugs). */
const keysIn = (folder: unknown, key: string) =>
  Object.values(typeof folder === "object" && folder !== null ? folder : {})
    .map((entry) => (entry as Record<string, unknown> | null)?.[key])
    .filter((value): value is string => typeof value === "string");

/** Every data file's rule, with the references of this data set filled in. */
export function fileSpecs(files: DataFiles): Record<DataFileName, FileSpec> {
  const caseStudies = { caseStudies: keysIn(files["case-studies"], "slug") };
  return {
    ...FILES,
    jobs: jobSpec({ departments: namesIn(files.departments), locations: namesIn(files.locations) }),
    "service-order": { schema: schemas.serviceOrder(keysIn(files.services, "slug")) },
    services: { schema: schemas.service(caseStudies), list: { key: "slug" } },
    "case-studies": { schema: schemas.caseStudy({ services: keysIn(files.services, "slug") }), list: { key: "slug" } },
    testimonials: { schema: schemas.testimonial(caseStudies), list: { key: "author" } },
    home: { schema: schemas.home(caseStudies) },
  };
}

/** Raw contents of the data files, by file name without `.json`; undefined when a file is absent. */
export type DataFiles = Partial<Record<DataFileName, unknown>>;

type Entry = { label: string; value: unknown; file?: string };

const fieldPath = (issue: v.BaseIssue<unknown>) =>
  (issue.path ?? []).map((step) => String(step.key)).join(".") || "(entry)";

function entriesOf(name: DataFileName, spec: FileSpec, data: unknown, problems: string[]): Entry[] {
  if (isFolder(name)) {
    if (typeof data !== "object" || data === null) return [];
    return Object.entries(data as Record<string, unknown>).map(([file, value]) => ({
      label: `data/${name}/${file}.json`,
      value,
      file,
    }));
  }
  if (!spec.list) return [{ label: `data/${name}.json`, value: data }];
  if (!Array.isArray(data)) {
    problems.push(`data/${name}.json: must be a list of entries`);
    return [];
  }
  return (data as unknown[]).map((value, index) => {
    const key = (value as Record<string, unknown> | null)?.[spec.list!.key];
    const id = typeof key === "string" && key.trim() ? key : `entry ${index + 1}`;
    return { label: `data/${name}.json › ${id}`, value };
  });
}

function checkShapes(spec: FileSpec, entries: Entry[], problems: string[]) {
  for (const { label, value } of entries) {
    const result = v.safeParse(spec.schema, value);
    if (result.success) continue;
    for (const issue of result.issues) {
      const missing = issue.input === undefined && issue.kind === "schema";
      const unknownKey = issue.expected === "never";
      const message = missing ? "required" : unknownKey ? "unknown field (not in the schema)" : issue.message;
      problems.push(`${label} › ${fieldPath(issue)}: ${message}`);
    }
  }
}

/** An entry in its own file is named by its key: `data/jobs/data-analyst.json` holds the job whose slug is data-analyst. */
function checkFileNames(entries: Entry[], key: string, problems: string[]) {
  for (const entry of entries) {
    const value = field(entry, key);
    if (typeof value === "string" && entry.file !== undefined && value !== entry.file)
      problems.push(
        `${entry.label} › ${key}: "${value}" must be the file's name (rename the file to ${value}.json, or change the ${key})`,
      );
  }
}

function checkUnique(name: DataFileName, entries: Entry[], field: string, problems: string[]) {
  const seen = new Set<string>();
  for (const { label, value } of entries) {
    const key = (value as Record<string, unknown> | null)?.[field];
    if (typeof key !== "string") continue;
    if (seen.has(key)) problems.push(`${label} › ${field}: duplicate "${key}" in ${dataPath(name)}`);
    seen.add(key);
  }
}

const field = (entry: Entry, name: string) => (entry.value as Record<string, unknown> | null)?.[name];

/** A listing (home tiles, Services cards) shows each service once. */
function checkListedOnce(order: Entry[], problems: string[]) {
  for (const list of ["home", "services"]) {
    const slugs = field(order[0] ?? { label: "", value: null }, list);
    if (!Array.isArray(slugs)) continue;
    slugs.forEach((slug, index) => {
      if (slugs.indexOf(slug) !== index)
        problems.push(`${order[0].label} › ${list}.${index}: "${slug}" is listed twice`);
    });
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

function checkDates(jobs: Entry[], problems: string[]) {
  for (const entry of jobs) {
    const posted = field(entry, "datePosted");
    const until = field(entry, "validThrough");
    if (typeof posted === "string" && typeof until === "string" && until < posted)
      problems.push(`${entry.label} › validThrough: must not be before datePosted`);
  }
}

/** The home page's claims band names claims data/site.json holds. */
function checkHomeClaims(home: Entry[], site: Entry[], problems: string[]) {
  const keys = new Set(
    ((field(site[0] ?? { label: "", value: null }, "claims") ?? []) as { key?: unknown }[]).map((claim) => claim?.key),
  );
  const shown = field(home[0] ?? { label: "", value: null }, "claims");
  (Array.isArray(shown) ? shown : []).forEach((key, index) => {
    if (!keys.has(key))
      problems.push(
        `data/home.json › claims.${index}: unknown claim "${String(key)}" (not a key in data/site.json claims)`,
      );
  });
}

type Section = { id?: unknown; table?: { rows?: unknown } };

/**
 * The Cookie Policy's table lists the cookies of shared/cookies.ts, in that order, each with the
 * duration the code uses, and says of a cookie the site does not set that it does not set it.
 */
function checkCookieTable(legal: Entry[], problems: string[]) {
  const policy = legal.find((entry) => field(entry, "slug") === COOKIE_POLICY_SLUG);
  if (!policy)
    return problems.push(`data/legal.json › ${COOKIE_POLICY_SLUG}: required (the Cookie Policy, shared/cookies.ts)`);
  const sections = (field(policy, "sections") ?? []) as Section[];
  const index = sections.findIndex((section) => Array.isArray(section?.table?.rows));
  const rows = index < 0 ? [] : ((sections[index].table!.rows as unknown[]).filter(Array.isArray) as unknown[][]);
  const at = `${policy.label} › sections.${index < 0 ? "(table)" : `${index}.table.rows`}`;
  const listed = rows.map((row) => row[0]);
  const expected = COOKIE_ROWS.map((row) => row.name);
  if (listed.join() !== expected.join())
    return problems.push(
      `${at}: must list the cookies ${expected.join(", ")} in that order (shared/cookies.ts), not ${listed.join(", ") || "none"}`,
    );
  COOKIE_ROWS.forEach((cookie, row) => {
    const cells = rows[row];
    if (cells[cells.length - 1] !== cookie.duration)
      problems.push(
        `${at}.${row}: ${cookie.name} lasts "${cookie.duration}" (shared/cookies.ts), not "${String(cells[cells.length - 1])}"`,
      );
    if (!cookie.setBySite && !cells.some((cell) => typeof cell === "string" && cell.includes(NOT_SET_PHRASE)))
      problems.push(
        `${at}.${row}: ${cookie.name} is not set by this site, and its row must say so ("${NOT_SET_PHRASE}")`,
      );
  });
}

/** The `image` fields in an entry, wherever they sit, with their place (`image`, `people.2.image`). */
function imageFields(value: unknown, at: string[] = []): { place: string; picture: unknown }[] {
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) =>
    key === "image" ? [{ place: [...at, key].join("."), picture: inner }] : imageFields(inner, [...at, key]),
  );
}

/**
 * Every picture the data names is in its field's folder under src/images/ (IMAGE_FOLDERS) and is
 * there: a picture moved or renamed fails here, naming file › entry › field, not as a GraphQL
 * error halfway through the build. `exists` answers for a path under src/images/ (the build and
 * the editor pass the file system's answer).
 */
export function checkPictures(files: DataFiles, exists: (relativePath: string) => boolean): string[] {
  const problems: string[] = [];
  const specs = fileSpecs(files);
  for (const [name, folder] of Object.entries(IMAGE_FOLDERS) as [DataFileName, string][]) {
    if (files[name] === undefined) continue;
    for (const entry of entriesOf(name, specs[name], files[name], [])) {
      for (const { place, picture } of imageFields(entry.value)) {
        if (typeof picture !== "string") continue;
        if (!picture.startsWith(`${folder}/`))
          problems.push(`${entry.label} › ${place}: must be a picture in src/images/${folder}/, not "${picture}"`);
        else if (!exists(picture)) problems.push(`${entry.label} › ${place}: src/images/${picture} does not exist`);
      }
    }
  }
  return problems;
}

/**
 * Checks every data file and returns one line per problem, naming the file, the entry and the
 * field (`data/legal.json › cookie-policy › title: required`; an entry in its own file is named
 * by the file: `data/jobs/solutions-architect.json › title: required`); an empty list means valid.
 * With `names`, only those files are checked (the files their rules refer to must be in `files`).
 */
export function validateData(files: DataFiles, names: readonly DataFileName[] = DATA_FILES): string[] {
  const problems: string[] = [];
  const entries = {} as Record<DataFileName, Entry[]>;
  const specs = fileSpecs(files);
  for (const name of names) {
    if (files[name] === undefined) {
      problems.push(`${dataPath(name)}: ${isFolder(name) ? "folder" : "file"} is missing`);
      entries[name] = [];
      continue;
    }
    entries[name] = entriesOf(name, specs[name], files[name], problems);
    checkShapes(specs[name], entries[name], problems);
    const key = specs[name].list?.key;
    if (key) checkUnique(name, entries[name], key, problems);
    if (key && isFolder(name)) checkFileNames(entries[name], key, problems);
  }
  if (entries["service-order"]) checkListedOnce(entries["service-order"], problems);
  if (entries.services) checkServiceVariant(entries.services, problems);
  if (entries.jobs) checkDates(entries.jobs, problems);
  if (entries.legal) checkCookieTable(entries.legal, problems);
  if (entries.home && entries.site) checkHomeClaims(entries.home, entries.site, problems);
  // The rules across files (a result and its case study, the company's story) need every file they
  // compare: a check of one file alone (the editor's save) leaves them to the whole data check.
  if (names.length === DATA_FILES.length) {
    problems.push(...checkResults(files), ...checkStory(files));
  }
  return problems;
}
