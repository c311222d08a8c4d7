import { LEAD_SOURCE_FIELDS, LEAD_SOURCE_MAX, type LeadSource } from "./controls";

const KEY = "lead-source";

/** This tab's sessionStorage, or nothing where the browser refuses it (some private modes throw). */
function visitStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * Keeps the campaign parameters of the page where the visit began, for the visit only (this tab's
 * sessionStorage: no cookie, gone when the tab closes). Later pages of the visit change nothing,
 * so a lead is credited to the link that brought the visitor, as recruiters and marketers read it.
 */
export function rememberLeadSource(search: string, storage: Storage | undefined = visitStorage()): void {
  if (!storage || storage.getItem(KEY) !== null) return;
  const params = new URLSearchParams(search);
  const source: LeadSource = {};
  for (const name of LEAD_SOURCE_FIELDS) {
    const value = params.get(name)?.trim().slice(0, LEAD_SOURCE_MAX);
    if (value) source[name] = value;
  }
  storage.setItem(KEY, JSON.stringify(source));
}

/** What rememberLeadSource kept for this visit (nothing for a direct visit). */
export function leadSource(storage: Storage | undefined = visitStorage()): LeadSource {
  try {
    const kept = JSON.parse(storage?.getItem(KEY) ?? "{}") as Record<string, unknown>;
    return Object.fromEntries(LEAD_SOURCE_FIELDS.flatMap((name) => (typeof kept[name] === "string" ? [[name, kept[name]]] : [])));
  } catch {
    return {};
  }
}
