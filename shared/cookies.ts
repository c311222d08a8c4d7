/**
 * The cookies the Cookie Policy lists, in its table's order, with the durations it states. The
 * consent code (src/analytics/consent.ts) takes the consent cookie's name and lifetime from here, and
 * the data check (content-model/validate.ts) refuses a Cookie Policy table that names other cookies or
 * other durations, so the policy and the code cannot drift apart.
 */

/** The Cookie Policy's entry in data/legal.json. */
export const COOKIE_POLICY_SLUG = "cookie-policy";

/** The first-party cookie that holds the visitor's analytics choice; strictly necessary, so set without asking. */
export const CONSENT_COOKIE = { name: "preferences", duration: "1 year", maxAgeSeconds: 365 * 24 * 60 * 60 } as const;

/** Google Analytics 4's cookies: `_ga` and `_ga_<container-id>` (Google's "Cookie usage" page: 2 years each). */
export const ANALYTICS_COOKIE = /^_ga(_[A-Za-z0-9]+)?$/;

export type CookieRow = {
  name: string;
  duration: string;
  /** False for a cookie the policy names only to say the site does not set it. */
  setBySite: boolean;
};

export const COOKIE_ROWS: readonly CookieRow[] = [
  { name: "_ga", duration: "2 years", setBySite: true },
  { name: "_ga_<container-id>", duration: "2 years", setBySite: true },
  // Universal Analytics' cookie; GA4, which this site uses, does not set it.
  { name: "_gid", duration: "24 hours", setBySite: false },
  // Nothing in the site or its server sets a session cookie: the forms are protected without one.
  { name: "session_id", duration: "Session", setBySite: false },
  { name: CONSENT_COOKIE.name, duration: CONSENT_COOKIE.duration, setBySite: true },
];

/** What a row of a cookie the site does not set must say, in so many words. */
export const NOT_SET_PHRASE = "does not set";
