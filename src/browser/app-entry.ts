// The browser bundle's entry in place of Gatsby's `.cache/production-app` (gatsby/webpack.ts): that
// module starts the app as soon as it is evaluated, so it is loaded and evaluated only when the page
// needs the app (./start.ts). It is a chunk of its own, APP_START_CHUNK, with Preact and Gatsby's
// runtime: a page that has not started its app has fetched (./start.ts prefetches it once the page is
// idle) but not parsed or run them. This entry itself is what every page runs on arrival.
import { rememberLeadSourceLater } from "../forms/lead-source";
import { rotateBeforeStart } from "./rotation";
import { prefetchStartWhenIdle, whenToStart } from "./start";

// The campaign labels of the page the visit arrives on are kept whether or not its app starts.
rememberLeadSourceLater(window.location.search);

// The home carousel turns from the moment the page is shown, app or not.
if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", () => rotateBeforeStart(), { once: true });
else rotateBeforeStart();

prefetchStartWhenIdle();
// The chunk's name is APP_START_CHUNK (gatsby/start-hints.ts); webpack reads it from this comment only.
void whenToStart().then(() => import(/* webpackChunkName: "app-start" */ "gatsby-production-app"));
