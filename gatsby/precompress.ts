import crypto from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { BUILD_ARTEFACT } from "../shared/build-artefacts";
import { PRECOMPRESSED } from "../shared/precompressed-encodings";

/** Files worth compressing: text (and WebAssembly, which shrinks well); images and fonts are compressed already. */
const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|xml|txt|webmanifest|ico|wasm)$/;
/** The pages' HTML: the files whose number grows with the content. */
const PER_PAGE = /\.html$/;

/**
 * The levels, by what pays for its time (decision 0019). On 400 job pages (15.4 MB) here, brotli 5
 * took 1.6 ms a page for 2,800 KB, 4 1.1 ms for 7 % more, 6 2.2 ms for 0.3 % less, 11 117 ms for
 * 10 % less; gzip 6 0.6 ms a page and 9 1.2 ms for 0.4 % less. So a page, which every content edit
 * may change and whose number grows with the jobs, is brotli 5 and gzip 6; everything else
 * (bundles, the editor, feeds: few files, most of them unchanged from one build to the next and
 * taken from the cache) stays at brotli 11 and gzip 9.
 */
export function levelsFor(relative: string): Record<(typeof PRECOMPRESSED)[number]["encoding"], number> {
  const page = PER_PAGE.test(relative);
  return {
    br: page ? 5 : zlib.constants.BROTLI_MAX_QUALITY,
    gzip: page ? 6 : zlib.constants.Z_BEST_COMPRESSION,
  };
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const ENCODERS: Record<(typeof PRECOMPRESSED)[number]["encoding"], (bytes: Buffer, level: number) => Promise<Buffer>> =
  {
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
 * Writes `<file>.br` and `<file>.gz` (at the levels `levelsFor` gives) beside every compressible
 * file of public/ the server sends, once per build, for the server to send as they are (server/precompressed.ts).
 * A sibling that would not be smaller is not written. Runs last in onPostBuild: after it, a page
 * must not change (a sibling older than its file is ignored by the server, so a late change is
 * served uncompressed, never stale). Encodes on libuv's thread pool, as many at once as it has threads.
 * Brotli 11 is slow (about 40 s for this site's 9 MB here, most of it the editor's bundle), so each
 * such encoding is kept in `cacheDir` by the content's SHA-256 and its level: a build re-encodes
 * only what changed. A page's encodings are not kept: at brotli 5 and gzip 6 making them (0.9 ms a
 * page here) costs less than writing them to the cache and reading them back (two files more per
 * page, about 1.2 ms on this disk), and a clean build with 10,000 jobs has 20,000 pages.
 */
export async function precompress(
  publicDir: string,
  cacheDir: string,
): Promise<{ files: number; bytes: number; brotli: number; encoded: number }> {
  const root = path.resolve(publicDir);
  const relativeOf = (file: string) => path.relative(root, file).split(path.sep).join("/");
  const files = (await filesUnder(root)).filter((file) => {
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
      const relative = relativeOf(file);
      const levels = levelsFor(relative);
      const hash = PER_PAGE.test(relative) ? undefined : crypto.createHash("sha256").update(bytes).digest("hex");
      for (const { encoding, suffix } of PRECOMPRESSED) {
        const cached = hash && path.join(cacheDir, `${hash}-${levels[encoding]}${suffix}`);
        let encoded: Buffer | undefined = cached ? await fs.readFile(cached).catch(() => undefined) : undefined;
        if (!encoded) {
          encoded = await ENCODERS[encoding](bytes, levels[encoding]);
          if (cached) await fs.writeFile(cached, encoded);
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
