import { LIST_COLLECTION } from "../../content-model/cms-config";
import type { DataFileName } from "../../content-model/type-names";
import { validateData, type DataFiles } from "../../content-model/validate";
import { listToFile } from "./formats";

/**
 * A save refused because the file it would write breaks the data rules: its message is the data
 * check's own lines. Shown by Decap as "Not saved: …" (src/admin/phrases.ts).
 */
export class DataRuleRefusal extends Error {
  name = "DataRuleRefusal";
  /** The messages refused so far: Decap hands a refusal on as its text alone (see isRefusal). */
  static readonly refused = new Set<string>();
  constructor(message: string) {
    super(message);
    DataRuleRefusal.refused.add(message);
  }
  // Decap writes the error into its message with String(error): the lines alone, without "Error:".
  override toString() {
    return this.message;
  }
}

/**
 * Whether a rejection Decap leaves uncaught is the end of a save refused here: its failure action,
 * whose payload carries the refusal's text (Decap keeps String(error), not the error).
 */
export function isRefusal(reason: unknown): boolean {
  const error = (reason as { payload?: { error?: unknown } } | null)?.payload?.error;
  return typeof error === "string" && DataRuleRefusal.refused.has(error);
}

type Saved = { collection: string; file: string; data: Record<string, unknown> };

/** The file's name in data/ that an entry of a collection is (a job's folder, or a files collection's file). */
const FOLDER_COLLECTIONS = ["jobs", "services", "case-studies"];
const fileName = ({ collection, file }: Saved) => (FOLDER_COLLECTIONS.includes(collection) ? collection : file);

/** Every `caseStudy` value in an entry (a service's figures, the home page's industries and slides), as the slugs it names. */
function caseStudiesNamed(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(caseStudiesNamed);
  if (!value || typeof value !== "object") return [];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, item]) =>
    key === "caseStudy" && typeof item === "string" ? [item] : caseStudiesNamed(item),
  );
}
const bySlug = (slugs: unknown[]) => Object.fromEntries(slugs.map((slug) => [String(slug), { slug }]));

/**
 * What `npm run check:data` would say of the file this save writes, checked by the same function
 * (content-model/validate.ts), the file as the editor's format writes it. Names another file holds are
 * taken as known: the form offers only those (a job's department and location, the services an
 * order lists); a slug another entry has is refused by the title's widget.
 */
export function problemsOfSave(saved: Saved): string[] {
  const name = fileName(saved) as DataFileName;
  const written = saved.collection === LIST_COLLECTION ? (JSON.parse(listToFile(saved.data)) as unknown) : saved.data;
  const files: DataFiles = {};
  // The case studies a service or the home page names, and the services a case study names, are the form's choices.
  files["case-studies"] = bySlug(caseStudiesNamed(saved.data));
  if (name === "case-studies") files.services = bySlug(Array.isArray(saved.data.services) ? saved.data.services : []);
  if (name === "jobs" || name === "services" || name === "case-studies") {
    const slug = typeof saved.data.slug === "string" ? saved.data.slug : "";
    files[name] = { [slug]: written };
    const named = (value: unknown) => (typeof value === "string" ? [{ name: value }] : []);
    files.departments = named(saved.data.department);
    files.locations = named(saved.data.location);
  } else {
    files[name] = written;
    if (name === "service-order") {
      const listed = [saved.data.home, saved.data.services].flatMap((list): unknown[] =>
        Array.isArray(list) ? list : [],
      );
      files.services = Object.fromEntries(listed.map((slug) => [String(slug), { slug }]));
    }
  }
  return validateData(files, [name]);
}
