import { ANALYTICS_COOKIE, CONSENT_COOKIE } from "../../shared/cookies";
import { pageState } from "../browser/page-state";

/**
 * The one consent gate of the site. The visitor's choice lives in the `preferences` cookie
 * (shared/cookies.ts: name and lifetime, the same the Cookie Policy states); nothing that measures
 * the visit (Google's tag, the web-vitals reporter, the events below) starts before it says
 * "granted", and withdrawing stops them and deletes Google's cookies.
 */
export type Choice = "granted" | "denied";

declare global {
  interface Window {
    dataLayer?: unknown[];
    /** Google's documented switch that stops the tag of one measurement id from sending anything. */
    [key: `ga-disable-${string}`]: boolean | undefined;
  }
}

const PREFIX = "analytics:";

/** The stored choice, or null when the visitor has not chosen yet (the banner then asks). */
export function readChoice(cookies = document.cookie): Choice | null {
  for (const pair of cookies.split(";")) {
    const [name, value] = pair.trim().split("=");
    if (name !== CONSENT_COOKIE.name) continue;
    if (value === `${PREFIX}granted`) return "granted";
    if (value === `${PREFIX}denied`) return "denied";
  }
  return null;
}

const secure = () => (window.location.protocol === "https:" ? "; Secure" : "");

function writeChoice(choice: Choice) {
  document.cookie = `${CONSENT_COOKIE.name}=${PREFIX}${choice}; Max-Age=${CONSENT_COOKIE.maxAgeSeconds}; Path=/; SameSite=Lax${secure()}`;
}

/**
 * The domains a cookie of this page may have been set on: none (host-only), the host, and each
 * parent domain (Google's tag sets `_ga` on the highest one the browser accepts).
 */
function cookieDomains(hostname: string): string[] {
  const labels = hostname.split(".");
  const parents = /^[\d.]+$/.test(hostname)
    ? []
    : labels.slice(1, -1).map((_, index) => labels.slice(index + 1).join("."));
  return ["", hostname, ...parents];
}

/** Deletes `_ga` and `_ga_<id>` wherever Google's tag may have put them. */
function deleteAnalyticsCookies() {
  const names = document.cookie
    .split(";")
    .map((pair) => pair.trim().split("=")[0])
    .filter((name) => ANALYTICS_COOKIE.test(name));
  for (const name of names)
    for (const domain of cookieDomains(window.location.hostname))
      document.cookie = `${name}=; Max-Age=0; Path=/${domain ? `; Domain=${domain}` : ""}${secure()}`;
}

// gtag.js reads `arguments` objects from the data layer, not arrays: this is Google's own snippet, typed.
function gtag(..._args: unknown[]) {
  // eslint-disable-next-line prefer-rest-params -- gtag.js needs the arguments object itself, not an array.
  (window.dataLayer ??= []).push(arguments);
}

/**
 * Whether the site asks at all: with a measurement id, or with the web-vitals reporter configured
 * (GATSBY_WEB_VITALS_ENDPOINT), which goes through the same gate (docs/analytics.md says why).
 */
export const consentNeeded = (id: string) => Boolean(id || process.env.GATSBY_WEB_VITALS_ENDPOINT);

/** Whether the banner shows, and whether it takes focus (when the visitor asked for it, not on arrival). */
export type BannerState = { open: boolean; focus: boolean };
/**
 * The page's one gate: the islands' entry (the footer's button, the web-vitals reporter) and the
 * islands (the banner, the forms' events) each carry this module, and all of them read and change
 * the same state (src/browser/page-state.ts).
 */
const gate = pageState("consent", () => ({
  measurementId: "",
  tagLoaded: false,
  whenGranted: [] as (() => void)[],
  listeners: new Set<(state: BannerState) => void>(),
  banner: { open: false, focus: false },
}));

function setBanner(state: BannerState) {
  gate.banner = state;
  for (const listener of gate.listeners) listener(state);
}

/**
 * Google's tag, after Consent Mode v2's defaults: every signal denied first, then analytics alone
 * granted; the advertising signals stay denied. Loaded once a page's life.
 */
function loadTag() {
  if (!gate.measurementId) return;
  if (gate.tagLoaded) {
    // Accepted again after a withdrawal in the same page's life; a page change alone changes nothing.
    if (window[`ga-disable-${gate.measurementId}`]) gtag("consent", "update", { analytics_storage: "granted" });
    window[`ga-disable-${gate.measurementId}`] = false;
    return;
  }
  gate.tagLoaded = true;
  // A "Reject" earlier in the page's life set Google's switch off; an "Accept" now turns it on again.
  window[`ga-disable-${gate.measurementId}`] = false;
  gtag("consent", "default", {
    ad_storage: "denied",
    ad_user_data: "denied",
    ad_personalization: "denied",
    analytics_storage: "denied",
  });
  gtag("consent", "update", { analytics_storage: "granted" });
  gtag("js", new Date());
  gtag("config", gate.measurementId);
  const script = document.createElement("script");
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(gate.measurementId)}`;
  document.head.appendChild(script);
}

function start() {
  loadTag();
  for (const callback of gate.whenGranted.splice(0)) callback();
}

/**
 * Called once the page knows the site's settings (the banner does, from data/site.json). Reads the
 * choice first: a visitor who accepted gets the tag, one who chose nothing gets the banner, and
 * one who rejected gets neither.
 */
export function startConsent(id: string) {
  gate.measurementId = id;
  const choice = readChoice();
  if (choice === "granted") start();
  else if (choice === null) setBanner({ open: true, focus: false });
}

/** Runs `callback` once the visitor has accepted analytics (at once if they already have). */
export function onAnalyticsGranted(callback: () => void) {
  if (readChoice() === "granted") callback();
  else gate.whenGranted.push(callback);
}

/** Stores the visitor's answer and acts on it: starts measuring, or stops and deletes Google's cookies. */
export function choose(choice: Choice) {
  writeChoice(choice);
  // Focus goes back where the visitor asked from, the footer's button, rather than to the page's top.
  if (gate.banner.focus) document.querySelector<HTMLElement>(`[${SETTINGS_ATTRIBUTE}]`)?.focus();
  setBanner({ open: false, focus: false });
  if (choice === "granted") return start();
  if (gate.measurementId) {
    window[`ga-disable-${gate.measurementId}`] = true;
    if (gate.tagLoaded) gtag("consent", "update", { analytics_storage: "denied" });
  }
  deleteAnalyticsCookies();
}

/** Marks the footer's "Cookie settings" button; one listener on the document serves it in the server's HTML. */
export const SETTINGS_ATTRIBUTE = "data-cookie-settings";

/** Makes the footer's "Cookie settings" ask again (gatsby-browser.tsx installs it when the app starts). */
export function listenForSettings() {
  document.addEventListener("click", (event) => {
    if (event.target instanceof Element && event.target.closest(`[${SETTINGS_ATTRIBUTE}]`))
      setBanner({ open: true, focus: true });
  });
}

/** Follows the banner's state (the banner component renders from it). */
export function subscribeBanner(listener: (state: BannerState) => void): () => void {
  gate.listeners.add(listener);
  listener(gate.banner);
  return () => void gate.listeners.delete(listener);
}

/**
 * An event for the marketing team (a sent message, an application, a filter used): sent only while
 * the visitor's choice is "granted" and Google's tag is configured; otherwise dropped, not queued.
 */
export function track(name: string, params: Record<string, string> = {}) {
  if (!gate.measurementId || readChoice() !== "granted") return;
  gtag("event", name, params);
}

/** One of the marketing team's events: its name, and what it may carry (never a name, email or message). */
export type AnalyticsEvent = { name: string; params?: Record<string, string> };

/** The marketing team's events, by name. */
export const EVENTS = {
  contactMessage: "contact_message_sent",
  application: "application_submitted",
  careersFilter: "careers_filter_used",
} as const;
