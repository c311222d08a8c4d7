import type { GatsbySSR } from "gatsby";
import { readChunkMap, startHints, type StartingPage } from "./gatsby/start-hints";
import { RootWrapper } from "./src/root-wrapper";

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element }) => <RootWrapper>{element}</RootWrapper>;

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents, pathname, loadPageDataSync }) => {
  setHtmlAttributes({ lang: "en" });
  // Gatsby types the result as `{ result }`; for the page being rendered it is the whole page data (static-entry.js).
  const page = loadPageDataSync(pathname) as unknown as StartingPage | null;
  setHeadComponents(startHints(pathname, page, readChunkMap()).map((href) => <link key={href} rel="prefetch" href={href} />));
};
