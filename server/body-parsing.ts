import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream";
import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Response } from "express";
import multer from "multer";
import { uploadFileName } from "./upload-files";

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
  /** All bodies being received at once, across all clients (server/body-budget.ts). */
  inFlightBytes: number;
  /** What one client address may hold of inFlightBytes at once. */
  perClientInFlightBytes: number;
  /** How long a body may take to start arriving, in ms. */
  firstByteMs: number;
  /** The least average rate a body must arrive at once it has had firstByteMs, in bytes per second. */
  minBytesPerSecond: number;
  /** The pace of a real upload: a slower body holds only what has arrived (server/body-budget.ts). */
  uploadBytesPerSecond: number;
}

const MEGABYTE = 1024 * 1024;
const asMegabytes = (bytes: number) => `${Math.round((bytes / MEGABYTE) * 10) / 10} MB`;

/** The most a multipart body may hold: the files, the text fields, and room for the part headers. */
export const multipartCap = (limits: BodyLimits) =>
  limits.fileBytes * limits.files + limits.fieldBytes * limits.fields + 64 * 1024;

/**
 * Reads the body before the form handler runs, with limits enforced while reading: a body over its
 * limit is refused with 413 as soon as it passes the limit, and no further byte is read (the
 * answer closes the connection). An uploaded file is streamed to `uploadDir` (the submissions
 * folder's .tmp/, mode 600), never held in memory while it arrives; once the whole body is in, it
 * is read back for the handler (which checks and stores it) and removed.
 */
export function parseBody(limits: BodyLimits, uploadDir: string): RequestHandler[] {
  const cap = multipartCap(limits);
  // Uploads are removed before the answer: once a client reads it, nothing of its form is on disk.
  const errors: ErrorRequestHandler = (error, req, res, next) =>
    void removeUploads(req).then(() => answerUnreadable(error, res, next, limits));
  const upload = multipartUploads(limits, uploadDir, (req, field) =>
    errors(new multer.MulterError("LIMIT_FILE_SIZE", field), req, req.res!, () => undefined),
  );
  const parserFor = bodyParsers(limits);

  const byType: RequestHandler = (req, res, next) => {
    const declared = Number(req.headers["content-length"] ?? NaN);
    const multipart = req.is("multipart/form-data") === "multipart/form-data";
    if (declared > (multipart ? cap : limits.bodyBytes))
      return refuseEarly(req, res, multipart ? limits.fileBytes : limits.bodyBytes);
    if (multipart) {
      // busboy reports a file or a field over its limit, but multer answers only once the whole
      // body has arrived: past the multipart cap the answer is given at once instead.
      refuseAfter(req, cap, () => refuseEarly(req, res, cap));
      res.once("close", () => void removeUploads(req));
      return upload(req, res, (error?: unknown) =>
        error ? next(error) : void readUploads(req).then(() => next(), next),
      );
    }
    // body-parser, like multer, answers a body over its limit only once the whole body has arrived.
    const parser = parserFor(req);
    if (parser) {
      refuseAfter(req, limits.bodyBytes, () => refuseEarly(req, res, limits.bodyBytes));
      return parser(req, res, next);
    }
    if (!declared && !req.headers["transfer-encoding"]) return next();
    refuseUnread(req, res, 415, { error: "Send the form as application/json or multipart/form-data." });
  };
  return [byType, errors as unknown as RequestHandler];
}

/** multer reading a multipart body within the limits, its files streamed to `uploadDir` (diskUploads). */
function multipartUploads(
  limits: BodyLimits,
  uploadDir: string,
  onTooLarge: (req: Request, field: string) => void,
): RequestHandler {
  return multer({
    storage: diskUploads(uploadDir, onTooLarge),
    // File names as browsers send them, in UTF-8 (busboy reads a name without a charset as latin1: "Müller" became "MÃ¼ller").
    defParamCharset: "utf8",
    limits: {
      fileSize: limits.fileBytes,
      files: limits.files,
      fields: limits.fields,
      fieldSize: limits.fieldBytes,
      parts: limits.fields + limits.files,
      fieldNameSize: 100,
      headerPairs: 100,
    },
  }).any();
}

/** body-parser's reader for a JSON, urlencoded or text body, by its Content-Type; none for another type. */
function bodyParsers(limits: BodyLimits): (req: Request) => RequestHandler | undefined {
  const json = express.json({ limit: limits.bodyBytes, strict: false });
  const urlencoded = express.urlencoded({ limit: limits.bodyBytes, extended: false, parameterLimit: limits.fields });
  const text = express.text({ limit: limits.bodyBytes });
  return (req) =>
    req.is("application/json")
      ? json
      : req.is("application/x-www-form-urlencoded")
        ? urlencoded
        : req.is("text/plain")
          ? text
          : undefined;
}

/** The 4xx for a body the parsers refused, naming the field where there is one; anything else goes on to the 500. */
function answerUnreadable(error: unknown, res: Response, next: (error?: unknown) => void, limits: BodyLimits) {
  if (res.headersSent) return; // answered already, as soon as the limit was passed
  res.setHeader("Cache-Control", "no-store");
  if (error instanceof multer.MulterError) {
    const field = error.field ?? "form";
    switch (error.code) {
      case "LIMIT_FILE_SIZE":
        return void res.status(413).json({
          errors: {
            [field]: `The file is larger than ${asMegabytes(limits.fileBytes)}. Attach a smaller PDF, DOC or DOCX.`,
          },
        });
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
  if (status === 413 || type === "entity.too.large")
    return void res.status(413).json({ error: `The form is larger than ${Math.round(limits.bodyBytes / 1024)} kB.` });
  if (status && status >= 400 && status < 500)
    return void res
      .status(400)
      .json({ errors: { form: "The form could not be read. Send it as JSON or multipart form data." } });
  next(error);
}

type Upload = { fieldname: string; path?: string; buffer?: Buffer; size: number };
/** The files being written for each request, so that they are removed however the request ends. */
const uploadsInFlight = new WeakMap<Request, Set<string>>();

/**
 * multer's storage: each file streamed to its own new file in `dir` (mode 600, in a folder of mode
 * 700: it is personal data), named by server/upload-files.ts so that what a stop or a crash left is
 * removed at the next start.
 * `onTooLarge` answers at once when a file passes its limit (multer itself waits for the body's end).
 */
function diskUploads(dir: string, onTooLarge: (req: Request, field: string) => void): multer.StorageEngine {
  return {
    _handleFile(req, file, done) {
      // Answered already (refused while its fields arrived): the rest is not worth a file.
      if (req.res?.headersSent) return void file.stream.resume().once("end", () => done(null, { size: 0 }));
      fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
      const target = path.join(dir, uploadFileName(crypto.randomBytes(12).toString("hex")));
      const paths = uploadsInFlight.get(req) ?? new Set<string>();
      uploadsInFlight.set(req, paths.add(target));
      file.stream.once("limit", () => onTooLarge(req, file.fieldname));
      const out = fs.createWriteStream(target, { flags: "wx", mode: 0o600 });
      pipeline(file.stream, out, (error) => {
        // The answer may have gone out while the file was written (and its uploads were removed then).
        if (req.res?.writableFinished) void removeUploads(req);
        return error ? done(error) : done(null, { path: target, size: out.bytesWritten });
      });
    },
    _removeFile(req, file, done) {
      if (file.path) uploadsInFlight.get(req)?.delete(file.path);
      fs.rm(file.path ?? "", { force: true }, () => done(null));
    },
  };
}

/** The complete uploads, read back for the handler (as multer's memory storage gives them), their files removed. */
async function readUploads(req: Request): Promise<void> {
  for (const file of (req.files ?? []) as Upload[]) {
    if (!file.path) continue;
    file.buffer = await fs.promises.readFile(file.path);
  }
  await removeUploads(req);
}

async function removeUploads(req: Request): Promise<void> {
  const files = [...(uploadsInFlight.get(req) ?? [])];
  uploadsInFlight.delete(req);
  await Promise.all(files.map((file) => fs.promises.rm(file, { force: true })));
}

/**
 * What busboy (multer's parser) reports about a multipart body it cannot read, and what the
 * sender is told: their mistake, a 400, not a 500 with a stack trace in the log.
 */
const CUT_SHORT =
  "The form data ends before its closing boundary: it was cut short, or its boundary is not the one its Content-Type names.";
const MULTIPART_PROBLEMS: Record<string, string> = {
  "Multipart: Boundary not found":
    "The form data has no boundary: send it as multipart/form-data; boundary=… (a browser's FormData does).",
  "Malformed content type": "The form data's Content-Type cannot be read.",
  "Unexpected end of form": CUT_SHORT,
  "Unexpected end of file": CUT_SHORT,
  "Malformed part header":
    "A part of the form data has a malformed header, or one over 16 kB (a file name that long, for instance).",
  "Request aborted": "The upload was interrupted.",
  "Request closed": "The upload was interrupted.",
};

/** Refuses a declared oversize body at once, before reading it. */
function refuseEarly(req: Request, res: Response, limit: number) {
  refuseUnread(req, res, 413, {
    error: `The form is larger than the limit (${limit >= MEGABYTE ? asMegabytes(limit) : `${Math.round(limit / 1024)} kB`}).`,
  });
}

/**
 * Answers a request whose body is not wanted, without reading it. The answer says
 * `Connection: close` (see closeUnreadBodies) and the connection is closed once it is sent, so the
 * rest of the body is never read.
 */
export function refuseUnread(req: Request, res: Response, status: number, body: unknown) {
  if (res.headersSent) return;
  res.setHeader("Cache-Control", "no-store");
  if (!req.complete) res.setHeader("Connection", "close");
  res.status(status).json(body);
}

/** Answers with `refuse` as soon as more than `maxBytes` of the body have arrived. */
function refuseAfter(req: Request, maxBytes: number, refuse: () => void) {
  let received = 0;
  const count = (chunk: Buffer) => {
    received += chunk.length;
    if (received <= maxBytes) return;
    req.off("data", count);
    refuse();
  };
  req.on("data", count);
}

/**
 * After answering a request whose body it will not read, how much more of it the server takes
 * (at most the body's cap) and for how long, before it cuts the connection: time for a browser
 * still sending to read the answer; the rest of an upload is not worth reading.
 */
export const LINGER = { bytes: 1024 * 1024, ms: 5_000 };

/**
 * Every answer to a request whose body has not been read to its end closes the connection
 * (`Connection: close`): Node would otherwise read the rest of the body, however long, to keep the
 * connection for another request. The header is taken off once the body has been read whole.
 * Closing, the server ends its side, then reads and throws away what still arrives, up to the
 * body's cap (`capOf`: what a body of its type may hold at most) or LINGER, whichever is less, and
 * cuts the connection there. Cut at once, a client still sending could lose the answer to the reset.
 */
export function closeUnreadBodies(capOf: (req: Request) => number): RequestHandler {
  return (req, res, next) => {
    if (!hasBody(req)) return next();
    res.setHeader("Connection", "close");
    // node:http calls destroySoon once the answer to a Connection: close request is written.
    const socket = req.socket as Request["socket"] & { destroySoon?: () => void };
    socket.destroySoon = () => {
      socket.end();
      // node:http drops the body of a request it has dumped without a 'data' event: count on the socket.
      const cap = Math.min(capOf(req), LINGER.bytes);
      const start = socket.bytesRead;
      const cut = () => socket.destroy();
      const timer = setTimeout(cut, LINGER.ms).unref();
      const watch = setInterval(() => (socket.bytesRead - start > cap ? cut() : undefined), 50).unref();
      socket.once("close", () => (clearTimeout(timer), clearInterval(watch)));
      req.resume();
    };
    next();
  };
}

export const bodyRead = (res: Response) => res.removeHeader("Connection");
export const hasBody = (req: Request) =>
  Number(req.headers["content-length"] ?? 0) > 0 || req.headers["transfer-encoding"] !== undefined;
