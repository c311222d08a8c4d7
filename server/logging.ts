import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import pino, { type Logger } from "pino";
import { pinoHttp } from "pino-http";
import pretty from "pino-pretty";

/** The response header that carries each request's id: always the server's own. */
export const REQUEST_ID_HEADER = "X-Request-Id";
const SANE_ID = /^[A-Za-z0-9._:-]{1,100}$/;

/**
 * pino at LOG_LEVEL (info by default; debug, warn, error, silent…): one JSON object per line, for a
 * log collector, unless stdout is a terminal, where a person reads it: then pino-pretty's coloured
 * lines, written synchronously in this thread (no worker, nothing lost at exit). LOG_FORMAT=json
 * or pretty overrides the guess.
 */
export function createLogger(
  env: Record<string, string | undefined>,
  terminal = Boolean(process.stdout.isTTY),
): Logger {
  const options = { level: env.LOG_LEVEL || "info", base: { pid: process.pid } };
  const readable = env.LOG_FORMAT ? env.LOG_FORMAT === "pretty" : terminal;
  if (env.LOG_FORMAT && !["json", "pretty"].includes(env.LOG_FORMAT))
    throw new Error(`LOG_FORMAT must be json or pretty, not ${JSON.stringify(env.LOG_FORMAT)}`);
  return readable ? pino(options, pretty({ sync: true, translateTime: "SYS:standard" })) : pino(options);
}

/**
 * One JSON line per request (pino-http): its id, method, path, status and time, and nothing a
 * visitor typed: no query string, no header values (but a sane X-Request-Id, as `offeredId`), no body, no client address. The id is
 * echoed in X-Request-Id so that a visitor's report or a proxy's log can be matched to the line.
 * Health checks are not logged unless asked for (a load balancer asks every few seconds).
 */
export function requestLogging(logger: Logger, { logHealthChecks }: { logHealthChecks: boolean }) {
  return pinoHttp({
    logger,
    // The server's own id, never one a request brings: anyone can send X-Request-Id, and a chosen
    // id could pass for another request's line. A sane one (as a proxy sets) is logged beside it.
    genReqId(_req: IncomingMessage, res: ServerResponse) {
      const id = crypto.randomUUID();
      res.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    autoLogging: { ignore: (req) => !logHealthChecks && HEALTH_PATHS.has((req.url ?? "").split("?")[0]) },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? "error" : "info"),
    customSuccessMessage: () => "request",
    customErrorMessage: () => "request failed",
    serializers: {
      req: (req: { id: string; method: string; url: string; headers: Record<string, unknown> }) => ({
        id: req.id,
        method: req.method,
        path: req.url.split("?")[0],
        ...offeredId(req.headers),
      }),
      res: (res: { statusCode: number }) => ({ status: res.statusCode }),
      err: (error: Error & { code?: string }) => ({ type: error.name, code: error.code, message: error.message }),
    },
  });
}

/** The X-Request-Id the request came with, as `offeredId`, when it is made of letters, digits and `._:-` (at most 100). */
function offeredId(headers: Record<string, unknown>): { offeredId?: string } {
  const offered = headers[REQUEST_ID_HEADER.toLowerCase()];
  return typeof offered === "string" && SANE_ID.test(offered) ? { offeredId: offered } : {};
}

export const HEALTH_PATHS = new Set(["/healthz", "/readyz"]);
