import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { TYPEFACE } from "../../shared/typeface";
import { requireBuild, startServer, type RunningServer } from "./server-process";

const built = requireBuild();
const suite = built ? describe : describe.skip;
const PUBLIC = path.resolve(__dirname, "../../public");

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "public, max-age=0, must-revalidate";

/** The policy in a page's meta tag, as the build wrote it. */
const metaPolicy = (html: string) => html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)"/)?.[1];

suite("response headers of the production server", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server.stop();
  });

  // The islands' entry, content-hashed by esbuild under static/ (Gatsby's own bundles are not shipped).
  const ISLANDS = path.join(PUBLIC, "static/islands");
  const hashedScript = fs.existsSync(ISLANDS)
    ? `static/islands/${fs.readdirSync(ISLANDS).find((name) => /^boot-[0-9A-Z]+\.js$/.test(name))}`
    : undefined;
  const cases: Array<[string, string, number, string]> = [
    ["the home page", "/", 200, REVALIDATE],
    ["a job page", "/careers/solutions-architect/", 200, REVALIDATE],
    [
      "Gatsby's page data, which no page loads",
      "/page-data/careers/solutions-architect/page-data.json",
      404,
      REVALIDATE,
    ],
    ["a hashed script", `/${hashedScript}`, 200, IMMUTABLE],
    // Preloaded by every page: from the cache on the next page, in time for font-display: optional.
    ["the typeface file", TYPEFACE.url, 200, IMMUTABLE],
    ["the 404 page", "/no-such-page/", 404, REVALIDATE],
  ];

  it.each(cases)(
    "%s (%s): status, caching, CSP with frame-ancestors, nosniff, no X-Powered-By, no wildcard CORS",
    async (_name, url, status, cacheControl) => {
      const response = await fetch(`${server.url}${url}`);
      expect(response.status).toBe(status);
      expect(response.headers.get("cache-control")).toBe(cacheControl);
      expect(response.headers.get("content-security-policy")).toMatch(/(^|; )frame-ancestors 'none'(;|$)/);
      expect(response.headers.get("content-security-policy")).toContain("object-src 'none'");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("permissions-policy")).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
      expect(response.headers.get("x-powered-by")).toBeNull();
      expect(response.headers.get("access-control-allow-origin")).toBeNull();
    },
  );

  it.each([
    ["/", "index.html"],
    ["/careers/solutions-architect/", "careers/solutions-architect/index.html"],
    ["/no-such-page/", "404.html"],
  ])(
    "the CSP header of %s is its meta tag's policy plus frame-ancestors, so they allow the same scripts",
    async (url, file) => {
      const response = await fetch(`${server.url}${url}`);
      const html = await response.text();
      expect(metaPolicy(html)).toBe(metaPolicy(fs.readFileSync(path.join(PUBLIC, file), "utf8")));
      expect(response.headers.get("content-security-policy")).toBe(`${metaPolicy(html)}; frame-ancestors 'none'`);
      expect(response.headers.get("content-security-policy")!.match(/script-src [^;]+/)![0]).not.toContain(
        "unsafe-inline",
      );
    },
  );

  it("the 404 page is the site's own, with status 404, for pages and files alike", async () => {
    const page = await fetch(`${server.url}/careers/chief-astronaut/`);
    expect(page.status).toBe(404);
    expect(await page.text()).toBe(fs.readFileSync(path.join(PUBLIC, "404.html"), "utf8"));
    expect((await fetch(`${server.url}/missing-0123456789abcdef0123.js`)).status).toBe(404);
  });

  it("compresses text responses when asked", async () => {
    const response = await new Promise<http.IncomingMessage>((resolve) =>
      http.get(`${server.url}/`, { headers: { "Accept-Encoding": "gzip" } }, resolve),
    );
    response.resume();
    expect(response.headers["content-encoding"]).toBe("gzip");
  });

  it("moves a page asked for without its trailing slash with a 301, keeping the query", async () => {
    const response = await fetch(`${server.url}/careers/solutions-architect?ref=mail`, { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/careers/solutions-architect/?ref=mail");
    const notAPage = await fetch(`${server.url}/careers/chief-astronaut`, { redirect: "manual" });
    expect(notAPage.status).toBe(404);
    const protocolRelative = await fetch(`${server.url}//evil.example`, { redirect: "manual" });
    expect(protocolRelative.status).toBe(404);
  });

  it.each([
    ["a request line that is not HTTP", "NOT HTTP AT ALL\r\n\r\n", 400],
    ["headers over 16 kB", `GET / HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${"a".repeat(20_000)}\r\n\r\n`, 431],
  ])("Node's own answer to %s carries the security headers", async (_case, request, status) => {
    const answer = await new Promise<string>((resolve, reject) => {
      let text = "";
      const socket = net.connect(Number(new URL(server.url).port), "127.0.0.1", () => socket.write(request));
      socket.on("data", (chunk) => (text += chunk.toString()));
      socket.on("close", () => resolve(text));
      socket.on("error", reject);
    });
    const [statusLine, ...lines] = answer.split("\r\n\r\n")[0].split("\r\n");
    const headers = Object.fromEntries(
      lines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]),
    );
    expect(statusLine).toMatch(new RegExp(`^HTTP/1.1 ${status} `));
    expect(headers).toMatchObject({
      "x-content-type-options": "nosniff",
      "referrer-policy": "strict-origin-when-cross-origin",
      connection: "close",
    });
    expect(headers["content-security-policy"]).toMatch(/frame-ancestors 'none'/);
  });

  it("answers the API with no-store and the strict policy", async () => {
    const response = await fetch(`${server.url}/api/contact`);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-security-policy")).toMatch(/script-src 'self';.*frame-ancestors 'none'/);
  });
});

suite("shutting down", () => {
  it("on SIGTERM, finishes the request in flight, then exits 0", async () => {
    const server = await startServer();
    const port = new URL(server.url).port;
    const body = JSON.stringify({ name: "Jane", email: "jane@example.com", subject: "Hi", message: "Sent slowly" });
    const answer = new Promise<number>((resolve, reject) => {
      const request = http.request(
        {
          host: "127.0.0.1",
          port,
          path: "/api/contact",
          method: "POST",
          headers: { "Content-Type": "application/json", "Content-Length": body.length },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode!);
        },
      );
      request.on("error", reject);
      request.write(body.slice(0, 10));
      setTimeout(() => {
        server.process.kill("SIGTERM");
        setTimeout(() => request.end(body.slice(10)), 300);
      }, 200);
    });
    expect(await answer).toBe(201);
    expect(await server.stop()).toBe(0);
    expect(server.output()).toContain("SIGTERM: finishing requests in flight");
  });
});

suite("TRUST_PROXY", () => {
  it("true (believe any X-Forwarded-For, which the client writes) is refused at start, saying what to set instead", async () => {
    const outcome = await startServer({ TRUST_PROXY: "true" }).then(
      async (server) => (await server.stop(), "it started"),
      (error: Error) => error.message,
    );
    expect(outcome).toMatch(/TRUST_PROXY=true .*hop count/);
  });

  it("a hop count or a list of proxy addresses is taken", async () => {
    for (const setting of ["1", "loopback, 10.0.0.0/8"]) {
      const server = await startServer({ TRUST_PROXY: setting });
      expect(await server.stop()).toBe(0);
    }
  });
});

describe("public/_headers says what the server sends, for a static host", () => {
  const file = path.join(__dirname, "../../public/_headers");
  (fs.existsSync(file) ? it : it.skip)(
    "each page's policy and the security headers equal the server's answer",
    async () => {
      const text = fs.readFileSync(file, "utf8");
      const blockOf = (pattern: string) => {
        const start = text.indexOf(`\n${pattern}\n`);
        const lines = text.slice(start + pattern.length + 2).split("\n");
        return Object.fromEntries(
          lines
            .slice(
              0,
              lines.findIndex((line) => !line.startsWith("  ")),
            )
            .map((line) => {
              const at = line.indexOf(": ");
              return [line.slice(2, at).toLowerCase(), line.slice(at + 2)];
            }),
        );
      };
      const server = await startServer();
      try {
        for (const page of ["/", "/careers/", "/contact/", "/services/"]) {
          const response = await fetch(`${server.url}${page}`);
          expect(blockOf(page)["content-security-policy"]).toBe(response.headers.get("content-security-policy"));
          expect(blockOf(page)["cache-control"]).toBe(response.headers.get("cache-control"));
        }
        const all = blockOf("/*");
        const home = await fetch(`${server.url}/`);
        for (const [name, value] of Object.entries(all)) expect([name, home.headers.get(name)]).toEqual([name, value]);
      } finally {
        await server.stop();
      }
    },
  );
});
