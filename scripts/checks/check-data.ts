// `npm run check:data`: the build's full data validation (cross-file rules included) without a
// build, with the same file › entry › field messages; then it writes the JSON Schemas and the
// editor's schema map generated from the rules (only files whose content changed).
import fs from "node:fs";
import path from "node:path";
import { checkDataDir, problemReport } from "../../content-model/node/check-data";
import { generatedFiles } from "../../content-model/generated-files";

const started = performance.now();
const root = path.resolve(process.argv[2] ?? ".");
const { files, problems } = checkDataDir(path.join(root, "data"));
const seconds = () => `${((performance.now() - started) / 1000).toFixed(2)} s`;

if (problems.length) {
  console.error(problemReport(problems));
  console.error(`(checked in ${seconds()})`);
  process.exit(1);
}

const written: string[] = [];
for (const [file, content] of Object.entries(generatedFiles(files))) {
  const target = path.join(root, file);
  if (fs.existsSync(target) && fs.readFileSync(target, "utf8") === content) continue;
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, content);
  written.push(file);
}
if (written.length) console.log(`Regenerated from the data rules: ${written.join(", ")}`);
console.log(`The data in data/ is valid (checked in ${seconds()}).`);
