import type { GatsbySSR } from "gatsby";
import { PageWrapper, RootWrapper } from "./src/root-wrapper";
import { TYPEFACE } from "./shared/typeface";
import { typefaceStyle } from "./src/styles/typeface-style";

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element }) => <RootWrapper>{element}</RootWrapper>;
export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => (
  <PageWrapper path={props.path}>{element}</PageWrapper>
);

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en" });
  // Asked for with the HTML, so the text is drawn in the site's face from the first paint on most loads;
  // its @font-face rules in a <style> of their own, which no script moves (src/styles/typeface-style.tsx).
  setHeadComponents([
    <link key="typeface" rel="preload" href={TYPEFACE.url} as="font" type="font/woff2" crossOrigin="anonymous" />,
    typefaceStyle,
  ]);
};
