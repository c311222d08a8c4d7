// The browser bundle's entry in place of Gatsby's `.cache/production-app` (gatsby/webpack.ts): that
// module starts the app as soon as it is evaluated, so it is evaluated only when the page needs the
// app (./start.ts). `webpackMode: "eager"` keeps it in this same chunk, loaded with the page as
// before, instead of a chunk of its own fetched at the first touch.
import { rememberLeadSourceWhenIdle } from "../forms/lead-source";
import { prefetchStartWhenIdle, whenToStart } from "./start";

// The campaign labels of the page the visit arrives on are kept whether or not its app starts.
rememberLeadSourceWhenIdle(window.location.search);

prefetchStartWhenIdle();
void whenToStart().then(() => import(/* webpackMode: "eager" */ "gatsby-production-app"));
