import type { GatsbySSR } from "gatsby";
import { startHints, type StartingPage } from "./gatsby/start-hints";
import { START_HINTS_ID } from "./src/names";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents, pathname, loadPageDataSync }) => {
  // The build's chunk groups are written into this bundle when it is built (gatsby/webpack.ts);
  // `gatsby develop` has none, and its pages start their app at once.
  if (typeof __APP_CHUNK_GROUPS__ === "undefined") return;
  // Gatsby types the result as `{ result }`; for the page being rendered it is the whole page data,
  // held in memory (static-entry.js): no file is read.
  const page = loadPageDataSync(pathname) as unknown as StartingPage | null;
  // A data block, not <link rel="prefetch">: links in the HTML would be fetched (and, in Lighthouse's
  // simulation, scheduled) alongside the page's own resources; the page adds them once it has loaded.
  const hints = JSON.stringify(startHints(pathname, page, __APP_CHUNK_GROUPS__)).replace(/</g, "\\u003c");
  setHeadComponents([
    <script
      key={START_HINTS_ID}
      id={START_HINTS_ID}
      type="application/json"
      data-component={page?.componentChunkName}
      dangerouslySetInnerHTML={{ __html: hints }}
    />,
  ]);
};
