import path from "node:path";
import * as v from "valibot";
import home from "../../data/home.json";
import * as rules from "../../content-model/data-schemas";
import { entryFileNames } from "../../content-model/node/data-folder";

/** The real data/home.json, read through its rule, so its icon names have the IconName type the page query gives them. */
export const homeContent = v.parse(
  rules.home({ caseStudies: entryFileNames(path.resolve("data/case-studies")) }),
  home,
);
