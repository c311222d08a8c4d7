// What every page does as it arrives, before and apart from its islands: the islands' entry runs it
// on built pages (plugins/gatsby-plugin-islands/gatsby/bundle.ts), gatsby-browser.tsx under
// `gatsby develop`.
import { rememberLeadSourceLater } from "../forms/lead-source";
import { listenForSettings, onAnalyticsGranted, readChoice } from "../analytics/consent";

export function onArrival() {
  // The campaign labels of the page the visit arrives on are kept for the forms.
  rememberLeadSourceLater(window.location.search);
  // The footer's "Cookie settings" asks again (the consent island shows the question).
  listenForSettings();
  // Web-vitals reporting is off unless GATSBY_WEB_VITALS_ENDPOINT is set at build time; it is
  // inlined, so when unset this branch and its import leave the bundle. When set, it waits for the
  // visitor's "Accept" like Google's tag (docs/analytics.md).
  if (process.env.GATSBY_WEB_VITALS_ENDPOINT) reportWhenGranted(process.env.GATSBY_WEB_VITALS_ENDPOINT);
}

function reportWhenGranted(endpoint: string) {
  onAnalyticsGranted(
    () =>
      void import("../web-vitals").then(({ reportWebVitals, beaconReporter }) => {
        const send = beaconReporter(endpoint);
        // A withdrawal later in the page's life stops the reports too.
        return reportWebVitals((metric) => readChoice() === "granted" && send(metric));
      }),
  );
}
