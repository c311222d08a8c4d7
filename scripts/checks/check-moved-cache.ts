// `npm run check:moved-cache`: a built checkout copied elsewhere with its .cache and public/ (as a
// CI cache is restored) still builds, and builds incrementally. From this checkout's build (made
// first when public/ or .cache is missing): two fresh copies (`cp -a`, node_modules linked, not
// copied: 1.2 GB), each built with `npm run build`. Both must build. The first build in a copy
// renders every page (a cache made elsewhere is cleared: content-model/node/cache-home.ts says
// why); then one job's title changes in the second copy, and its next build must render fewer HTML
// pages than the site has (Gatsby's "Building static HTML for pages - N/M") and show the new title.
// Four builds at most, ten minutes or more: not part of `npm test`.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { jobPath } from "../../shared/routes";

const ROOT = process.cwd();

function build(dir: string, label: string): number {
  const started = Date.now();
  const run = spawnSync("npm", ["run", "build"], {
    cwd: dir,
    env: { ...process.env, CI: "true" },
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
  });
  const output = run.stdout + run.stderr;
  if (run.status !== 0) {
    console.error(output.slice(-6000));
    throw new Error(`${label}: npm run build failed (${run.status})`);
  }
  const rendered = /Building static HTML for pages - [\d.]+s - (\d+)\/(\d+)/.exec(output);
  // Gatsby prints no line when it renders no page.
  const pages = rendered ? Number(rendered[2]) : 0;
  const cleared = /Gatsby's cache was made in .*/.exec(output);
  if (cleared) console.log(`${label}: ${cleared[0]}`);
  console.log(`${label}: built in ${((Date.now() - started) / 1000).toFixed(0)} s, ${pages} HTML pages rendered`);
  return pages;
}

/** `cp -a` of the checkout, its node_modules linked (the bug is in the site's own paths, not the packages'). */
function copyOf(label: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `moved-cache-${label}-`));
  for (const entry of fs.readdirSync(ROOT)) {
    if (entry === "node_modules") continue;
    const run = spawnSync("cp", ["-a", path.join(ROOT, entry), dir]);
    if (run.status !== 0) throw new Error(`cp -a ${entry}: ${run.stderr.toString()}`);
  }
  fs.symlinkSync(fs.realpathSync(path.join(ROOT, "node_modules")), path.join(dir, "node_modules"));
  return dir;
}

if (!fs.existsSync(path.join(ROOT, "public")) || !fs.existsSync(path.join(ROOT, ".cache")))
  build(ROOT, "This checkout (no build yet)");

const copies = [copyOf("first"), copyOf("second")];
try {
  const site = build(copies[0], "First copy");
  build(copies[1], "Second copy");
  const jobsDir = path.join(copies[1], "data/jobs");
  const jobFile = path.join(jobsDir, fs.readdirSync(jobsDir).filter((name) => name.endsWith(".json"))[0]);
  const job = JSON.parse(fs.readFileSync(jobFile, "utf8")) as { slug: string; title: string };
  const title = `${job.title} (moved cache)`;
  fs.writeFileSync(jobFile, `${JSON.stringify({ ...job, title }, null, 2)}\n`);
  const rendered = build(copies[1], `Second copy, "${job.slug}" retitled`);
  const page = fs.readFileSync(path.join(copies[1], "public", jobPath(job.slug), "index.html"), "utf8");
  const failures = [
    ...(rendered < site
      ? []
      : [`the second copy rendered ${rendered} of ${site} pages: every page, not the changed ones`]),
    ...(page.includes(title) ? [] : [`${jobPath(job.slug)} does not show its new title "${title}"`]),
  ];
  if (failures.length > 0) {
    console.error(`A moved cache does not rebuild as it should:\n- ${failures.join("\n- ")}`);
    process.exitCode = 1;
  } else console.log(`A moved cache rebuilds: ${rendered} of ${site} pages rendered again, the new title shown.`);
} finally {
  for (const dir of copies) fs.rmSync(dir, { recursive: true, force: true });
}
