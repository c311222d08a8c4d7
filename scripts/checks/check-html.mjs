// `npm run check:html`: the W3C Nu HTML checker (vnu-jar) over every page in public/, in one JVM.
// Any HTML error fails; CSS messages are printed as advice only, because the checker's CSS parser
// rejects valid modern CSS. public/_gatsby/ holds slice fragments, not documents, and is skipped.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { htmlPages } from "./first-load-js.mjs";

const publicDir = path.resolve("public");
if (!fs.existsSync(path.join(publicDir, "index.html"))) {
  console.error("No production build in public/: run `npm run build` first.");
  process.exit(1);
}
const vnu = createRequire(import.meta.url)("vnu-jar");
const files = htmlPages(publicDir).map(([, file]) => file);
const run = spawnSync("java", ["-jar", vnu, "--format", "json", "--exit-zero-always", ...files], {
  encoding: "utf8",
  maxBuffer: 64 * 1024 * 1024,
});
if (run.error || run.status !== 0) {
  console.error(`The HTML checker did not run: ${run.error?.message ?? run.stderr}`);
  process.exit(1);
}
const { messages } = JSON.parse(run.stderr || run.stdout);
const isCss = (message) => message.message.startsWith("CSS:");
const where = (message) => `${path.relative(publicDir, new URL(message.url).pathname)}:${message.lastLine ?? "?"}`;
const errors = messages.filter((message) => message.type === "error" && !isCss(message));
const css = messages.filter((message) => message.type === "error" && isCss(message));

for (const message of css) console.warn(`advice  ${where(message)}  ${message.message}`);
for (const message of errors)
  console.error(
    `error   ${where(message)}  ${message.message}\n        ${(message.extract ?? "").replace(/\s+/g, " ").trim()}`,
  );
if (errors.length) {
  console.error(
    `\n${errors.length} HTML error(s) in ${new Set(errors.map((m) => m.url)).size} of ${files.length} pages.`,
  );
  process.exit(1);
}
console.log(
  `HTML valid: ${files.length} pages, no errors${css.length ? ` (${css.length} CSS message(s), advisory)` : ""}.`,
);
