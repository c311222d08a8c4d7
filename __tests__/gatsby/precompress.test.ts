/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { precompress } from "../../gatsby/precompress";

const brotliAt = (bytes: Buffer, quality: number) =>
  zlib.brotliCompressSync(bytes, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  });

describe("precompress", () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "precompress-"));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const write = (relative: string, text: string) => {
    const file = path.join(dir, "public", relative);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    return file;
  };
  // Text that brotli 5 and 11 encode differently, and that shrinks.
  const text = Array.from({ length: 400 }, (_, i) => `<p class="job-${i % 37}">Role ${i * 7919} in Austin</p>`).join(
    "\n",
  );

  it("writes bundles at brotli 11 and gzip 9, feeds at 5 and 6, each readable back, and leaves the pages to the server", async () => {
    const page = write("careers/ai-ml-engineer/index.html", text);
    const bundle = write("app-0123456789abcdef0123.js", `var t=${JSON.stringify(text)};`);
    const feed = write("careers/jobs.xml", `<source>${text}</source>`);
    const packed = await precompress(path.join(dir, "public"), path.join(dir, "cache"));

    for (const [file, quality, level] of [
      [bundle, 11, 9],
      [feed, 5, 6],
    ] as const) {
      const bytes = fs.readFileSync(file);
      const br = fs.readFileSync(`${file}.br`);
      expect(br.equals(brotliAt(bytes, quality))).toBe(true);
      expect(zlib.brotliDecompressSync(br).equals(bytes)).toBe(true);
      const gz = fs.readFileSync(`${file}.gz`);
      expect(gz.equals(zlib.gzipSync(bytes, { level }))).toBe(true);
      expect(zlib.gunzipSync(gz).equals(bytes)).toBe(true);
    }
    // Two pages a job: the server compresses a page as it sends it (server/precompressed.ts).
    expect(packed.files).toBe(2);
    expect(fs.existsSync(`${page}.br`)).toBe(false);
    expect(fs.existsSync(`${page}.gz`)).toBe(false);
  });

  it("removes a page's copies an earlier build wrote, which the server would send while they are newer", async () => {
    const page = write("careers/ai-ml-engineer/index.html", text);
    const stale = [
      write("careers/ai-ml-engineer/index.html.br", "old"),
      write("careers/ai-ml-engineer/index.html.gz", "old"),
    ];
    await precompress(path.join(dir, "public"), path.join(dir, "cache"));
    for (const file of stale) expect(fs.existsSync(file)).toBe(false);
    expect(fs.readFileSync(page, "utf8")).toBe(text);
  });

  // One page-data.json per page, which the server never sends: compressing it doubled the step's work.
  it("leaves the files the server never sends uncompressed: page-data, source maps, webpack's stats", async () => {
    const unsent = [
      write("page-data/careers/ai-ml-engineer/page-data.json", JSON.stringify({ text })),
      write("app-0123456789abcdef0123.js.map", JSON.stringify({ text })),
      write("webpack.stats.json", JSON.stringify({ text })),
    ];
    const packed = await precompress(path.join(dir, "public"), path.join(dir, "cache"));
    expect(packed.files).toBe(0);
    for (const file of unsent) {
      expect(fs.existsSync(`${file}.br`)).toBe(false);
      expect(fs.existsSync(`${file}.gz`)).toBe(false);
    }
  });

  it("takes an unchanged bundle's encodings from the cache on the next build", async () => {
    write("app-0123456789abcdef0123.js", `var t=${JSON.stringify(text)};`);
    const first = await precompress(path.join(dir, "public"), path.join(dir, "cache"));
    const second = await precompress(path.join(dir, "public"), path.join(dir, "cache"));
    expect(first.encoded).toBe(2);
    expect(second.encoded).toBe(0);
  });
});
