import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { loadDataFiles } from "./load-data";
import { IMAGES_DIR } from "../cms-config";
import { checkPictures, validateData, type DataFiles } from "../validate";

/** The data in a data/ folder and every problem with it, parse errors first (they hide the rest). */
export function checkDataDir(dataDir: string): { files: DataFiles; problems: string[] } {
  const { files, problems: parseProblems } = loadDataFiles(dataDir);
  if (parseProblems.length) return { files, problems: parseProblems };
  // The pictures live beside the data, in the site's IMAGES_DIR.
  const images = path.join(dataDir, "..", IMAGES_DIR);
  const exists = (picture: string) => fs.existsSync(path.join(images, picture));
  return { files, problems: [...validateData(files), ...checkPictures(files, exists)] };
}

/** The report the build and `npm run check:data` print: one line per problem. */
export const problemReport = (problems: string[]) =>
  `The data in data/ has ${problems.length} problem${problems.length === 1 ? "" : "s"}:\n` +
  problems.map((line) => `  - ${line}`).join("\n");

/** Refuses bad data before anything is sourced or built, listing every problem at once. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const { problems } = checkDataDir(path.resolve("data"));
  if (problems.length) reporter.panic(problemReport(problems));
};
