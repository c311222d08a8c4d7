import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { withCspMeta } from "./security";

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith(".html") ? [full] : [];
  });
}

/** Writes each page's Content-Security-Policy (with its own inline-script hashes) into its HTML. */
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }) => {
  const files = htmlFiles(path.resolve("public"));
  for (const file of files) fs.writeFileSync(file, withCspMeta(fs.readFileSync(file, "utf8")));
  reporter.info(`Content-Security-Policy written into ${files.length} pages`);
};
