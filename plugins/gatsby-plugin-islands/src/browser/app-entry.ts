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
import { evaluateInParts, runScript } from "./app-parts";
import { componentScripts, prefetchStartWhenIdle, startHintsOf, whenToStart } from "./start";

onArrival();

// Every import names the chunk APP_START_CHUNK (src/names.ts; webpack reads the name from these
// comments only), so that they are one chunk, fetched once. Evaluated one part per task
// (./app-parts.ts): webpack keeps each evaluated module, so Gatsby's entry, last, evaluates only
// what the parts before it have not.
void whenToStart(prefetchStartWhenIdle(), startsAtOnce).then(() => {
  const hints = startHintsOf();
  const component = hints.component;
  return evaluateInParts([
    () => import(/* webpackChunkName: "app-start" */ "react"),
    () => import(/* webpackChunkName: "app-start" */ "@emotion/react"),
    () => import(/* webpackChunkName: "app-start" */ "@gatsbyjs/reach-router"),
    () => import(/* webpackChunkName: "app-start" */ "gatsby-app-modules/loader"),
    // Gatsby's public browser API (links, static queries), which the plugins' gatsby-browser files import.
    () => import(/* webpackChunkName: "app-start" */ "gatsby"),
    () => import(/* webpackChunkName: "app-start" */ "gatsby-app-modules/api-runner-browser"),
    // The page's component: its chunks run one per task (webpack, asked for them with the page's
    // data, would add them all in one), then the component is evaluated in a task of its own (not in
    // the one where the page's data arrives).
    ...componentScripts(hints).map((src) => () => runScript(src)),
    ...(component ? [() => evaluateComponent(component)] : []),
    () => import(/* webpackChunkName: "app-start" */ "gatsby-production-app"),
  ]);
});

async function evaluateComponent(chunkName: string) {
  const { components } = await import(/* webpackChunkName: "app-start" */ "$virtual/async-requires");
  await components[chunkName]?.().catch(() => undefined); // Gatsby's loader reports a failure itself.
}
