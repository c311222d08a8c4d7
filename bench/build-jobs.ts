/**
 * How the build grows with the number of jobs: a scratch copy of this checkout (the files git
 * knows, with node_modules linked), built clean as it is, then built clean again with its jobs
 * multiplied to each size in JOBS (default 1,008 published positions), one run each. Prints each
 * build's time, its ratio to the first (budget: 1.5x up to 1,008 jobs, 3x beyond), and the time of
 * each step Gatsby reports and each step after Gatsby renders the pages ("Post-build …" lines).
 *
 *   npm run bench:build-jobs                  # 8 jobs, then 1,008
 *   JOBS=1008,10008 npm run bench:build-jobs  # 8, 1,008 and 10,008 (long: run it alone on the machine)
 *   BENCH_CHECKSUMS=/tmp/sums npm run bench:build-jobs  # also a checksum listing of each build's public/
 *
 * Heavy: clean builds, each from an empty .cache and public/.
 */
import { execFileSync, spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { entryFileNames } from "../content-model/node/data-folder";

const ROOT = path.resolve(__dirname, "..");
const SIZES = (process.env.JOBS ?? "1008").split(",").map(Number);
/** The issue's budgets (51): 1,008 jobs in at most 1.5x the build of today's jobs, 10,008 in at most 3x. */
const budgetFor = (jobs: number) => (jobs <= 1008 ? 1.5 : 3);

function scratchCopy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-build-jobs-"));
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: ROOT,
    encoding: "utf8",
  })
    .split("\0")
    .filter(Boolean);
  for (const file of files) {
    if (!fs.existsSync(path.join(ROOT, file))) continue; // deleted in the work tree
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(path.join(ROOT, file), path.join(dir, file));
  }
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"));
  return dir;
}

/** Adds copies of the existing jobs (slug and title numbered) until there are `total`. */
function multiplyJobs(dir: string, originals: readonly { slug: string; title: string }[], total: number): void {
  const jobsDir = path.join(dir, "data/jobs");
  for (let index = originals.length; index < total; index += 1) {
    const template = originals[index % originals.length];
    const copy = { ...template, slug: `${template.slug}-${index + 1}`, title: `${template.title} ${index + 1}` };
    fs.writeFileSync(path.join(jobsDir, `${copy.slug}.json`), `${JSON.stringify(copy, null, 2)}\n`);
  }
}

function count(dir: string, pattern: RegExp): number {
  if (!fs.existsSync(dir)) return 0;
  return fs.readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((name) => pattern.test(name)).length;
}

/**
 * BENCH_CHECKSUMS=<folder>: each build's public/ as a `sha256sum` listing (one file a line, by
 * path), to compare the bytes two versions of the build write (`diff` of two listings).
 */
function writeChecksums(publicDir: string, listing: string): void {
  const files = fs
    .readdirSync(publicDir, { recursive: true, encoding: "utf8" })
    .filter((name) => fs.statSync(path.join(publicDir, name)).isFile())
    .sort();
  const lines = files.map(
    (name) =>
      `${crypto
        .createHash("sha256")
        .update(fs.readFileSync(path.join(publicDir, name)))
        .digest("hex")}  ${name}`,
  );
  fs.mkdirSync(path.dirname(listing), { recursive: true });
  fs.writeFileSync(listing, `${lines.join("\n")}\n`);
}

/**
 * The steps' times from a build's output: Gatsby's "success <step> - 1.234s" lines and the site's
 * "Post-build <step>: 1.2 s" lines (gatsby/post-build.ts). A step Gatsby reports twice is summed.
 */
function stepTimes(output: string): Map<string, number> {
  const steps = new Map<string, number>();
  const add = (name: string, seconds: number) => steps.set(name, (steps.get(name) ?? 0) + seconds);
  for (const [, name, seconds] of output.matchAll(/^success (.+?) - ([\d.]+)s/gm)) add(name, Number(seconds));
  for (const [, name, seconds] of output.matchAll(/Post-build (.+?): ([\d.]+) s/g))
    add(`  post-build: ${name}`, Number(seconds));
  return steps;
}

function build(
  dir: string,
  label: string,
): { seconds: number; pages: number; cards: number; steps: Map<string, number> } {
  fs.rmSync(path.join(dir, ".cache"), { recursive: true, force: true });
  fs.rmSync(path.join(dir, "public"), { recursive: true, force: true });
  const started = process.hrtime.bigint();
  const run = spawnSync(path.join(dir, "node_modules/.bin/gatsby"), ["build"], {
    cwd: dir,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" },
    encoding: "utf8",
    maxBuffer: 512 * 1024 * 1024,
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (run.status !== 0)
    throw new Error(`${label}: gatsby build failed (${run.status})\n${(run.stdout + run.stderr).slice(-4000)}`);
  if (process.env.BENCH_CHECKSUMS)
    writeChecksums(path.join(dir, "public"), `${process.env.BENCH_CHECKSUMS}/${label}.sha256`);
  const cards = /Social cards: .*/.exec(run.stdout)?.[0] ?? "";
  console.log(`${label}: ${seconds.toFixed(1)} s. ${cards}`);
  // Each build's steps as it ends, so a run stopped before its last size still shows them.
  const steps = stepTimes(run.stdout);
  console.log(`  ${[...steps].map(([name, time]) => `${name.trim()} ${time.toFixed(1)}`).join("; ")}`);
  return {
    seconds,
    pages: count(path.join(dir, "public"), /(^|\/)index\.html$/),
    cards: count(path.join(dir, "public/og"), /\.png$/),
    steps,
  };
}

const dir = scratchCopy();
try {
  const jobsDir = path.join(dir, "data/jobs");
  const originals = entryFileNames(jobsDir).map(
    (name) =>
      JSON.parse(fs.readFileSync(path.join(jobsDir, `${name}.json`), "utf8")) as { slug: string; title: string },
  );
  console.log(`Scratch copy: ${dir}; clean builds, one run each.`);
  const runs = new Map([[originals.length, build(dir, `${originals.length} jobs`)]]);
  for (const size of SIZES) {
    multiplyJobs(dir, originals, size);
    runs.set(size, build(dir, `${size} jobs`));
  }
  const base = runs.get(originals.length)!;
  console.table(
    Object.fromEntries(
      [...runs].map(([jobs, run]) => [
        `${jobs} jobs`,
        {
          seconds: Number(run.seconds.toFixed(1)),
          ratio: Number((run.seconds / base.seconds).toFixed(2)),
          budget: jobs === originals.length ? "" : `${budgetFor(jobs)}x`,
          pages: run.pages,
          "social cards": run.cards,
        },
      ]),
    ),
  );
  const names = [...new Set([...runs.values()].flatMap((run) => [...run.steps.keys()]))];
  console.log("Steps, in seconds:");
  console.table(
    Object.fromEntries(
      names.map((name) => [
        name,
        Object.fromEntries(
          [...runs].map(([jobs, run]) => [`${jobs} jobs`, Number((run.steps.get(name) ?? 0).toFixed(1))]),
        ),
      ]),
    ),
  );
  const over = [...runs].filter(
    ([jobs, run]) => jobs !== originals.length && run.seconds / base.seconds > budgetFor(jobs),
  );
  console.log(
    over.length === 0 ? "Within the budgets." : `OVER the budget: ${over.map(([jobs]) => `${jobs} jobs`).join(", ")}.`,
  );
  process.exitCode = over.length === 0 ? 0 : 1;
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
