// `npm run check:moved-cache`: a built checkout copied elsewhere with its .cache and public/ (as a
// CI cache is restored) builds from the cache it brought, and then builds incrementally.
// This checkout is built first (`npm run build`; it renders nothing when nothing changed), then
// copied twice with `cp -a`. The first copy builds as it is: every HTML page it writes must be
// byte-for-byte this checkout's. In the second, one job's title changes before its first build,
// which must show the new title; then the title changes again, and that build must render fewer
// HTML pages than the site has (Gatsby's "Building static HTML for pages - N/N") and show it.
// A copy's first build renders every page, as in any new folder: Gatsby records the pages it
// rendered under their templates' absolute paths, and its HTML renderer names the folder (its
// externals for React and Node's built-ins), so its hash changes: read
// node_modules/gatsby/dist/commands/build.js and node_modules/gatsby/dist/redux/reducers/html.js.
// Four builds, three minutes or more here: not part of `npm test`.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { jobPath } from "../../shared/routes";

const ROOT = process.cwd();

/** Runs `npm run build` in `dir`; returns how many HTML pages Gatsby rendered. */
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
  // Gatsby prints "N/N" for the N pages it renders, and no line when it renders none.
  const rendered = /Building static HTML for pages - [\d.]+s - (\d+)\/\d+/.exec(output);
  const pages = rendered ? Number(rendered[1]) : 0;
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.log(`${label}: built in ${seconds} s, ${pages} of ${sitePages(dir)} HTML pages rendered`);
  return pages;
}

/** The files under `dir`/public whose path (from `dir`) ends with `ending`. */
const publicFiles = (dir: string, ending: string) =>
  fs
    .readdirSync(path.join(dir, "public"), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(ending) && fs.statSync(path.join(dir, "public", file)).isFile())
    .map((file) => path.join("public", file))
    .sort();

/** The site's pages: one page-data.json each. */
const sitePages = (dir: string) => publicFiles(dir, "/page-data.json").length;

/** Every HTML page under public/, but Gatsby's own (`_gatsby/`, which holds its bundles' hash). */
const htmlPages = (dir: string) =>
  publicFiles(dir, ".html").filter((file) => !file.startsWith(path.join("public", "_gatsby")));

/**
 * `cp -a` of the checkout. node_modules (1.5 GB) is copied as hard links: a folder of its own in
 * the copy, as a restored or installed one is (a symlink out of the copy changes what webpack
 * bundles), without the disk; its .cache (tsc's output, rewritten in place) is left out.
 */
function copyOf(label: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `moved-cache-${label}-`));
  for (const entry of fs.readdirSync(ROOT)) {
    if (entry === ".git") continue; // a worktree's .git names its index: a copy must not write there
    const args = entry === "node_modules" ? ["-al"] : ["-a"];
    const run = spawnSync("cp", [...args, path.join(ROOT, entry), dir]);
    if (run.status !== 0) throw new Error(`cp ${args[0]} ${entry}: ${run.stderr.toString()}`);
  }
  fs.rmSync(path.join(dir, "node_modules/.cache"), { recursive: true, force: true });
  return dir;
}

/** Gives the first job in data/jobs/ a new title; returns its page's path and the title. */
function retitle(dir: string, suffix: string) {
  const jobsDir = path.join(dir, "data/jobs");
  const jobFile = path.join(jobsDir, fs.readdirSync(jobsDir).filter((name) => name.endsWith(".json"))[0]);
  const job = JSON.parse(fs.readFileSync(jobFile, "utf8")) as { slug: string; title: string };
  const title = `${job.title} ${suffix}`;
  fs.writeFileSync(jobFile, `${JSON.stringify({ ...job, title }, null, 2)}\n`);
  return { page: jobPath(job.slug), title };
}

const shows = (dir: string, { page, title }: { page: string; title: string }) =>
  fs.readFileSync(path.join(dir, "public", page, "index.html"), "utf8").includes(title);

build(ROOT, "This checkout");
const copies = [copyOf("first"), copyOf("second")];
const failures: string[] = [];
try {
  build(copies[0], "First copy");
  const pages = htmlPages(ROOT);
  const changed = pages.filter(
    (file) =>
      !fs.existsSync(path.join(copies[0], file)) ||
      !fs.readFileSync(path.join(copies[0], file)).equals(fs.readFileSync(path.join(ROOT, file))),
  );
  if (changed.length > 0 || htmlPages(copies[0]).length !== pages.length)
    failures.push(`the first copy's pages are not this checkout's: ${changed.slice(0, 5).join(", ")}`);

  const first = retitle(copies[1], "(moved)");
  build(copies[1], `Second copy, ${first.page} retitled`);
  if (!shows(copies[1], first)) failures.push(`${first.page} does not show its new title "${first.title}"`);
  const second = retitle(copies[1], "(again)");
  const rendered = build(copies[1], `Second copy, ${second.page} retitled again`);
  if (rendered >= sitePages(copies[1]))
    failures.push(
      `the second copy's next build rendered ${rendered} of ${sitePages(copies[1])} pages: not the changed ones`,
    );
  if (!shows(copies[1], second)) failures.push(`${second.page} does not show its new title "${second.title}"`);

  if (failures.length > 0) {
    console.error(`A moved cache does not rebuild as it should:\n- ${failures.join("\n- ")}`);
    process.exitCode = 1;
  } else
    console.log(
      `A moved cache rebuilds: the first copy's ${pages.length} HTML files are this checkout's; ` +
        `${rendered} of ${sitePages(copies[1])} pages rendered after an edit, the new titles shown.`,
    );
} finally {
  if (!process.env.KEEP_COPIES) for (const dir of copies) fs.rmSync(dir, { recursive: true, force: true });
}
