/** @jest-environment node */
import type { Request, Response } from "express";
import { rateLimit } from "../../server/rate-limit";
import { cacheControlFor, CACHE } from "../../server/static-site";

/** One request from `ip` through the limiter: whether it was let through, or what it was answered. */
async function call(handler: ReturnType<typeof rateLimit>, ip: string) {
  const headers: Record<string, string> = {};
  let status = 200;
  let body: unknown;
  const passed = await new Promise<boolean>((resolve, reject) => {
    const res = {
      setHeader: (name: string, value: string) => void (headers[name] = String(value)),
      append: (name: string, value: string) => void (headers[name] = String(value)),
      getHeader: (name: string) => headers[name],
      status: (code: number) => ((status = code), res),
      json: (value: unknown) => ((body = value), resolve(false), res),
      on: () => res,
      once: () => res,
    } as unknown as Response;
    const req = { ip, method: "POST", headers: {}, app: { get: () => false } } as unknown as Request;
    // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- passes on what the handler gave next().
    void handler(req, res, (error?: unknown) => (error ? reject(error) : resolve(true)));
  });
  return { passed, status, retryAfter: headers["Retry-After"], body };
}

describe("the per-client rate limit", () => {
  beforeEach(() => jest.useFakeTimers({ now: 0 }));
  afterEach(() => jest.useRealTimers());

  it("lets 5 requests through in 10 minutes, answers the sixth 429 with Retry-After, and frees up when the window ends", async () => {
    const limit = rateLimit({ max: 5, windowMs: 600_000 });
    jest.setSystemTime(1000);
    for (let i = 0; i < 5; i++) {
      expect((await call(limit, "1.1.1.1")).passed).toBe(true);
      jest.advanceTimersByTime(1000);
    }
    expect(await call(limit, "1.1.1.1")).toEqual({
      passed: false,
      status: 429,
      retryAfter: "595",
      body: { error: "Too many submissions. Please try again in 10 minute(s)." },
    });
    expect((await call(limit, "2.2.2.2")).passed).toBe(true);
    jest.setSystemTime(601_000);
    expect((await call(limit, "1.1.1.1")).passed).toBe(true);
  });

  it("counts an IPv6 client by its network, not by each of its addresses", async () => {
    const limit = rateLimit({ max: 1, windowMs: 600_000 });
    expect((await call(limit, "2001:db8:1:1::1")).passed).toBe(true);
    expect((await call(limit, "2001:db8:1:2::2")).status).toBe(429);
  });

  it("is off when the maximum is 0", async () => {
    const limit = rateLimit({ max: 0, windowMs: 1000 });
    for (let i = 0; i < 100; i++) expect((await call(limit, "1.1.1.1")).passed).toBe(true);
  });
});

describe("caching rules", () => {
  it("caches hashed bundles and static/ for good, and revalidates pages, page-data and the rest", () => {
    expect(cacheControlFor("/app-f87f460467666d0e948f.js")).toBe(CACHE.immutable);
    expect(cacheControlFor("/component---src-pages-index-tsx-8e7b8e19c656c525cb0b.js")).toBe(CACHE.immutable);
    expect(cacheControlFor("/static/d/123/logo.png")).toBe(CACHE.immutable);
    for (const path of [
      "/index.html",
      "/about/index.html",
      "/page-data/index/page-data.json",
      "/page-data/app-data.json",
      "/sw.js",
      "/manifest.webmanifest",
    ]) {
      expect(cacheControlFor(path)).toBe(CACHE.revalidate);
    }
  });
});
