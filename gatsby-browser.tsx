import { CacheProvider } from "@emotion/react";
import type { GatsbyBrowser } from "gatsby";
import { listenForSettings, onAnalyticsGranted, readChoice } from "./src/browser/consent";
import { rememberLeadSourceLater } from "./src/forms/lead-source";
import { PageWrapper, RootWrapper } from "./src/root-wrapper";
import { browserEmotionCache } from "./plugins/gatsby-plugin-islands/src";

// One cache for the page's life, created when the app starts (the server's styles are in <head> by then).
let emotionCache: ReturnType<typeof browserEmotionCache> | undefined;

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => (
  <CacheProvider value={(emotionCache ??= browserEmotionCache())}>
    <RootWrapper>{element}</RootWrapper>
  </CacheProvider>
);
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element }) => <PageWrapper>{element}</PageWrapper>;

// The visit's first page keeps its campaign parameters for the forms (src/forms/lead-source.ts). A
// built page did so on arrival (src/browser/arrival.ts, which gatsby-plugin-islands runs on every
// page whether or not its app starts); `gatsby develop` runs Gatsby's own entry, so it is done here.
// Web-vitals reporting is off unless GATSBY_WEB_VITALS_ENDPOINT is set at build time. Gatsby inlines
// the variable, so when it is unset this branch and its dynamic import leave the bundle entirely.
// When set, it waits for the visitor's "Accept" like Google's tag (docs/analytics.md).
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  if (process.env.NODE_ENV === "development") rememberLeadSourceLater(window.location.search);
  listenForSettings();
  const endpoint = process.env.GATSBY_WEB_VITALS_ENDPOINT;
  if (!endpoint) return;
  onAnalyticsGranted(
    () =>
      void import("./src/web-vitals").then(({ reportWebVitals, beaconReporter }) => {
        const send = beaconReporter(endpoint);
        // A withdrawal later in the page's life stops the reports too.
        return reportWebVitals((metric) => readChoice() === "granted" && send(metric));
      }),
  );
};

// The spec asks for an instant jump to the top on every path change, not a restored position;
// a link to an anchor (#section) is left to the browser so it lands on that section.
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps }) => {
  if (routerProps.location.hash) return true;
  window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  return false;
};
