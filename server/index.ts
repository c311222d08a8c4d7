import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import site from "../data/site.json";
import { submissionSettings } from "../src/submissions/config";
import { deliverDue } from "../src/submissions/outbox";
import { cleanLeftovers } from "../src/submissions/retention";
import { BASE_HEADERS, createApp, type ServerOptions } from "./app";
import { answerClientErrors } from "./client-errors";
import { parseAllowedOrigins } from "./cross-site";

/**
 * `npm run serve`: the last build on PORT (9000) and HOST (127.0.0.1). Every setting is an
 * environment variable, listed in docs/server.md.
 */
const env = process.env;
const int = (value: string | undefined, fallback: number) => (value && /^\d+$/.test(value) ? Number(value) : fallback);

/** TRUST_PROXY: how many proxies are in front (a hop count), or their addresses and subnets ("loopback, 10.0.0.0/8"). */
function trustProxy(value: string | undefined): ServerOptions["trustProxy"] {
  if (!value || value === "false" || value === "0") return false;
  if (value === "true") {
    throw new Error(
      "TRUST_PROXY=true would believe the leftmost X-Forwarded-For address, which is whatever the client wrote: every request could choose its own address and step around the rate limit. " +
      "Set the hop count instead (TRUST_PROXY=1 for one proxy in front), or the proxies' addresses (TRUST_PROXY=loopback or TRUST_PROXY=10.0.0.0/8).",
    );
  }
  return /^\d+$/.test(value) ? Number(value) : value; // Express checks the addresses when the app is created.
}

function settingsOrExit(): ServerOptions {
  try {
    return {
      siteDir: path.resolve(env.SITE_DIR || "."),
      limits: {
        bodyBytes: int(env.BODY_LIMIT_BYTES, 100 * 1024),
        fileBytes: site.constants.resumeMaxBytes,
        fieldBytes: 64 * 1024,
        fields: 40,
        files: 1,
      },
      rateLimit: { max: int(env.RATE_LIMIT_MAX, 5), windowMs: int(env.RATE_LIMIT_WINDOW_MS, 10 * 60_000) },
      trustProxy: trustProxy(env.TRUST_PROXY),
      allowedOrigins: parseAllowedOrigins(env.ALLOWED_ORIGINS),
    };
  } catch (error) {
    console.error(`Not started: ${(error as Error).message}`);
    return process.exit(1);
  }
}

const options = settingsOrExit();
let app: ReturnType<typeof createApp>;
try {
  app = createApp(options);
} catch (error) {
  // An address in TRUST_PROXY that is not one (Express checks them), a build that cannot be loaded.
  console.error(`Not started: ${(error as Error).message}`);
  process.exit(1);
}
const server = http.createServer(app);
server.on("clientError", answerClientErrors(BASE_HEADERS));
server.on("error", (error) => {
  console.error(error);
  process.exit(1);
});

// What a crash or a full disk left behind (it holds personal data) goes before the first request.
const { dir } = submissionSettings();
void cleanLeftovers(dir)
  .then((removed) => removed.length && console.log(`Removed ${removed.length} file(s) left in ${dir} by interrupted writes`))
  .catch((error) => console.error("cleaning the submissions folder failed:", error))
  .finally(() => {
    server.listen(int(env.PORT, 9000), env.HOST || "127.0.0.1", () => {
      const { address, port } = server.address() as AddressInfo;
      console.log(`Serving ${path.join(options.siteDir, "public")} on http://${address.includes(":") ? `[${address}]` : address}:${port}/`);
    });
  });
// Slow clients cannot hold a connection open forever; uploads of 5 MB get a generous minute.
server.requestTimeout = 60_000;
server.headersTimeout = 20_000;

// Notifications that could not be sent at once are retried from the outbox.
let delivering: Promise<unknown> = Promise.resolve();
const outboxTimer = setInterval(() => {
  delivering = delivering.then(() => deliverDue(submissionSettings())).catch((error) => console.error("outbox:", error));
}, int(env.OUTBOX_POLL_MS, 5_000));

process.on("unhandledRejection", (error) => console.error("unhandled rejection:", error));

let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: finishing requests in flight, then stopping`);
  clearInterval(outboxTimer);
  const force = setTimeout(() => server.closeAllConnections(), int(env.SHUTDOWN_TIMEOUT_MS, 10_000));
  force.unref();
  server.close(() => {
    void delivering.finally(() => process.exit(0));
  });
  // Keep-alive connections are closed as soon as their request in flight has been answered.
  setInterval(() => server.closeIdleConnections(), 50).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
