import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { validContact } from "./fixtures";
import { requireBuild, startServer, type RunningServer } from "./server-process";
import { waitFor } from "./wait";

/** What a webhook receiver's answer may do to the server: send the submission elsewhere, fill its memory. */
const built = requireBuild();
const suite = built ? describe : describe.skip;
const MB = 1024 * 1024;
const residentBytes = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))![1]) * 1024;

suite("the webhook's answer", () => {
  const hits: Record<string, number> = {};
  /** Set when the large answer has been written whole or cut by the server. */
  let answerEnded = false;
  const receiver = http.createServer((req, res) => {
    hits[req.url!] = (hits[req.url!] ?? 0) + 1;
    req.resume().on("end", () => {
      if (req.url === "/moved") return void res.writeHead(307, { Location: "/elsewhere" }).end();
      if (req.url === "/elsewhere") return void res.writeHead(204).end();
      // 400 MB of answer, written as fast as it is read.
      res.writeHead(200, { "Content-Type": "application/octet-stream" });
      const chunk = Buffer.alloc(MB, 0x61);
      let left = 400;
      const more = () => {
        while (left > 0) {
          left--;
          if (!res.write(chunk)) return void res.once("drain", more);
        }
        res.end();
      };
      res.on("error", () => undefined);
      res.once("close", () => (answerEnded = true));
      more();
    });
  });
  let base: string;
  let server: RunningServer | undefined;
  beforeAll(async () => {
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  });
  afterEach(async () => {
    await server?.stop();
    server = undefined;
  });
  afterAll(async () => {
    receiver.closeAllConnections();
    await new Promise((resolve) => receiver.close(resolve));
  });
  const post = (target: RunningServer) =>
    fetch(`${target.url}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(validContact),
    });

  it("a 307 to another address is not followed: the submission goes nowhere else, and the delivery is tried again", async () => {
    server = await startServer({ WEBHOOK_URL: `${base}/moved`, OUTBOX_POLL_MS: "100", OUTBOX_RETRY_BASE_MS: "100" });
    expect((await post(server)).status).toBe(201);
    await waitFor(() => (hits["/moved"] ?? 0) >= 2);
    expect(hits["/elsewhere"]).toBeUndefined();
    expect(server.output()).toContain("a redirect, which is not followed");
  });

  it("an answer of 400 MB is cut after its first bytes: the delivery counts, the memory does not rise", async () => {
    server = await startServer({ WEBHOOK_URL: `${base}/huge`, OUTBOX_POLL_MS: "100" });
    const pid = server.process.pid!;
    const idle = residentBytes(pid);
    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, residentBytes(pid))), 20);
    try {
      expect((await post(server)).status).toBe(201);
      await waitFor(() => answerEnded);
      await waitFor(async () => (await server!.store.pendingNotifications()).length === 0);
    } finally {
      clearInterval(sampler);
    }
    console.log(`webhook answer of 400 MB: RSS +${Math.round((peak - idle) / MB)} MB at the peak`);
    expect(Math.round((peak - idle) / MB)).toBeLessThanOrEqual(32);
  });
});
