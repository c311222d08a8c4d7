/**
 * How the build grows with the number of jobs: a scratch copy of this checkout (the files git
 * knows, with node_modules linked), built clean as it is, then built clean again with its jobs
 * multiplied to JOBS (default 1,000) published positions, one run each. Prints both times, the
 * ratio (the budget is 2x), and the pages and social cards each build made.
 *
 *   npm run bench:build-jobs            # 8 jobs, then 1,000
 *   JOBS=200 npm run bench:build-jobs
 *
 * Heavy: two clean builds. Run it alone on the machine.
 */
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { entryFileNames } from "../content-model/node/data-folder";

const ROOT = path.resolve(__dirname, "..");
const TOTAL = Number(process.env.JOBS ?? 1000);
const BUDGET = 2;

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
function multiplyJobs(dir: string, total: number): void {
  const jobsDir = path.join(dir, "data/jobs");
  const originals = entryFileNames(jobsDir).map(
    (name) =>
      JSON.parse(fs.readFileSync(path.join(jobsDir, `${name}.json`), "utf8")) as { slug: string; title: string },
  );
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

function build(dir: string, label: string): { seconds: number; pages: number; cards: number } {
  fs.rmSync(path.join(dir, ".cache"), { recursive: true, force: true });
  fs.rmSync(path.join(dir, "public"), { recursive: true, force: true });
  const started = process.hrtime.bigint();
  const run = spawnSync(path.join(dir, "node_modules/.bin/gatsby"), ["build"], {
    cwd: dir,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" },
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (run.status !== 0)
    throw new Error(`${label}: gatsby build failed (${run.status})\n${(run.stdout + run.stderr).slice(-4000)}`);
  const cards = /Social cards: .*/.exec(run.stdout)?.[0] ?? "";
  console.log(`${label}: ${seconds.toFixed(1)} s. ${cards}`);
  return {
    seconds,
    pages: count(path.join(dir, "public"), /(^|\/)index\.html$/),
    cards: count(path.join(dir, "public/og"), /\.png$/),
  };
}

const dir = scratchCopy();
try {
  const jobs = entryFileNames(path.join(dir, "data/jobs")).length;
  console.log(`Scratch copy: ${dir}; clean builds, one run each.`);
  const small = build(dir, `${jobs} jobs`);
  multiplyJobs(dir, TOTAL);
  const large = build(dir, `${TOTAL} jobs`);
  const ratio = large.seconds / small.seconds;
  console.table({
    [`${jobs} jobs`]: { seconds: Number(small.seconds.toFixed(1)), pages: small.pages, "social cards": small.cards },
    [`${TOTAL} jobs`]: { seconds: Number(large.seconds.toFixed(1)), pages: large.pages, "social cards": large.cards },
  });
  console.log(`Ratio ${ratio.toFixed(2)} (budget ${BUDGET}x): ${ratio <= BUDGET ? "within" : "OVER"} the budget.`);
  process.exitCode = ratio <= BUDGET ? 0 : 1;
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
