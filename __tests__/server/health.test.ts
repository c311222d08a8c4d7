/** @jest-environment node */
import type { Request, Response } from "express";
import { healthChecks, READY_CACHE_MS } from "../../server/health";
import type { SubmissionStore } from "../../server/submissions/storage";

/** GET /readyz through the handler: its status and body. */
async function readyz(handler: ReturnType<typeof healthChecks>["readyz"]) {
  return new Promise<{ status: number; body: unknown }>((resolve) => {
    let status = 200;
    const res = {
      setHeader: () => res,
      status: (code: number) => ((status = code), res),
      json: (body: unknown) => (resolve({ status, body }), res),
    } as unknown as Response;
    void handler({} as Request, res, () => undefined);
  });
}

describe("GET /readyz under a flood", () => {
  afterEach(() => jest.useRealTimers());

  it("asks the store at most once a second however many checks arrive (the file store's check is an fsync'd write), and notices a change after that", async () => {
    jest.useFakeTimers({ now: 0, doNotFake: ["setImmediate", "nextTick"] });
    let ready = true;
    const checkReady = jest.fn(async () => {
      if (!ready) throw new Error("the disk is full");
    });
    const { readyz: handler } = healthChecks({ checkReady } as unknown as SubmissionStore, { now: false });
    const answers = await Promise.all(Array.from({ length: 200 }, () => readyz(handler)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(checkReady).toHaveBeenCalledTimes(1);

    ready = false;
    jest.setSystemTime(READY_CACHE_MS - 1);
    expect((await readyz(handler)).status).toBe(200);
    jest.setSystemTime(READY_CACHE_MS);
    expect(await readyz(handler)).toEqual({ status: 503, body: { status: "unavailable", error: expect.any(String) } });
    expect(checkReady).toHaveBeenCalledTimes(2);
  });
});
