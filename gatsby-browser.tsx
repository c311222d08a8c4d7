import type { GatsbyBrowser } from "gatsby";
import { onArrival } from "./src/browser/arrival";
import { PageWrapper, RootWrapper } from "./src/root-wrapper";

// `gatsby develop` only: built pages run no Gatsby runtime, only their islands
// (plugins/gatsby-plugin-islands), whose entry runs the same arrival module.
export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => <RootWrapper>{element}</RootWrapper>;
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => (
  <PageWrapper path={props.path}>{element}</PageWrapper>
);
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => onArrival();
