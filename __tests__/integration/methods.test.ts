import fs from "node:fs";
import http from "node:http";
import { requireBuild, startServer, type RunningServer } from "./server-process";

const built = requireBuild();
const suite = built ? describe : describe.skip;

const MB = 1024 * 1024;
const UPLOAD_BYTES = 300 * MB;
/** How far the server's resident memory may rise above its idle figure while it is being sent uploads. */
const ALLOWED_GROWTH = 64 * MB;

const residentBytes = (pid: number) =>
  Number(fs.readFileSync(`/proc/${pid}/status`, "utf8").match(/VmRSS:\s+(\d+) kB/)![1]) * 1024;

interface Upload {
  status?: number;
  allow?: string;
  abort: () => void;
  done: Promise<void>;
}

/**
 * Sends a generated multipart body of UPLOAD_BYTES (a "resume" file, as `curl -F resume=@big.pdf`
 * would), declared or chunked, without holding it anywhere: one 64 kB buffer written again and
 * again as the socket takes it. Settles when the server has answered and the connection is over.
 */
function upload(url: string, method: string, declareLength: boolean): Upload {
  const boundary = "probe-boundary";
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  const headers: Record<string, string> = { "Content-Type": `multipart/form-data; boundary=${boundary}` };
  if (declareLength) headers["Content-Length"] = String(head.length + UPLOAD_BYTES + tail.length);
  const request = http.request(url, { method, headers });
  const result: Upload = { abort: () => request.destroy(), done: Promise.resolve() };
  result.done = new Promise<void>((resolve) => {
    request.on("response", (response) => {
      result.status = response.statusCode;
      result.allow = response.headers.allow;
      response.resume();
    });
    // Once the server has answered it may stop reading and cut the connection: that is expected.
    request.on("error", () => undefined);
    request.on("close", resolve);
  });
  let sent = 0;
  const pump = () => {
    while (sent < UPLOAD_BYTES && !request.destroyed) {
      sent += chunk.length;
      if (!request.write(chunk)) return void request.once("drain", pump);
    }
    if (!request.destroyed) request.end(tail);
  };
  request.write(head);
  pump();
  return result;
}

suite("methods other than POST on the form endpoints", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server.stop();
  });

  it("4 parallel 300 MB PUT/PATCH/DELETE uploads to each endpoint: each gets 405, memory stays within 64 MB of idle", async () => {
    await fetch(`${server.url}/`); // one request first, so that idle means ready to serve
    await new Promise((resolve) => setTimeout(resolve, 500));
    const idle = residentBytes(server.process.pid!);
    let peak = idle;
    const uploads = ["contact", "applications"].flatMap((endpoint) =>
      (["PUT", "PATCH", "DELETE", "PUT"] as const).map((method, index) =>
        upload(`${server.url}/api/${endpoint}`, method, index % 2 === 0),
      ),
    );
    // Sampled often; well past the allowance everything is stopped (the old server grew by GBs).
    const sampler = setInterval(() => {
      peak = Math.max(peak, residentBytes(server.process.pid!));
      if (peak - idle > 2 * ALLOWED_GROWTH) for (const each of uploads) each.abort();
    }, 20);
    try {
      await Promise.all(uploads.map((each) => each.done));
    } finally {
      clearInterval(sampler);
    }
    expect(Math.round((peak - idle) / MB)).toBeLessThanOrEqual(ALLOWED_GROWTH / MB); // MB above idle
    expect(uploads.map((each) => [each.status, each.allow])).toEqual(uploads.map(() => [405, "POST"]));
    expect(await server.snapshot()).toEqual({}); // nothing was stored
  });
});
