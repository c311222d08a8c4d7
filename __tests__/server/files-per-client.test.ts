/** @jest-environment node */
import { EventEmitter } from "node:events";
import type { Request, Response } from "express";
import { FILES_RETRY_AFTER_SECONDS, filesPerClient } from "../../server/files-per-client";

/** A request for a file from `client` through the cap: whether it went on to the file server, its answer if refused, and its connection's end. */
function ask(cap: ReturnType<typeof filesPerClient>, client: string) {
  const headers: Record<string, string> = {};
  const answer: { status?: number; headers: Record<string, string> } = { headers };
  const res = Object.assign(new EventEmitter(), {
    setHeader: (name: string, value: string) => ((headers[name] = value), res),
    status: (code: number) => ((answer.status = code), res),
    type: () => res,
    send: () => res,
  });
  let served = false;
  cap({ ip: client } as Request, res as unknown as Response, () => (served = true));
  return { served, answer, close: () => res.emit("close") };
}

describe("files sent to one client address at once", () => {
  const cap = () => filesPerClient(8, (req) => req.ip!);

  it("serves a browser's 6 parallel requests and 2 more, refuses the 9th with 429, Retry-After and the connection closed", () => {
    const limit = cap();
    const served = Array.from({ length: 8 }, () => ask(limit, "203.0.113.7"));
    expect(served.every((request) => request.served)).toBe(true);
    const refused = ask(limit, "203.0.113.7");
    expect(refused.served).toBe(false);
    expect(refused.answer).toEqual({
      status: 429,
      headers: expect.objectContaining({ "Retry-After": String(FILES_RETRY_AFTER_SECONDS), Connection: "close" }),
    });
  });

  it("counts each address on its own, and frees a place when a file's answer ends or its connection is gone", () => {
    const limit = cap();
    const held = Array.from({ length: 8 }, () => ask(limit, "203.0.113.7"));
    expect(ask(limit, "198.51.100.2").served).toBe(true);
    held[0].close();
    expect(ask(limit, "203.0.113.7").served).toBe(true);
    expect(ask(limit, "203.0.113.7").served).toBe(false);
  });

  it("FILES_PER_CLIENT=0 turns the cap off", () => {
    const limit = filesPerClient(0, (req) => req.ip!);
    expect(Array.from({ length: 50 }, () => ask(limit, "203.0.113.7").served).every(Boolean)).toBe(true);
  });
});
