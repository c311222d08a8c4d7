import http from "node:http";
import { applicationForm, PDF, validContact } from "./fixtures";
import { DOCX_HOSTILE, DOCX_LONG_NAMES } from "./hostile-files";
import { requireBuild, startServer, type RunningServer } from "./server-process";
import { sleep } from "./wait";

/**
 * What one or two client addresses could do to the forms before: hold the whole body budget with
 * idle uploads, stall the event loop with one résumé, repeat refused posts without limit.
 */
const built = requireBuild();
const suite = built ? describe : describe.skip;

/** A post from `localAddress` (any 127.x.y.z is this machine) that declares `length` and sends only its headers. */
function idleUpload(url: string, localAddress: string, length: number) {
  const request = http.request(url + "/api/applications", {
    method: "POST",
    localAddress,
    headers: { "Content-Type": "multipart/form-data; boundary=x", "Content-Length": String(length) },
  });
  const answer = new Promise<number | undefined>((resolve) => {
    request.on("response", (response) => resolve(response.statusCode));
    request.on("error", () => resolve(undefined));
    request.on("close", () => resolve(undefined));
  });
  request.flushHeaders();
  return { answer, close: () => request.destroy() };
}

const postApplication = (server: RunningServer, bytes: Buffer, name: string) =>
  fetch(`${server.url}/api/applications`, { method: "POST", body: applicationForm(undefined, { bytes, name }) });

suite("bodies are held as their bytes arrive, a share per address, for a bounded time", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ BODY_FIRST_BYTE_MS: "6000" });
  });
  afterAll(async () => {
    await server.stop();
  });

  it("with 9 idle uploads from 2 addresses declaring the whole 64 MB budget, a contact post from a third address gets 201 within 5 s; the idle ones get 408 or 503", async () => {
    const each = Math.floor((64 * 1024 * 1024) / 9);
    const idle = Array.from({ length: 9 }, (_, index) => idleUpload(server.url, `127.0.0.${2 + (index % 2)}`, each));
    try {
      await sleep(500);
      const started = Date.now();
      const response = await fetch(`${server.url}/api/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ ...validContact, website: "" }),
        signal: AbortSignal.timeout(5_000),
      });
      expect({ status: response.status, withinFiveSeconds: Date.now() - started < 5_000 }).toEqual({
        status: 201,
        withinFiveSeconds: true,
      });
      // Each address holds at most its share (a quarter) even for the moment its declared length counts:
      // those past it are refused at once (503), the others cut when no byte came (408).
      const answers = await Promise.all(idle.map((upload) => upload.answer));
      expect(answers.filter((status) => status !== 408 && status !== 503)).toEqual([]);
      expect(answers.filter((status) => status === 408).length).toBeGreaterThan(0);
    } finally {
      idle.forEach((upload) => upload.close());
    }
  });
});

suite("a résumé that takes long to judge holds up no one", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server.stop();
  });

  it("while the DOCX of 65,000-character part names is posted three times, /healthz answers within 1 s every time", async () => {
    const latencies: number[] = [];
    let posting = true;
    const probe = (async () => {
      while (posting) {
        const started = Date.now();
        await fetch(`${server.url}/healthz`, { signal: AbortSignal.timeout(30_000) });
        latencies.push(Date.now() - started);
        await sleep(100);
      }
    })();
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await postApplication(server, DOCX_LONG_NAMES, "cv.docx")).status);
    posting = false;
    await probe;
    console.log(
      `/healthz while the long-names DOCX was posted 3 times: ${latencies.length} answers, slowest ${Math.max(...latencies)} ms`,
    );
    expect(statuses).toEqual([400, 400, 400]);
    expect(latencies.length).toBeGreaterThan(2);
    expect(Math.max(...latencies)).toBeLessThan(1_000);
  });

  it("a real PDF named cv.exe is stored, and sent, as cv.pdf", async () => {
    const response = await postApplication(server, PDF, "cv.exe");
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const stored = (await server.store.list(() => undefined)).find((submission) => submission.id === id);
    expect(stored?.kind === "application" && stored.resume).toMatchObject({
      originalName: "cv.pdf",
      type: "application/pdf",
    });
  });
});

suite("refused posts count toward the rate limit", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ RATE_LIMIT_MAX: "3" });
  });
  afterAll(async () => {
    await server.stop();
  });

  it("three refused résumés from one address, then 429 for the fourth post", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await postApplication(server, DOCX_HOSTILE["an altChunk RTF"], "cv.docx")).status);
    expect(statuses).toEqual([400, 400, 400, 429]);
  });
});

/** An upload from `localAddress` that declares `length` and sends it at `bytesPerSecond`, in quarter-second steps. */
function trickle(url: string, localAddress: string, length: number, bytesPerSecond: number) {
  const request = http.request(url + "/api/applications", {
    method: "POST",
    localAddress,
    headers: { "Content-Type": "multipart/form-data; boundary=x", "Content-Length": String(length) },
  });
  request.on("error", () => undefined);
  request.flushHeaders();
  const step = setInterval(() => request.write(Buffer.alloc(bytesPerSecond / 4, 0x61)), 250);
  return () => {
    clearInterval(step);
    request.destroy();
  };
}

suite("trickles do not hold the door", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server.stop();
  });

  it("with 9 uploads trickling at 24 KB/s (above the minimum rate) from 5 addresses, ordinary applications of 300 KB get 201 within 10 s", async () => {
    const stops = Array.from({ length: 9 }, (_, index) =>
      // Together they declare the whole 64 MB budget.
      trickle(server.url, `127.0.0.${2 + (index % 5)}`, Math.floor((64 * 1024 * 1024) / 9), 24 * 1024),
    );
    // A real CV with a comment line of 300 KB at its end: a few hundred KB at a normal speed.
    const cv = Buffer.concat([PDF, Buffer.from(`%${"x".repeat(300 * 1024)}\n`)]);
    const results: { status: number; ms: number }[] = [];
    try {
      await sleep(3_000); // past the moment a new body's declared length counts
      for (let i = 0; i < 4; i++) {
        const started = Date.now();
        const response = await fetch(`${server.url}/api/applications`, {
          method: "POST",
          body: applicationForm(undefined, { bytes: cv, name: "cv.pdf" }),
          signal: AbortSignal.timeout(10_000),
        });
        results.push({ status: response.status, ms: Date.now() - started });
        await sleep(1_000);
      }
    } finally {
      stops.forEach((stop) => stop());
    }
    expect(results.map((result) => result.status)).toEqual([201, 201, 201, 201]);
    expect(Math.max(...results.map((result) => result.ms))).toBeLessThan(10_000);
  }, 60_000);
});
