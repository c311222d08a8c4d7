import type { GatsbyBrowser } from "gatsby";
import { endFirstRender } from "./hydration";

// Gatsby runs this after the first client render. From here on every render is a client render
// (`Static` content mounted later renders its children), and the page's islands hydrate one task at a
// time; <html> gets HYDRATED_ATTRIBUTE when those in view have (./hydration.ts).
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  endFirstRender();
};
