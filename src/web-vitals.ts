import type { Metric } from "web-vitals";

export type VitalsReporter = (metric: Metric) => void;
type WebVitals = Pick<typeof import("web-vitals"), "onCLS" | "onFCP" | "onINP" | "onLCP" | "onTTFB">;

/**
 * The web-vitals reporting loader: it runs only when a reporter is supplied. Without one
 * it returns at once, so the web-vitals library is never downloaded and nothing is measured or sent.
 */
export async function reportWebVitals(
  reporter?: VitalsReporter,
  load: () => Promise<WebVitals> = () => import("web-vitals"),
) {
  if (!reporter) return false;
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await load();
  for (const observe of [onCLS, onFCP, onINP, onLCP, onTTFB]) observe(reporter);
  return true;
}

/**
 * A reporter that posts each metric as JSON to `endpoint`. The site's Content-Security-Policy allows
 * `connect-src 'self'` only, so the endpoint must be on the site's own origin (or the policy widened).
 */
export function beaconReporter(endpoint: string): VitalsReporter {
  return ({ name, value, rating, id, navigationType }) => {
    const body = JSON.stringify({ name, value, rating, id, navigationType, path: window.location.pathname });
    if (!navigator.sendBeacon?.(endpoint, body)) void fetch(endpoint, { method: "POST", body, keepalive: true });
  };
}
