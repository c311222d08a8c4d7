import { pageState } from "../browser/page-state";
import { LEAD_SOURCE_FIELDS, LEAD_SOURCE_MAX, type LeadSource } from "../../shared/form-rules/controls";

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

/** The page's one pending record (src/browser/page-state.ts): the entry sets it, a form's island may run it. */
const visit = pageState("lead-source", () => ({ pending: undefined as (() => void) | undefined }));

/**
 * rememberLeadSource for the page the visit arrives on, done when it is needed: when the visitor
 * leaves the page (`pagehide`, or the page hidden, which is all a phone may say before it discards
 * a tab), or when a form asks first (leadSource). The first use of sessionStorage in a page opens
 * its storage area, a synchronous wait on the browser process: 6.3 ms of CPU at 1x in a trace of a
 * service page, a task of 80 ms at Lighthouse's 13x, after first paint.
 * The address is read now, before a client-side navigation can change it. The next page
 * of the visit finds the record in place, so the page where the visit began still decides.
 */
export function rememberLeadSourceLater(search: string): void {
  const remember = () => {
    if (visit.pending !== remember) return;
    visit.pending = undefined;
    window.removeEventListener("pagehide", remember);
    document.removeEventListener("visibilitychange", rememberIfHidden);
    rememberLeadSource(search);
  };
  const rememberIfHidden = () => document.visibilityState === "hidden" && remember();
  visit.pending = remember;
  window.addEventListener("pagehide", remember);
  document.addEventListener("visibilitychange", rememberIfHidden);
}

/** What rememberLeadSource kept for this visit (nothing for a direct visit). */
export function leadSource(storage: Storage | undefined = visitStorage()): LeadSource {
  visit.pending?.();
  try {
    const kept = JSON.parse(storage?.getItem(KEY) ?? "{}") as Record<string, unknown>;
    return Object.fromEntries(
      LEAD_SOURCE_FIELDS.flatMap((name) => (typeof kept[name] === "string" ? [[name, kept[name]]] : [])),
    );
  } catch {
    return {};
  }
}
