/**
 * `npm run bench:forms`: a benchmark of the production server's form endpoints (not a test).
 *   1. A 20 MB upload, declared and chunked, must be refused with 413 without the server's
 *      memory growing past its limit.
 *   2. 1,000 valid submissions (half contact messages, half applications with a resume) from 20
 *      concurrent clients, the rate limit lifted (RATE_LIMIT_MAX=0): exactly 1,000 complete
 *      submissions must be on disk. Prints throughput, p50/p95 latency and the server's peak
 *      resident memory, which must stay under 256 MB.
 *   0. The résumé judge's own time on clean CVs (__tests__/fixtures/resumes/cv-bench.pdf, 122 KB,
 *      and cv-bench.docx, 237 KB): median and 95th percentile over BENCH_JUDGE_RUNS (40) each, in
 *      this process. BENCH_JUDGE_BEFORE, a path to another tree's judge module (an older commit's
 *      server/submissions/resume/judge.ts), times that one too, interleaved, in the same run.
 * Needs a build (`npm run build`). BENCH_TOTAL and BENCH_CONCURRENCY change the load.
 */
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort, mb, MB, memory, MEMORY_LIMIT_MB, percentile, RESUME, submit } from "./lib/bench";

const TOTAL = Number(process.env.BENCH_TOTAL ?? 1000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);

function fail(message: string): never {
  console.error(`FAIL: ${message}`);
  process.exit(1);
}

async function startServer(dir: string) {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      SUBMISSIONS_DIR: dir,
      RATE_LIMIT_MAX: "0",
      SMTP_URL: "",
      WEBHOOK_URL: "",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("Serving ") && resolve());
    child.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    stop: () => new Promise((resolve) => child.once("exit", resolve).kill("SIGTERM")),
  };
}

async function hugeUpload(url: string, chunked: boolean): Promise<number> {
  const size = 20 * MB;
  if (!chunked) {
    const form = new FormData();
    form.set("resume", new Blob([new Uint8Array(size)], { type: "application/pdf" }), "huge.pdf");
    return (await fetch(`${url}/api/applications`, { method: "POST", body: form })).status;
  }
  const boundary = "bench-boundary";
  async function* body() {
    yield Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="huge.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    );
    for (let sent = 0; sent < size; sent += 64 * 1024) yield Buffer.alloc(64 * 1024);
    yield Buffer.from(`\r\n--${boundary}--\r\n`);
  }
  const chunks = body();
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { value, done } = await chunks.next();
      if (done) controller.close();
      else controller.enqueue(value);
    },
  });
  const response = await fetch(`${url}/api/applications`, {
    method: "POST",
    body: stream,
    duplex: "half",
    headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
  });
  return response.status;
}

function verify(dir: string): { complete: number; problems: string[] } {
  const problems: string[] = [];
  let complete = 0;
  const resumeSha = crypto.createHash("sha256").update(RESUME).digest("hex");
  for (const folder of ["contact", "applications"]) {
    const full = path.join(dir, folder);
    for (const name of fs.existsSync(full) ? fs.readdirSync(full).filter((file) => file.endsWith(".json")) : []) {
      try {
        const submission = JSON.parse(fs.readFileSync(path.join(full, name), "utf8"));
        if (submission.kind === "application") {
          const bytes = fs.readFileSync(path.join(full, submission.resume.file));
          if (crypto.createHash("sha256").update(bytes).digest("hex") !== resumeSha) throw new Error("resume differs");
        }
        complete++;
      } catch (error) {
        problems.push(`${folder}/${name}: ${(error as Error).message}`);
      }
    }
  }
  const leftovers = fs.existsSync(path.join(dir, ".tmp")) ? fs.readdirSync(path.join(dir, ".tmp")).length : 0;
  if (leftovers) problems.push(`${leftovers} temporary file(s) left in .tmp`);
  return { complete, problems };
}

type Judge = (bytes: Buffer) => Promise<unknown>;

/** Median and p95 of each judge on each clean file, the judges taking turns file by file. */
async function judgeTimes() {
  const runs = Number(process.env.BENCH_JUDGE_RUNS ?? 40);
  const judges: [string, Judge][] = [
    ["now", ((await import("../server/submissions/resume/judge")) as { judgeBytes: Judge }).judgeBytes],
  ];
  if (process.env.BENCH_JUDGE_BEFORE)
    judges.unshift([
      "before",
      ((await import(path.resolve(process.env.BENCH_JUDGE_BEFORE))) as { judgeBytes: Judge }).judgeBytes,
    ]);
  const files = ["cv-bench.pdf", "cv-bench.docx"].map((name): [string, Buffer] => [
    name,
    fs.readFileSync(path.join("__tests__/fixtures/resumes", name)),
  ]);
  console.log(`The judge on clean CVs, ${runs} runs each, in this process (ms):`);
  for (const [name, bytes] of files) {
    const times = new Map(judges.map(([label]) => [label, [] as number[]]));
    for (let run = 0; run < runs; run++)
      for (const [label, judge] of judges) {
        const started = performance.now();
        const verdict = (await judge(bytes)) as { kind?: unknown };
        times.get(label)!.push(performance.now() - started);
        if (!verdict.kind) fail(`${label}: the judge refused ${name}`);
      }
    for (const [label, list] of times) {
      list.sort((a, b) => a - b);
      console.log(
        `  ${name.padEnd(14)} ${label.padEnd(7)} median ${percentile(list, 50).toFixed(2)}, p95 ${percentile(list, 95).toFixed(2)}`,
      );
    }
  }
  console.log();
}

async function main() {
  if (!fs.existsSync("public/index.html")) fail("no build: run `npm run build` first");
  await judgeTimes();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-forms-"));
  const server = await startServer(dir);
  let ok = true;
  try {
    const atStart = memory(server.pid);
    console.log(
      `Server up (pid ${server.pid}), resident memory at start: ${mb(atStart.rss)}; upload limit ${mb(5 * MB)}, memory limit ${MEMORY_LIMIT_MB} MB`,
    );

    for (const chunked of [false, true]) {
      const before = memory(server.pid);
      const started = performance.now();
      const status = await hugeUpload(server.url, chunked);
      const after = memory(server.pid);
      const growth = after.peak - Math.max(before.rss, 0);
      const label = chunked ? "20 MB upload, chunked (no length)" : "20 MB upload, length declared  ";
      console.log(
        `${label}: ${status} in ${Math.round(performance.now() - started)} ms; RSS ${mb(before.rss)} -> peak ${mb(after.peak)} (+${mb(Math.max(0, growth))})`,
      );
      if (status !== 413) {
        ok = false;
        console.error("FAIL: expected 413");
      }
      if (after.peak >= MEMORY_LIMIT_MB * MB) {
        ok = false;
        console.error(`FAIL: memory went past ${MEMORY_LIMIT_MB} MB`);
      }
    }
    if (verify(dir).complete !== 0) {
      ok = false;
      console.error("FAIL: a refused upload left a file");
    }

    let peakRss = 0;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, memory(server.pid).rss)), 20);
    const latencies: number[] = [];
    const statuses = new Map<number, number>();
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < TOTAL) {
          const index = next++;
          const t0 = performance.now();
          const status = await submit(server.url, index).then(
            (answer) => answer.status,
            () => 0,
          );
          latencies.push(performance.now() - t0);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const end = memory(server.pid);
    latencies.sort((a, b) => a - b);
    const { complete, problems } = verify(dir);

    console.log(
      `\n${TOTAL} submissions (${TOTAL / 2} contact JSON, ${TOTAL / 2} applications with a ${Math.round(RESUME.length / 1024)} KB PDF), ${CONCURRENCY} concurrent clients`,
    );
    console.log(`  statuses:        ${[...statuses].map(([status, count]) => `${status} x ${count}`).join(", ")}`);
    console.log(`  throughput:      ${(TOTAL / seconds).toFixed(1)} submissions/s (${seconds.toFixed(2)} s)`);
    console.log(
      `  latency:         p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms, max ${latencies[latencies.length - 1].toFixed(1)} ms`,
    );
    console.log(
      `  server memory:   peak resident ${mb(Math.max(peakRss, end.peak))} (sampled peak during the run ${mb(peakRss)}, now ${mb(end.rss)})`,
    );
    console.log(
      `  on disk:         ${complete} complete submissions${problems.length ? `; problems: ${problems.slice(0, 5).join("; ")}` : ", no leftovers"}`,
    );
    if (statuses.get(201) !== TOTAL) {
      ok = false;
      console.error(`FAIL: expected ${TOTAL} x 201`);
    }
    if (complete !== TOTAL || problems.length) {
      ok = false;
      console.error(`FAIL: expected exactly ${TOTAL} complete submissions on disk`);
    }
    if (Math.max(peakRss, end.peak) >= MEMORY_LIMIT_MB * MB) {
      ok = false;
      console.error(`FAIL: peak memory reached ${MEMORY_LIMIT_MB} MB`);
    }
  } finally {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  console.log(ok ? "\nOK" : "\nFAILED");
  process.exit(ok ? 0 : 1);
}

void main();
