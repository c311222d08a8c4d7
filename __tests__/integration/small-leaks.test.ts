import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { PDF, validContact } from "./fixtures";
import { requireBuild, startServer, type RunningServer } from "./server-process";
import { waitFor } from "./wait";

/** What one request could learn or trip before: a 5xx alert, a stranger's host name, uploads left on disk. */
const built = requireBuild();
const suite = built ? describe : describe.skip;

/** A GET sent as written (fetch would normalise the path). */
function rawGet(url: string, target: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(url);
    http
      .request({ hostname, port, path: target, headers }, (response) => {
        response.resume();
        resolve(response.statusCode!);
      })
      .on("error", reject)
      .end();
  });
}

const errorLines = (server: RunningServer) =>
  server
    .output()
    .split("\n")
    .filter((line) => line.includes('"level":50'));

suite("malformed and traversing addresses", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server.stop();
  });

  it.each([
    ["/%2e%2e/x", 404],
    ["/%", 400],
    ["/%00", 400],
    ["/careers/%ff/", 400],
    ["/..%5C", 404],
    ["/a/..%5C..%5Cpackage.json", 404],
    ["/api/%ff", 400],
  ])("%s answers %i, logged at info level, never a 5xx or an error line", async (target, status) => {
    const before = errorLines(server).length;
    expect(await rawGet(server.url, target)).toBe(status);
    await waitFor(() => server.output().includes(`"path":"${target}"`));
    expect(errorLines(server).slice(before)).toEqual([]);
  });
});

suite("an idempotency key sent again", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server.stop();
  });

  it("with the same content is the same submission; with other content it is refused 409, and nothing is written", async () => {
    const post = (message: string) =>
      fetch(`${server.url}/api/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ ...validContact, message, idempotencyKey: "key-0123456789abcdef0123" }),
      });
    const first = await post("A quote for a web shop, please.");
    expect(first.status).toBe(201);
    const { id } = (await first.json()) as { id: string };
    const again = await post("A quote for a web shop, please.");
    expect({ status: again.status, id: ((await again.json()) as { id: string }).id }).toEqual({ status: 201, id });
    const before = await server.snapshot();
    const other = await post("Something else entirely.");
    expect({ status: other.status, body: await other.json() }).toEqual({
      status: 409,
      body: { error: expect.stringContaining("already sent with different content") },
    });
    expect(await server.snapshot()).toEqual(before);
  });
});

suite("the Host header, with SITE_URL set", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ SITE_URL: "https://www.example.com", ALLOWED_ORIGINS: "https://careers.example.com" });
  });
  afterAll(async () => {
    await server.stop();
  });

  it("serves the site's own host, an allowed origin's, and loopback names; refuses another with 421; health checks pass", async () => {
    const get = (host: string, target = "/") => rawGet(server.url, target, { Host: host });
    expect(await get("www.example.com")).toBe(200);
    expect(await get("careers.example.com")).toBe(200);
    expect(await get(new URL(server.url).host)).toBe(200);
    expect(await get("evil.example")).toBe(421);
    expect(await get("www.example.com.evil.example")).toBe(421);
    expect(await get("evil.example", "/healthz")).toBe(200);
  });
});

/** A multipart upload that sends its head and part of the résumé, then waits. */
function startedUpload(server: RunningServer) {
  const { hostname, port } = new URL(server.url);
  const head = Buffer.from(
    '--b\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n',
  );
  const request = http.request({
    hostname,
    port,
    method: "POST",
    path: "/api/applications",
    headers: { "Content-Type": "multipart/form-data; boundary=b", "Content-Length": String(2 * 1024 * 1024) },
  });
  request.on("error", () => undefined);
  request.write(Buffer.concat([head, PDF, Buffer.alloc(256 * 1024, 0x20)]));
  return request;
}

const uploadFiles = (dir: string) =>
  fs.existsSync(path.join(dir, ".tmp"))
    ? fs.readdirSync(path.join(dir, ".tmp")).filter((name) => name.startsWith("upload-"))
    : [];

suite("upload files in .tmp/", () => {
  it("are removed when the server stops with an upload in flight, and what a killed server left is removed at the next start", async () => {
    const first = await startServer({ SHUTDOWN_TIMEOUT_MS: "500" });
    const dir = first.dir;
    const upload = startedUpload(first);
    await waitFor(() => uploadFiles(dir).length === 1);
    first.process.kill("SIGTERM");
    await waitFor(() => first.process.exitCode !== null);
    upload.destroy();
    expect(uploadFiles(dir)).toEqual([]);
    await first.store.close();

    // A server killed (-9) leaves its upload; the next one on the same folder removes it as it starts.
    const killed = await startServer({ SUBMISSIONS_DIR: dir });
    const second = startedUpload(killed);
    await waitFor(() => uploadFiles(dir).length === 1);
    killed.process.kill("SIGKILL");
    await waitFor(() => killed.process.exitCode !== null || killed.process.signalCode !== null);
    second.destroy();
    expect(uploadFiles(dir)).toHaveLength(1);
    await killed.store.close();
    const next = await startServer({ SUBMISSIONS_DIR: dir });
    try {
      expect(uploadFiles(dir)).toEqual([]);
    } finally {
      await next.stop();
    }
  });
});
