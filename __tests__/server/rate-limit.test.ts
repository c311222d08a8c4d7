/** @jest-environment node */
import type { Request, Response } from "express";
import { rateLimit } from "../../server/rate-limit";
import { cacheControlFor, CACHE } from "../../server/static-site";

function call(handler: ReturnType<typeof rateLimit>, ip: string) {
  const headers: Record<string, string> = {};
  let status = 200;
  const res = {
    setHeader: (name: string, value: string) => void (headers[name] = value),
    status: (code: number) => ((status = code), res),
    json: () => res,
  } as unknown as Response;
  let passed = false;
  handler({ ip } as Request, res, () => void (passed = true));
  return { passed, status, retryAfter: headers["Retry-After"] };
}

describe("the per-client rate limit", () => {
  it("lets 5 requests through in 10 minutes, answers the sixth 429 with Retry-After, and frees up as time passes", () => {
    let now = 0;
    const limit = rateLimit({ max: 5, windowMs: 600_000 }, () => now);
    for (let i = 0; i < 5; i++) {
      now += 1000;
      expect(call(limit, "1.1.1.1").passed).toBe(true);
    }
    expect(call(limit, "1.1.1.1")).toEqual({ passed: false, status: 429, retryAfter: "596" });
    expect(call(limit, "2.2.2.2").passed).toBe(true);
    now = 601_000;
    expect(call(limit, "1.1.1.1").passed).toBe(true);
  });

  it("is off when the maximum is 0", () => {
    const limit = rateLimit({ max: 0, windowMs: 1000 });
    for (let i = 0; i < 100; i++) expect(call(limit, "1.1.1.1").passed).toBe(true);
  });
});

describe("caching rules", () => {
  it("caches hashed bundles and static/ for good, and revalidates pages, page-data and the rest", () => {
    expect(cacheControlFor("/app-f87f460467666d0e948f.js")).toBe(CACHE.immutable);
    expect(cacheControlFor("/component---src-pages-index-tsx-8e7b8e19c656c525cb0b.js")).toBe(CACHE.immutable);
    expect(cacheControlFor("/static/d/123/logo.png")).toBe(CACHE.immutable);
    for (const path of ["/index.html", "/about/index.html", "/page-data/index/page-data.json", "/page-data/app-data.json", "/sw.js", "/manifest.webmanifest"]) {
      expect(cacheControlFor(path)).toBe(CACHE.revalidate);
    }
  });
});
