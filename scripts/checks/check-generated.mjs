// `npm run check:generated`, a step of `npm test` after the data check and the build, which write
// every generated file (the JSON Schemas; the GraphQL types through graphqlTypegen's documented
// generateOnBuild): fails when a file .gitattributes marks linguist-generated differs from the
// commit, or is new and not committed, so a hand edit or a stale copy cannot reach the type check.
import { execFileSync } from "node:child_process";

const GENERATED = ":(attr:linguist-generated)";
const git = (...args) => execFileSync("git", args, { encoding: "utf8" });

const stale = git("status", "--porcelain", "--", GENERATED).trim();
if (stale) {
  console.error(
    git("diff", "--stat", "--", GENERATED) + git("diff", "--", GENERATED).split("\n").slice(0, 40).join("\n"),
  );
  console.error(`\nThese generated files differ from what \`npm run generate\` writes:\n${stale}\n`);
  console.error("Run `npm run generate` and commit the result; never edit them by hand.");
  process.exit(1);
}
console.log(`Generated files are current (${git("ls-files", "--", GENERATED).trim().split("\n").length} files).`);
