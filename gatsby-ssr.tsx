import type { GatsbySSR } from "gatsby";
import { readChunkMap, startHints, type StartingPage } from "./gatsby/start-hints";
import { START_HINTS_ID } from "./src/browser/start";
import { RootWrapper } from "./src/root-wrapper";

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element }) => <RootWrapper>{element}</RootWrapper>;

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents, pathname, loadPageDataSync }) => {
  setHtmlAttributes({ lang: "en" });
  // Gatsby types the result as `{ result }`; for the page being rendered it is the whole page data (static-entry.js).
  const page = loadPageDataSync(pathname) as unknown as StartingPage | null;
  // A data block, not <link rel="prefetch">: links in the HTML would be fetched (and, in Lighthouse's
  // simulation, scheduled) alongside the page's own resources; the page adds them once it has loaded.
  const hints = JSON.stringify(startHints(pathname, page, readChunkMap())).replace(/</g, "\\u003c");
  setHeadComponents([<script key={START_HINTS_ID} id={START_HINTS_ID} type="application/json" dangerouslySetInnerHTML={{ __html: hints }} />]);
};
