import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import { validContact } from "./fixtures";
import { requireBuild, startServer, type RunningServer } from "./server-process";
import { sleep, waitFor } from "./wait";

/**
 * Clients that ask for a large file and never read it: before, they were never disconnected (RSS
 * 110 -> 241 MB) and, with 256 file descriptors, 118 of them made /healthz and every post fail;
 * from one address, 300 of them raised RSS by 76-95 MB.
 */
const built = requireBuild();
const suite = built ? describe : describe.skip;
const MB = 1024 * 1024;
const residentBytes = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))![1]) * 1024;
/** The build's largest file: the editor's bundle, about 5 MB. */
const LARGE_FILE = "/admin/decap-cms.js";

/** A connection from `localAddress` that asks for LARGE_FILE and reads nothing (so it cannot see the server close it either). */
function slowReader(server: RunningServer, localAddress: string) {
  const { hostname, port } = new URL(server.url);
  const socket = net.connect({ host: hostname, port: Number(port), localAddress });
  socket.on("error", () => undefined);
  socket.write(`GET ${LARGE_FILE} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAccept-Encoding: identity\r\n\r\n`);
  socket.pause();
  return { close: () => socket.destroy() };
}

/** The server's open file descriptors: its connections among them. */
const openDescriptors = (pid: number) => fs.readdirSync(`/proc/${pid}/fd`).length;

const healthy = async (server: RunningServer) =>
  (await fetch(`${server.url}/healthz`, { signal: AbortSignal.timeout(2_000) }).catch(() => undefined))?.status === 200;

/** A download from `localAddress` on a connection of its own, read whole: its status and length. */
function download(server: RunningServer, urlPath: string, localAddress: string) {
  return new Promise<{ status: number; bytes: number }>((resolve, reject) => {
    const request = http.get(
      `${server.url}${urlPath}`,
      { localAddress, agent: false, headers: { "Accept-Encoding": "identity" } },
      (response) => {
        let bytes = 0;
        response.on("data", (chunk: Buffer) => (bytes += chunk.length));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, bytes }));
      },
    );
    request.on("error", reject);
  });
}

suite("slow readers", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ SOCKET_IDLE_TIMEOUT_MS: "3000" }, { openFiles: 256 });
  });
  afterAll(async () => {
    await server.stop();
  });

  it("300 connections that never read a 5 MB file never exhaust 256 file descriptors, are cut after the idle timeout, and the server serves again", async () => {
    const pid = server.process.pid!;
    await fetch(`${server.url}${LARGE_FILE}`).then((response) => response.arrayBuffer());
    await sleep(500);
    const idle = residentBytes(pid);
    const idleDescriptors = openDescriptors(pid);
    let mostDescriptors = idleDescriptors;
    let peak = idle;
    const sampler = setInterval(() => {
      peak = Math.max(peak, residentBytes(pid));
      mostDescriptors = Math.max(mostDescriptors, openDescriptors(pid));
    }, 25);
    const readers = Array.from({ length: 300 }, (_, index) => slowReader(server, `127.0.1.${1 + (index % 200)}`));
    try {
      await sleep(1_000);
      // Cut after SOCKET_IDLE_TIMEOUT_MS (3 s here) without progress: the descriptors come back.
      await waitFor(() => openDescriptors(pid) <= idleDescriptors + 4, 20_000);
      expect(await healthy(server)).toBe(true);
      const post = await fetch(`${server.url}/api/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(validContact),
      });
      expect(post.status).toBe(201);
    } finally {
      clearInterval(sampler);
      readers.forEach((reader) => reader.close());
    }
    console.log(
      `300 slow readers of ${LARGE_FILE}: RSS idle ${Math.round(idle / MB)} MB, peak +${Math.round((peak - idle) / MB)} MB; file descriptors ${idleDescriptors} idle, ${mostDescriptors} at most (limit 256)`,
    );
    expect(mostDescriptors).toBeLessThan(256);
    // 200 addresses, one or two readers each, so FILE_BYTES_PER_CLIENT does not apply (the 64 MB of the
    // issue's probe, one address, is the next test): the 96 connections that fit fill their kernel
    // buffers through 64 kB read Buffers that V8 frees at its next collection (95-145 MB measured
    // here). A guard against worse.
    expect(Math.round((peak - idle) / MB)).toBeLessThanOrEqual(160);
    expect(server.output()).not.toContain("EMFILE");
  });
});

suite("slow readers from one address", () => {
  let server: RunningServer;
  beforeAll(async () => {
    // A default host's open-file limit; the idle timeout (30 s) left as it is, so nothing is cut while measured.
    server = await startServer({}, { openFiles: 1024 });
  });
  afterAll(async () => {
    await server.stop();
  });

  it("300 connections from one address that never read a 5 MB file raise RSS by at most 64 MB, /healthz answers within 1 s throughout, and a visitor's 6 parallel downloads are served", async () => {
    const pid = server.process.pid!;
    const first = await download(server, LARGE_FILE, "127.0.0.1");
    expect(first.status).toBe(200);
    await sleep(500);
    const idle = residentBytes(pid);
    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, residentBytes(pid))), 25);
    const readers = Array.from({ length: 300 }, () => slowReader(server, "127.0.0.1"));
    /** Each /healthz asked while the readers hold: its status and time, or how it failed. */
    const health: { status: number | string; ms: number }[] = [];
    let visitor: { status: number; bytes: number }[] = [];
    try {
      for (const started = Date.now(); Date.now() - started < 4_000; await sleep(200)) {
        const asked = Date.now();
        const status = await fetch(`${server.url}/healthz`, { signal: AbortSignal.timeout(1_000) }).then(
          (answer) => answer.status,
          (error: Error) => error.name,
        );
        health.push({ status, ms: Date.now() - asked });
      }
      clearInterval(sampler);
      // Another address, while the 300 are still held: a browser's 6 connections, each answered whole.
      visitor = await Promise.all(Array.from({ length: 6 }, () => download(server, LARGE_FILE, "127.0.0.2")));
    } finally {
      clearInterval(sampler);
      readers.forEach((reader) => reader.close());
    }
    const times = health.map(({ ms }) => ms);
    console.log(
      `300 slow readers of ${LARGE_FILE} from one address: RSS idle ${Math.round(idle / MB)} MB, peak +${Math.round((peak - idle) / MB)} MB; /healthz ${health.length} times in ${Math.min(...times)}-${Math.max(...times)} ms, ${health.filter(({ status }) => status !== 200).length} failed`,
    );
    expect(Math.round((peak - idle) / MB)).toBeLessThanOrEqual(64);
    expect(health.filter(({ status }) => status !== 200)).toEqual([]);
    expect(visitor).toEqual(Array.from({ length: 6 }, () => ({ status: 200, bytes: first.bytes })));
  });
});
