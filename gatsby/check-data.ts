import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { loadDataFiles } from "./load-data";
import { validateData } from "./validate";

/** Refuses bad data before anything is sourced or built, listing every problem at once. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const { files, problems: parseProblems } = loadDataFiles(path.resolve("data"));
  const problems = parseProblems.length ? parseProblems : validateData(files);
  if (problems.length === 0) return;
  reporter.panic(
    `The data in data/ has ${problems.length} problem${problems.length === 1 ? "" : "s"}:\n` +
      problems.map((line) => `  - ${line}`).join("\n"),
  );
};
