import type { GatsbyBrowser } from "gatsby";
import { nextTask } from "./app-parts";
import { endFirstRender } from "./hydration";

// Gatsby runs this after the first client render. From here on every render is a client render
// (`Static` content mounted later renders its children), and the page's islands hydrate one task at a
// time; <html> gets HYDRATED_ATTRIBUTE when those in view have (./hydration.ts). Gatsby calls it
// among the first commit's effects, in the task that also renders the page's `Head`: the islands'
// observers are set up in the next task, so that the two are not one long task.
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  void nextTask().then(endFirstRender);
};
