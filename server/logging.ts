import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import pino, { type Logger } from "pino";
import { pinoHttp } from "pino-http";

/** The response header that carries each request's id, taken from the request when a proxy set a sane one. */
export const REQUEST_ID_HEADER = "X-Request-Id";
const SANE_ID = /^[A-Za-z0-9._:-]{1,100}$/;

/** pino: one JSON object per line on stdout, at LOG_LEVEL (info by default; debug, warn, error, silent…). */
export function createLogger(env: Record<string, string | undefined>): Logger {
  return pino({ level: env.LOG_LEVEL || "info", base: { pid: process.pid } });
}

/**
 * One JSON line per request (pino-http): its id, method, path, status and time, and nothing a
 * visitor typed: no query string, no header values, no body, no client address. The id is
 * echoed in X-Request-Id so that a visitor's report or a proxy's log can be matched to the line.
 * Health checks are not logged unless asked for (a load balancer asks every few seconds).
 */
export function requestLogging(logger: Logger, { logHealthChecks }: { logHealthChecks: boolean }) {
  return pinoHttp({
    logger,
    genReqId(req: IncomingMessage, res: ServerResponse) {
      const offered = req.headers[REQUEST_ID_HEADER.toLowerCase()];
      const id = typeof offered === "string" && SANE_ID.test(offered) ? offered : crypto.randomUUID();
      res.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    autoLogging: { ignore: (req) => !logHealthChecks && HEALTH_PATHS.has((req.url ?? "").split("?")[0]) },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? "error" : "info"),
    customSuccessMessage: () => "request",
    customErrorMessage: () => "request failed",
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, path: req.url.split("?")[0] }),
      res: (res: { statusCode: number }) => ({ status: res.statusCode }),
      err: (error: Error & { code?: string }) => ({ type: error.name, code: error.code, message: error.message }),
    },
  });
}

export const HEALTH_PATHS = new Set(["/healthz", "/readyz"]);
