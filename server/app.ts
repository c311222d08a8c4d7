import path from "node:path";
import compression from "compression";
import express, {
  type ErrorRequestHandler,
  type Express,
  type Request,
  type RequestHandler,
  type Response,
} from "express";
import type { Logger } from "pino";
import { pagePolicy, SECURITY_HEADERS } from "../content-model/node/content-security-policy";
import { FORM_METHOD, METHOD_NOT_ALLOWED } from "./submissions/contract";
import { handleApplication, handleContact } from "./submissions/handlers";
import { errorFields } from "./submissions/log";
import type { SubmissionStore } from "./submissions/storage";
import { closedPositions, closedTexts } from "./closed-positions";
import { refuseCrossSite } from "./cross-site";
import { answerTexts, confirmationPages, pageAnswers } from "./form-answers";
import { bodyBudget } from "./body-budget";
import { bodyRead, closeUnreadBodies, multipartCap, parseBody, refuseUnread, type BodyLimits } from "./body-parsing";
import { healthChecks } from "./health";
import { checkHost } from "./host-check";
import { requestLogging } from "./logging";
import { handleResumeDownload } from "./submissions/resume-download";
import { RESUME_PATH } from "./submissions/resume-link";
import { clientKey, rateLimit, type RateLimitOptions } from "./rate-limit";
import { fileShare } from "./file-share";
import { ANSWER_COMPRESSION, STATIC_FILE } from "./precompressed";
import { sendNotFound, sizeOfFile, staticSite } from "./static-site";

export interface ServerOptions {
  /** The Gatsby project: public/ and data/ are read from here. */
  siteDir: string;
  limits: BodyLimits;
  /** Where uploads are written while they arrive: the submissions folder's .tmp/. */
  uploadDir: string;
  rateLimit: RateLimitOptions;
  /** Bytes of public/'s files one client address may be sent at once (FILE_BYTES_PER_CLIENT); 0: no limit. */
  fileBytesPerClient: number;
  /**
   * Express's "trust proxy": false (the default) ignores X-Forwarded-For; a hop count or the
   * proxies' addresses. Never true: the leftmost X-Forwarded-For address is the client's own claim.
   */
  trustProxy: false | number | string;
  /** Origins besides the site's own whose pages may post the forms (ALLOWED_ORIGINS). */
  allowedOrigins: readonly string[];
  /** The `Host` values served (SITE_URL's and ALLOWED_ORIGINS'); empty serves any (server/host-check.ts). */
  siteHosts: readonly string[];
  /** Where the form handlers store submissions (the process's store); /readyz checks it. */
  store: SubmissionStore;
  logger: Logger;
  /** LOG_HEALTH_CHECKS=true: a line for each /healthz and /readyz too. */
  logHealthChecks: boolean;
  /** Set when SIGTERM arrives: /readyz then answers 503. */
  stopping: { now: boolean };
}

/** The form endpoints by name (/api/contact). */
const HANDLERS: Readonly<Record<string, (req: Request, res: Response) => Promise<void>>> = {
  contact: handleContact,
  applications: handleApplication,
};

/**
 * The answer for an error that is the request's fault, from the static files' reader (send) or
 * Express decoding a path: 400 for an address that cannot be read, 404 for one that reaches
 * outside the site (send's 403), undefined for anything else.
 */
function clientFault(error: unknown): 400 | 404 | undefined {
  const status =
    (error as { status?: unknown; statusCode?: unknown }).status ?? (error as { statusCode?: unknown }).statusCode;
  if (error instanceof URIError) return 400;
  if (typeof status !== "number" || status < 400 || status >= 500) return undefined;
  return status === 400 ? 400 : 404;
}

/**
 * The headers every response starts with; an HTML page's policy then replaces the
 * Content-Security-Policy here, which is the page policy with no inline script allowed at all.
 */
export const BASE_HEADERS: Readonly<Record<string, string>> = {
  ...SECURITY_HEADERS,
  "Content-Security-Policy": pagePolicy([], { header: true }),
};

const securityHeaders: RequestHandler = (_req, res, next) => {
  for (const [name, value] of Object.entries(BASE_HEADERS)) res.setHeader(name, value);
  next();
};

/** The most a request of its kind may send: a multipart post (a résumé) or any other body. */
const capOfBodies = (limits: BodyLimits) => (req: Request) =>
  req.is("multipart/form-data") ? multipartCap(limits) : limits.bodyBytes;

/**
 * The production server: public/ with the right headers, and the form handlers under /api
 * (server/submissions/handlers.ts) with limits, rate
 * limiting and parsing done before they run. See docs/server.md.
 */
export function createApp(options: ServerOptions): Express {
  const publicDir = path.resolve(options.siteDir, "public");
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", options.trustProxy);

  app.use(
    requestLogging(options.logger, options),
    securityHeaders,
    closeUnreadBodies(capOfBodies(options.limits)),
    checkHost(options.siteHosts),
    // Not public/'s files that the build compressed (./precompressed.ts), nor a range of a page:
    // its Content-Range counts the page's own bytes.
    compression({
      ...ANSWER_COMPRESSION,
      filter: (req, res) => !res.locals[STATIC_FILE] && res.statusCode !== 206 && compression.filter(req, res),
    }),
  );

  const { healthz, readyz } = healthChecks(options.store, options.stopping);
  app.get("/healthz", healthz);
  app.get("/readyz", readyz);

  const texts = answerTexts(options.siteDir);
  app.get(`${RESUME_PATH}:id`, (req, res, next) => void handleResumeDownload(req, res, options.store).catch(next));
  app.all("/api/*fn", ...formEndpoints(options, pageAnswers({ publicDir, texts })));
  app.all(
    "/api",
    (_req, res) => void res.status(404).setHeader("Cache-Control", "no-store").json({ error: "Not found" }),
  );

  app.use(confirmationPages({ publicDir, siteDir: options.siteDir, texts }));
  app.use(closedPositions({ publicDir, siteDir: options.siteDir, texts: closedTexts(options.siteDir) }));
  const perClient = fileShare(options.fileBytesPerClient, clientKey, (req) => sizeOfFile(publicDir, req.path));
  app.use(...staticSite(publicDir, perClient));
  app.use(lastResort(publicDir));
  return app;
}

/**
 * /api/<name>: the form endpoints. Every refusal (unknown name, wrong method, another site's
 * page, the rate limit, the bodies' budget) comes before the body is read, and no handler code
 * runs for it; the second handler answers the body parser's refusals.
 */
function formEndpoints(options: ServerOptions, answerAsPage: ReturnType<typeof pageAnswers>): RequestHandler[] {
  const capOf = capOfBodies(options.limits);
  const sameSiteOnly = refuseCrossSite(options.allowedOrigins);
  const limitSubmissions = rateLimit(options.rateLimit);
  const [readBody, bodyErrors] = parseBody(options.limits, options.uploadDir);
  const withinBudget = bodyBudget(
    {
      totalBytes: options.limits.inFlightBytes,
      // At least one whole post of the largest kind, so that any single client can always send one.
      perClientBytes: Math.max(options.limits.perClientInFlightBytes, multipartCap(options.limits)),
      firstByteMs: options.limits.firstByteMs,
      minBytesPerSecond: options.limits.minBytesPerSecond,
      uploadBytesPerSecond: options.limits.uploadBytesPerSecond,
      capOf,
    },
    clientKey,
  );
  const endpoint: RequestHandler = (req, res, next) => {
    const name = (req.params as { fn: string[] }).fn.join("/");
    const handler = Object.hasOwn(HANDLERS, name) ? HANDLERS[name] : undefined;
    answerAsPage(name, req, res);
    if (!handler) return refuseUnread(req, res, 404, { error: "Not found" });
    if (req.method !== FORM_METHOD)
      return void refuseUnread(req, res.setHeader("Allow", FORM_METHOD), 405, METHOD_NOT_ALLOWED);
    const run = () => Promise.resolve(handler(req, res)).catch(next);
    res.setHeader("Cache-Control", "no-store");
    sameSiteOnly(req, res, () =>
      limitSubmissions(req, res, () =>
        withinBudget(req, res, () =>
          readBody(req, res, (error?: unknown) => (error ? next(error) : void (bodyRead(res), run()))),
        ),
      ),
    );
  };
  return [endpoint, bodyErrors];
}

/** The answer to an error no handler answered: the client's fault (400, 404) without an alert, else a 500. */
function lastResort(publicDir: string): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const refused = clientFault(error);
    if (refused && !res.headersSent) {
      // A malformed or traversing address (`/%`, `/%00`, `/%2e%2e/x`) is the client's doing: no 5xx alert, no error line.
      req.log.info({ event: "bad-address", status: refused, reason: (error as Error).message }, "address refused");
      res.setHeader("Cache-Control", "no-store");
      if (refused === 404 && (req.method === "GET" || req.method === "HEAD")) return sendNotFound(res, publicDir);
      return void res
        .status(refused)
        .type("text/plain")
        .send(refused === 404 ? "Not Found" : "Bad Request");
    }
    req.log.error(errorFields(error), "request failed");
    if (res.headersSent) return void res.end();
    res.setHeader("Cache-Control", "no-store");
    if (req.path.startsWith("/api/"))
      return void res.status(500).json({ error: "Something went wrong. Please try again." });
    if (req.method === "GET" || req.method === "HEAD") return sendNotFound(res.status(500), publicDir);
    res.status(500).type("text/plain").send("Internal Server Error");
  };
}
