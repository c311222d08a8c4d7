// `npm run check:js`: first-load JavaScript (gzip) of every page in public/ against budgets.json.
// Fails when any page is above `firstLoadJsKb`.
import fs from "node:fs";
import path from "node:path";
import { firstLoadJs } from "./first-load-js.mjs";

const publicDir = path.resolve("public");
if (!fs.existsSync(path.join(publicDir, "index.html"))) {
  console.error("No production build in public/: run `npm run build` first.");
  process.exit(1);
}
const max = JSON.parse(fs.readFileSync("budgets.json", "utf8")).firstLoadJsKb;
const kB = (bytes) => (bytes / 1000).toFixed(1);
const pages = firstLoadJs(publicDir);

// Shared scripts once, then each page's total: enough to see where the weight is.
const shared = new Map();
for (const page of pages)
  for (const script of page.scripts)
    shared.set(script.url, { ...script, pages: (shared.get(script.url)?.pages ?? 0) + 1 });
console.log("Scripts by gzip size (pages that load them):");
for (const script of [...shared.values()].sort((a, b) => b.gzip - a.gzip).slice(0, 12)) {
  console.log(`  ${kB(script.gzip).padStart(6)} kB  ${String(script.pages).padStart(3)}  ${script.url}`);
}
console.log(`\nFirst-load JavaScript per page (gzip), budget ${max} kB:`);
const over = pages.filter((page) => page.totalGzip / 1000 > max);
for (const page of pages) {
  const flag = page.totalGzip / 1000 > max ? "  OVER BUDGET" : "";
  console.log(`  ${kB(page.totalGzip).padStart(6)} kB  ${page.route}${flag}`);
}
if (over.length) {
  console.error(
    `\n${over.length} page(s) load more than ${max} kB of JavaScript (gzip): ${over.map((page) => page.route).join(", ")}`,
  );
  process.exit(1);
}
console.log(`\nAll ${pages.length} pages within ${max} kB (heaviest ${kB(pages[0].totalGzip)} kB).`);
