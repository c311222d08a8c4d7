import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { requireBuild, startServer, type RunningServer } from "./server-process";
import { levelsFor } from "../../gatsby/precompress";

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
/** The bytes as sent: fetch would decode them, so they are read from a raw request. */
async function rawBody(server: RunningServer, urlPath: string, encoding: string) {
  const { default: http } = await import("node:http");
  return new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    http
      .get(`${server.url}${urlPath}`, { headers: { "Accept-Encoding": encoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

suite("static files are sent as compressed at build time", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server.stop();
  });

  it.each(["/", largestHomeScript()])(
    "%s: brotli (11, pages 5) or gzip (9, pages 6) as built, with Vary: Accept-Encoding, the same content once decoded",
    async (urlPath) => {
      const file = path.join(PUBLIC, urlPath.endsWith("/") ? `${urlPath}index.html` : urlPath);
      const original = fs.readFileSync(file);
      const br = await rawBody(server, urlPath, "gzip, deflate, br");
      expect(br.headers["content-encoding"]).toBe("br");
      expect(br.headers.vary).toMatch(/Accept-Encoding/i);
      expect(br.body.equals(fs.readFileSync(`${file}.br`))).toBe(true);
      expect(zlib.brotliDecompressSync(br.body).equals(original)).toBe(true);
      // The build's levels for this file (gatsby/precompress.ts levelsFor): brotli 11 and gzip 9 for
      // bundles, 5 and 6 for pages.
      const levels = levelsFor(path.relative(PUBLIC, file).split(path.sep).join("/"));
      const quality = levels.br;
      expect(quality).toBe(urlPath.endsWith("/") ? 5 : 11);
      const best = zlib.brotliCompressSync(original, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: original.length,
        },
      });
      expect(br.body.length).toBe(best.length);

      const gz = await rawBody(server, urlPath, "gzip");
      expect(gz.headers["content-encoding"]).toBe("gzip");
      expect(zlib.gunzipSync(gz.body).equals(original)).toBe(true);
      expect(levels.gzip).toBe(urlPath.endsWith("/") ? 6 : 9);
      expect(gz.body.length).toBe(zlib.gzipSync(original, { level: levels.gzip }).length);

      const plain = await rawBody(server, urlPath, "identity");
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
      expect(plain.body.equals(original)).toBe(true);
      expect(plain.headers["content-type"]).toBe(br.headers["content-type"]);
      expect(plain.headers["content-security-policy"]).toBe(br.headers["content-security-policy"]);
    },
  );

  it("the compressed copies themselves are not served, and dynamic answers are still compressed", async () => {
    expect((await get(server, "/index.html.br", "br")).status).toBe(404);
    const missing = await rawBody(server, "/no-such-page/", "br");
    expect(missing.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(missing.body).toString()).toContain("<html");
  });
});
