/** @jest-environment node */
import { EventEmitter } from "node:events";
import type { Request, Response } from "express";
import { FILE_SHARE_RETRY_AFTER_SECONDS, fileShare } from "../../server/file-share";

const MB = 1024 * 1024;

/** One address's share of 32 MB; the request names its client and its file's size. */
const share = () =>
  fileShare(
    32 * MB,
    (req) => req.ip!,
    (req) => Number(req.path),
  );

/** A request for a file of `size` bytes from `client`: whether it went on to be sent, its answer if refused, and its end. */
function ask(cap: ReturnType<typeof fileShare>, client: string, size: number) {
  const headers: Record<string, string> = {};
  const answer: { status?: number; headers: Record<string, string> } = { headers };
  const res = Object.assign(new EventEmitter(), {
    setHeader: (name: string, value: string) => ((headers[name] = value), res),
    status: (code: number) => ((answer.status = code), res),
    type: () => res,
    send: () => res,
  });
  let sent = false;
  cap({ ip: client, path: String(size) } as Request, res as unknown as Response, () => (sent = true));
  return { sent, answer, close: () => res.emit("close") };
}

describe("the bytes of files sent to one client address at once", () => {
  it("sends a page's 60 files at once, and six copies of a 5 MB file", () => {
    const cap = share();
    expect(Array.from({ length: 60 }, () => ask(cap, "203.0.113.7", 40 * 1024).sent).every(Boolean)).toBe(true);
    expect(Array.from({ length: 6 }, () => ask(cap, "198.51.100.2", 5 * MB).sent).every(Boolean)).toBe(true);
  });

  it("refuses a file that does not fit beside the address's others with 429, Retry-After and the connection closed; other addresses are served", () => {
    const cap = share();
    Array.from({ length: 6 }, () => ask(cap, "203.0.113.7", 5 * MB));
    const refused = ask(cap, "203.0.113.7", 5 * MB);
    expect(refused.sent).toBe(false);
    expect(refused.answer).toEqual({
      status: 429,
      headers: expect.objectContaining({ "Retry-After": String(FILE_SHARE_RETRY_AFTER_SECONDS), Connection: "close" }),
    });
    expect(ask(cap, "198.51.100.2", 5 * MB).sent).toBe(true);
  });

  it("frees a file's bytes when its answer ends or its connection is gone", () => {
    const cap = share();
    const held = Array.from({ length: 6 }, () => ask(cap, "203.0.113.7", 5 * MB));
    held[0].close();
    expect(ask(cap, "203.0.113.7", 5 * MB).sent).toBe(true);
    expect(ask(cap, "203.0.113.7", 5 * MB).sent).toBe(false);
  });

  it("sends a file larger than the share when the address has nothing else in flight", () => {
    const cap = share();
    expect(ask(cap, "203.0.113.7", 40 * MB).sent).toBe(true);
    expect(ask(cap, "203.0.113.7", 1).sent).toBe(false);
  });

  it("FILE_BYTES_PER_CLIENT=0 turns it off", () => {
    const cap = fileShare(
      0,
      (req) => req.ip!,
      () => 5 * MB,
    );
    expect(Array.from({ length: 50 }, () => ask(cap, "203.0.113.7", 5 * MB).sent).every(Boolean)).toBe(true);
  });
});
