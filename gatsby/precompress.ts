import crypto from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { BUILD_ARTEFACT } from "../shared/build-artefacts";
import { type Encoding, LEVELS, PRECOMPRESSED } from "../shared/precompressed-encodings";

/**
 * Files worth compressing once at build time: text (and WebAssembly, which shrinks well) other than
 * the pages. Images and fonts are compressed already. A page's HTML is compressed as it is sent, at
 * brotli 5 or gzip 6 (server/precompressed.ts ANSWER_COMPRESSION): the site has two pages per job,
 * and making their copies on every build cost more than all the rest of the step (decision 0019).
 */
const COMPRESSIBLE = /\.(js|mjs|css|json|svg|xml|txt|webmanifest|ico|wasm)$/;
const PAGE_COPY = new RegExp(`\\.html(${PRECOMPRESSED.map(({ suffix }) => suffix.replace(".", "\\.")).join("|")})$`);

/** The job feeds and the sitemaps: they grow with the content, so they get its levels. */
const CONTENT = /\.xml$/;

export const levelsFor = (relative: string): Record<Encoding, number> =>
  CONTENT.test(relative) ? LEVELS.content : LEVELS.other;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const ENCODERS: Record<Encoding, (bytes: Buffer, level: number) => Promise<Buffer>> = {
  br: (bytes, level) =>
    brotli(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: level,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  gzip: (bytes, level) => gzip(bytes, { level }),
};

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes `<file>.br` and `<file>.gz` (at the levels `levelsFor` gives) beside every compressible file of public/
 * the server sends, for the server to send as they are (server/precompressed.ts). A sibling that
 * would not be smaller is not written. Runs last in onPostBuild: after it, a file must not change
 * (a sibling older than its file is ignored by the server, so a late change is served uncompressed,
 * never stale). Encodes on libuv's thread pool, as many at once as it has threads. Brotli 11 is
 * slow (about 40 s for this site's 9 MB here, most of it the editor's bundle), so each encoding is
 * kept in `cacheDir` by the content's SHA-256 and its level: a build re-encodes only what changed.
 */
export async function precompress(
  publicDir: string,
  cacheDir: string,
): Promise<{ files: number; bytes: number; brotli: number; encoded: number }> {
  const root = path.resolve(publicDir);
  const relativeOf = (file: string) => path.relative(root, file).split(path.sep).join("/");
  const found = await filesUnder(root);
  // A page's copies an earlier build wrote (before pages were compressed as sent): the server
  // would send them while they are newer than the page.
  await Promise.all(found.filter((file) => PAGE_COPY.test(file)).map((file) => fs.rm(file, { force: true })));
  const files = found.filter((file) => {
    const relative = relativeOf(file);
    // A file the server never sends (page-data/ above all: one per page) is not worth compressing.
    return COMPRESSIBLE.test(relative) && !BUILD_ARTEFACT.test(`/${relative}`);
  });
  const totals = { files: files.length, bytes: 0, brotli: 0, encoded: 0 };
  await fs.mkdir(cacheDir, { recursive: true });
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.pop(); file; file = queue.pop()) {
      const bytes = await fs.readFile(file);
      totals.bytes += bytes.length;
      const hash = crypto.createHash("sha256").update(bytes).digest("hex");
      const levels = levelsFor(relativeOf(file));
      for (const { encoding, suffix } of PRECOMPRESSED) {
        const cached = path.join(cacheDir, `${hash}-${levels[encoding]}${suffix}`);
        let encoded: Buffer | undefined = await fs.readFile(cached).catch(() => undefined);
        if (!encoded) {
          encoded = await ENCODERS[encoding](bytes, levels[encoding]);
          await fs.writeFile(cached, encoded);
          totals.encoded++;
        }
        if (encoding === "br") totals.brotli += Math.min(encoded.length, bytes.length);
        if (encoded.length < bytes.length) await fs.writeFile(file + suffix, encoded);
        else await fs.rm(file + suffix, { force: true });
      }
    }
  };
  const threads = Number(process.env.UV_THREADPOOL_SIZE) || Math.min(4, os.availableParallelism());
  await Promise.all(Array.from({ length: threads }, worker));
  return totals;
}
