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

let pending: (() => void) | undefined;

/**
 * rememberLeadSource for the page the app starts on, once the browser is idle: the first use of
 * sessionStorage in a tab opens its storage area, a synchronous wait on the browser process that
 * cost 20-30 ms of the app's start-up task under 4x CPU throttling. The address is read now, before
 * a client-side navigation can change it; a form that sends before then keeps it first (leadSource).
 */
export function rememberLeadSourceWhenIdle(search: string): void {
  const remember = () => {
    if (pending !== remember) return;
    pending = undefined;
    rememberLeadSource(search);
  };
  pending = remember;
  if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(remember, { timeout: 5000 });
  else window.setTimeout(remember, 1);
}

/** What rememberLeadSource kept for this visit (nothing for a direct visit). */
export function leadSource(storage: Storage | undefined = visitStorage()): LeadSource {
  pending?.();
  try {
    const kept = JSON.parse(storage?.getItem(KEY) ?? "{}") as Record<string, unknown>;
    return Object.fromEntries(LEAD_SOURCE_FIELDS.flatMap((name) => (typeof kept[name] === "string" ? [[name, kept[name]]] : [])));
  } catch {
    return {};
  }
}
