// The browser bundle's entry in place of Gatsby's `.cache/production-app` (gatsby/webpack.ts): that
// module starts the app as soon as it is evaluated, so it is loaded and evaluated only when the page
// needs the app (./start.ts): once the page has loaded and the browser is idle, or at the first
// interaction before then. It is a chunk of its own, APP_START_CHUNK, with Preact and Gatsby's
// runtime, so that none of it is parsed or run while the page loads. This entry itself is what every
// page runs on arrival.
import { rememberLeadSourceLater } from "../../../../src/forms/lead-source";
import { rotateBeforeStart } from "../../../../src/browser/rotation";
import { prefetchStartWhenIdle, whenToStart } from "./start";

// The campaign labels of the page the visit arrives on are kept whether or not its app starts.
rememberLeadSourceLater(window.location.search);

// The home carousel turns from the moment the page is shown, app or not.
if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", () => rotateBeforeStart(), { once: true });
else rotateBeforeStart();

// The chunk's name is APP_START_CHUNK (gatsby/start-hints.ts); webpack reads it from this comment only.
void whenToStart(prefetchStartWhenIdle()).then(() => import(/* webpackChunkName: "app-start" */ "gatsby-production-app"));
