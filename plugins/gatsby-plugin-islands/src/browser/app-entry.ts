// The browser bundle's entry in place of Gatsby's `.cache/production-app` (gatsby/webpack.ts): that
// module starts the app as soon as it is evaluated, so it is loaded and evaluated only when the page
// needs the app (./start.ts): once the page has loaded and the browser is idle, or at the first
// interaction before then. It is a chunk of its own, APP_START_CHUNK, with Preact and Gatsby's
// runtime, so that none of it is parsed or run while the page loads. This entry itself, with the
// site's arrival module (the plugin's `arrival` option), is what every page runs on arrival.
import { onArrival, startsAtOnce } from "gatsby-plugin-islands-arrival";
// Evaluated on arrival, not with the app: what the visitor does while the app starts (a tap on the
// menu, typing) is caught from the page's first moment and given to the islands once they work.
import "./early-input";
import { prefetchStartWhenIdle, whenToStart } from "./start";

onArrival();

// The chunk's name is APP_START_CHUNK (src/names.ts); webpack reads it from this comment only.
void whenToStart(prefetchStartWhenIdle(), startsAtOnce).then(
  () => import(/* webpackChunkName: "app-start" */ "gatsby-production-app"),
);
