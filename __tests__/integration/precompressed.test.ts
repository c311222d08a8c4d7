import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { requireBuild, startServer, type RunningServer } from "./server-process";
import { ANSWER_COMPRESSION } from "../../server/precompressed";
import { LEVELS } from "../../shared/precompressed-encodings";

const built = requireBuild();
const suite = built ? describe : describe.skip;
const PUBLIC = path.resolve(__dirname, "../../public");

/** The home page's largest script, by the name the page gives it. */
function largestHomeScript(): string {
  const html = fs.readFileSync(path.join(PUBLIC, "index.html"), "utf8");
  const scripts = [...new Set(html.match(/(?:\/[\w~-]+)+\.js\b/g))].filter((name) =>
    fs.existsSync(path.join(PUBLIC, name)),
  );
  return scripts.sort((a, b) => fs.statSync(path.join(PUBLIC, b)).size - fs.statSync(path.join(PUBLIC, a)).size)[0];
}

const get = (server: RunningServer, urlPath: string, encoding: string) =>
  fetch(`${server.url}${urlPath}`, { headers: { "Accept-Encoding": encoding } });
/**
 * The answer as sent: fetch would decode the bytes, and it adds `Cache-Control: no-cache` to a
 * conditional request (so the server never answers 304).
 */
async function rawBody(server: RunningServer, urlPath: string, encoding: string, headers: Record<string, string> = {}) {
  const { default: http } = await import("node:http");
  return new Promise<{ status?: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    http
      .get(`${server.url}${urlPath}`, { headers: { "Accept-Encoding": encoding, ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

suite("files are sent compressed: bundles as the build compressed them, pages as they are sent", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server.stop();
  });

  it.each(["/", "/careers/ai-ml-engineer/apply/", largestHomeScript()])(
    "%s: brotli or gzip (bundles as built at 11 and 9, pages at 5 and 6), with Vary: Accept-Encoding, the same content once decoded",
    async (urlPath) => {
      const page = urlPath.endsWith("/");
      const file = path.join(PUBLIC, page ? `${urlPath}index.html` : urlPath);
      const original = fs.readFileSync(file);
      // The build writes copies of the bundles only; a page is compressed as it is sent.
      expect(fs.existsSync(`${file}.br`)).toBe(!page);
      const levels = page
        ? { br: ANSWER_COMPRESSION.brotli.params[zlib.constants.BROTLI_PARAM_QUALITY], gzip: ANSWER_COMPRESSION.level }
        : LEVELS.other;
      expect(levels).toEqual(page ? { br: 5, gzip: 6 } : { br: 11, gzip: 9 });

      const br = await rawBody(server, urlPath, "gzip, deflate, br");
      expect(br.headers["content-encoding"]).toBe("br");
      expect(br.headers.vary).toMatch(/Accept-Encoding/i);
      expect(zlib.brotliDecompressSync(br.body).equals(original)).toBe(true);
      if (!page) expect(br.body.equals(fs.readFileSync(`${file}.br`))).toBe(true);
      // As small as brotli at that quality makes it: a page's stream is within a few bytes of one call's.
      const best = zlib.brotliCompressSync(original, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: levels.br,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: original.length,
        },
      });
      if (page) expect(Math.abs(br.body.length - best.length)).toBeLessThan(original.length / 100);
      else expect(br.body.length).toBe(best.length);

      const gz = await rawBody(server, urlPath, "gzip");
      expect(gz.headers["content-encoding"]).toBe("gzip");
      expect(zlib.gunzipSync(gz.body).equals(original)).toBe(true);
      const gzipped = zlib.gzipSync(original, { level: levels.gzip }).length;
      if (page) expect(Math.abs(gz.body.length - gzipped)).toBeLessThan(original.length / 100);
      else expect(gz.body.length).toBe(gzipped);

      const plain = await rawBody(server, urlPath, "identity");
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
      expect(plain.body.equals(original)).toBe(true);
      expect(plain.headers["content-type"]).toBe(br.headers["content-type"]);
      expect(plain.headers["content-security-policy"]).toBe(br.headers["content-security-policy"]);
      expect(plain.headers.etag).toBeDefined();
    },
  );

  it("a range of a page is its own bytes, not compressed; a revalidation answers 304", async () => {
    const original = fs.readFileSync(path.join(PUBLIC, "index.html"));
    // Larger than the 1 kB below which compression() leaves an answer alone.
    const ranged = await rawBody(server, "/", "br, gzip", { Range: "bytes=0-4095" });
    expect(ranged.status).toBe(206);
    expect(ranged.headers["content-encoding"]).toBeUndefined();
    expect(ranged.body.equals(original.subarray(0, 4096))).toBe(true);

    const first = await rawBody(server, "/", "br");
    expect(first.headers["content-encoding"]).toBe("br");
    const again = await rawBody(server, "/", "br", { "If-None-Match": String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it("the compressed copies themselves are not served, and dynamic answers are still compressed", async () => {
    expect((await get(server, "/index.html.br", "br")).status).toBe(404);
    const missing = await rawBody(server, "/no-such-page/", "br");
    expect(missing.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(missing.body).toString()).toContain("<html");
  });
});
