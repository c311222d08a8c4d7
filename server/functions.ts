import fs from "node:fs";
import path from "node:path";
import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Response } from "express";
import multer from "multer";

/** One compiled function, as .cache/functions/manifest.json lists it (the file `gatsby serve` reads). */
interface ManifestEntry { functionRoute: string; relativeCompiledFilePath: string; matchPath?: string }
type Handler = (req: Request, res: Response) => unknown;

export interface BodyLimits {
  /** JSON, urlencoded and text bodies, in bytes (Gatsby's default is 100 kB). */
  bodyBytes: number;
  /** One uploaded file, in bytes (data/site.json constants.resumeMaxBytes). */
  fileBytes: number;
  /** One text field of a multipart body, in bytes. */
  fieldBytes: number;
  /** Text fields of a multipart body. */
  fields: number;
  /** Files in a multipart body. */
  files: number;
}

/**
 * Requires every built function once, at start (not per request, as `gatsby serve` does).
 * Returns them by route ("contact" for /api/contact).
 */
export function loadFunctions(siteDir: string): Map<string, Handler> {
  const dir = path.join(siteDir, ".cache", "functions");
  const manifestPath = path.join(dir, "manifest.json");
  const manifest: ManifestEntry[] = fs.existsSync(manifestPath) ? JSON.parse(fs.readFileSync(manifestPath, "utf8")) : [];
  const functions = new Map<string, Handler>();
  for (const entry of manifest) {
    if (entry.matchPath) throw new Error(`/api/${entry.functionRoute}: functions with parameters are not supported by this server`);
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const module = require(path.join(dir, entry.relativeCompiledFilePath)) as { default?: Handler } | Handler;
    const handler = typeof module === "function" ? module : module.default;
    if (typeof handler !== "function") throw new Error(`/api/${entry.functionRoute} does not export a function`);
    functions.set(entry.functionRoute, handler);
  }
  return functions;
}

const MEGABYTE = 1024 * 1024;
const asMegabytes = (bytes: number) => `${Math.round((bytes / MEGABYTE) * 10) / 10} MB`;

/**
 * Reads the body before the function runs, with limits enforced while reading: a body over its
 * limit is refused with 413 and never held whole in memory. Gatsby's compiled wrapper then sees
 * the stream ended and does not parse again (it would otherwise take uploads of any size).
 */
export function parseBody(limits: BodyLimits): RequestHandler[] {
  const multipartCap = limits.fileBytes * limits.files + limits.fieldBytes * limits.fields + 64 * 1024;
  const upload = multer({
    storage: multer.memoryStorage(),
    // File names as browsers send them, in UTF-8 (busboy reads a name without a charset as latin1: "Müller" became "MÃ¼ller").
    defParamCharset: "utf8",
    limits: { fileSize: limits.fileBytes, files: limits.files, fields: limits.fields, fieldSize: limits.fieldBytes, parts: limits.fields + limits.files, fieldNameSize: 100, headerPairs: 100 },
  }).any();
  const json = express.json({ limit: limits.bodyBytes, strict: false });
  const urlencoded = express.urlencoded({ limit: limits.bodyBytes, extended: false, parameterLimit: limits.fields });
  const text = express.text({ limit: limits.bodyBytes });

  const byType: RequestHandler = (req, res, next) => {
    const declared = Number(req.headers["content-length"] ?? NaN);
    const multipart = req.is("multipart/form-data") === "multipart/form-data";
    const cap = multipart ? multipartCap : limits.bodyBytes;
    if (declared > cap) return refuseEarly(req, res, multipart ? limits.fileBytes : limits.bodyBytes);
    if (multipart) {
      // multer reads a refused upload to its end before answering (so the client sees the 413);
      // past DRAIN_MAX_BYTES the connection is cut instead.
      cutAfter(req, DRAIN_MAX_BYTES);
      return upload(req, res, next);
    }
    if (req.is("application/json")) return json(req, res, next);
    if (req.is("application/x-www-form-urlencoded")) return urlencoded(req, res, next);
    if (req.is("text/plain")) return text(req, res, next);
    if (!declared && !req.headers["transfer-encoding"]) return next();
    res.setHeader("Cache-Control", "no-store");
    res.status(415).json({ error: "Send the form as application/json or multipart/form-data." });
  };

  const errors: ErrorRequestHandler = (error, _req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    if (error instanceof multer.MulterError) {
      const field = error.field ?? "form";
      switch (error.code) {
        case "LIMIT_FILE_SIZE":
          return void res.status(413).json({ errors: { [field]: `The file is larger than ${asMegabytes(limits.fileBytes)}. Attach a smaller PDF, DOC or DOCX.` } });
        case "LIMIT_FIELD_VALUE":
          return void res.status(413).json({ errors: { [field]: "This field is too long." } });
        case "LIMIT_FILE_COUNT":
        case "LIMIT_UNEXPECTED_FILE":
          return void res.status(400).json({ errors: { [field]: "Attach one file only." } });
        default:
          return void res.status(413).json({ error: "The form has too many fields." });
      }
    }
    const multipartProblem = MULTIPART_PROBLEMS[(error as Error).message];
    if (multipartProblem) return void res.status(400).json({ errors: { form: multipartProblem } });
    const status = (error as { status?: number; type?: string }).status;
    const type = (error as { type?: string }).type;
    if (status === 413 || type === "entity.too.large") return void res.status(413).json({ error: `The form is larger than ${Math.round(limits.bodyBytes / 1024)} kB.` });
    if (status && status >= 400 && status < 500) return void res.status(400).json({ errors: { form: "The form could not be read. Send it as JSON or multipart form data." } });
    next(error);
  };
  return [byType, errors as unknown as RequestHandler];
}

/**
 * What busboy (multer's parser) reports about a multipart body it cannot read, and what the
 * sender is told: their mistake, a 400, not a 500 with a stack trace in the log.
 */
const CUT_SHORT = "The form data ends before its closing boundary: it was cut short, or its boundary is not the one its Content-Type names.";
const MULTIPART_PROBLEMS: Record<string, string> = {
  "Multipart: Boundary not found": "The form data has no boundary: send it as multipart/form-data; boundary=… (a browser's FormData does).",
  "Malformed content type": "The form data's Content-Type cannot be read.",
  "Unexpected end of form": CUT_SHORT,
  "Unexpected end of file": CUT_SHORT,
  "Malformed part header": "A part of the form data has a malformed header, or one over 16 kB (a file name that long, for instance).",
  "Request aborted": "The upload was interrupted.",
  "Request closed": "The upload was interrupted.",
};

/** Most of a refused body read (and thrown away) so that the client sees the 413; beyond it the connection is cut. */
const DRAIN_MAX_BYTES = 64 * MEGABYTE;

/** Refuses a declared oversize body at once, before reading it. */
function refuseEarly(req: Request, res: Response, limit: number) {
  refuseUnread(req, res, 413, { error: `The form is larger than the limit (${limit >= MEGABYTE ? asMegabytes(limit) : `${Math.round(limit / 1024)} kB`}).` });
}

/**
 * Answers a request whose body is not wanted, without reading it first. The body is then read
 * and discarded (never kept), because a client still sending when the connection closes sees a
 * write error instead of the answer; a body beyond DRAIN_MAX_BYTES gets the connection cut.
 */
export function refuseUnread(req: Request, res: Response, status: number, body: unknown) {
  res.setHeader("Cache-Control", "no-store");
  res.status(status).json(body);
  cutAfter(req, DRAIN_MAX_BYTES);
  req.resume();
}

function cutAfter(req: Request, maxBytes: number) {
  let received = 0;
  req.on("data", (chunk: Buffer) => {
    received += chunk.length;
    if (received > maxBytes) req.socket.destroy();
  });
}
