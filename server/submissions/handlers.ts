import crypto from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { isDeepStrictEqual } from "node:util";
import { ipKeyGenerator } from "express-rate-limit";
import {
  applicationSchema,
  POSITION_CLOSED_MESSAGE,
  RESUME_MESSAGES,
} from "../../shared/form-rules/application-schema";
import { contactSchema } from "../../shared/form-rules/contact-schema";
import { validateForm, type FieldErrors } from "../../shared/form-rules/fields";
import { JUDGE_BUSY, judgeResume } from "./resume/content";
import { submissionSettings } from "./config";
import {
  asksForPage,
  FORM_METHOD,
  JUDGE_BUSY_REPLY,
  METHOD_NOT_ALLOWED,
  NOT_SAVED,
  RETRY_AFTER_SECONDS,
} from "./contract";
import { errorFields, log } from "./log";
import { isOpenPosition } from "./open-positions";
import { configuredChannels, entryId } from "./outbox";
import { referenceOf } from "./reference";
import { processStore, type SubmissionStore } from "./storage";
import type { Submission } from "./store";
import { isUnavailable } from "./unavailable";

/** A file as multer hands it over (Gatsby's function wrapper and the production server both use multer). */
export interface UploadedFile {
  fieldname: string;
  originalname: string;
  size: number;
  buffer?: Buffer;
}
/** What the handlers read of a request, its body parsed: an Express request is one. */
export interface FormRequest {
  method?: string;
  /** The client's address (Express's, through TRUST_PROXY), where the host gives one. */
  ip?: string;
  headers: IncomingHttpHeaders;
  body?: unknown;
  files?: unknown;
}
/** What the handlers use of a response: Express's has it. */
export interface FormResponse {
  readonly headersSent: boolean;
  setHeader(name: string, value: string): unknown;
  status(code: number): { json(body: unknown): unknown };
}

const RESUME_FIELD = "resume";

/**
 * The two endpoints' shared shape: POST only; 400 with `{ errors: { field: message } }` and
 * nothing written when the input is wrong; the submission on disk with its notifications in the
 * outbox, in one step, before the 201 `{ id }` (503 with Retry-After when the database is away for
 * a moment, 500 for anything else, nothing left either way); notifications attempted after the answer, never delaying or
 * failing it. A handler never throws: Gatsby's wrapper does not wait for it.
 */
export async function handleContact(req: FormRequest, res: FormResponse): Promise<void> {
  await guarded(res, async () => {
    if (!allowPost(req, res)) return;
    const result = validateForm(contactSchema, req.body);
    if (!result.success) return void reply(res, 400, { errors: result.errors });
    const { website: _honeypot, idempotencyKey, ...message } = result.output;
    const store = processStore();
    const saved = await store.saveContact(message, {
      key: submissionKey(req, "contact", idempotencyKey, message),
      client: clientOf(req),
    });
    if (!sameContent(saved, message)) return void reply(res, 409, KEY_REUSED);
    accept(res, store, saved);
  });
}

export async function handleApplication(req: FormRequest, res: FormResponse): Promise<void> {
  await guarded(res, async () => {
    if (!allowPost(req, res)) return;
    const result = validateForm(applicationSchema, req.body);
    const errors: FieldErrors = result.success ? {} : { ...result.errors };
    if (result.success && !isOpenPosition(result.output.jobSlug)) errors.jobSlug = POSITION_CLOSED_MESSAGE;

    const files = (req.files ?? []) as UploadedFile[];
    const resume = files.find((file) => file.fieldname === RESUME_FIELD);
    const strays = files.filter((file) => file !== resume);
    if (strays.length) errors[strays[0].fieldname] = "Only the resume can be uploaded.";
    const judged = resume?.buffer ? await judgeResume(resume.buffer, resume.originalname) : undefined;
    if (judged === JUDGE_BUSY) {
      // Nothing is wrong with the file and nothing was stored: the browser's form sends it again after Retry-After.
      res.setHeader("Retry-After", String(RETRY_AFTER_SECONDS));
      return void reply(res, 503, JUDGE_BUSY_REPLY);
    }
    if (!resume || !resume.buffer) errors.resume = RESUME_MESSAGES.missing;
    else if (judged && "error" in judged) {
      if (judged.tooLarge) return void reply(res, 413, { errors: { resume: judged.error } });
      errors.resume = judged.error;
    }
    if (!result.success || Object.keys(errors).length || !judged || !("kind" in judged) || !resume?.buffer) {
      return void reply(res, 400, { errors });
    }
    const { website: _honeypot, idempotencyKey, ...application } = result.output;
    const store = processStore();
    const resumeFile = { bytes: resume.buffer, originalName: resume.originalname, kind: judged.kind };
    const resumeSha256 = crypto.createHash("sha256").update(resume.buffer).digest("hex");
    const key = submissionKey(req, "application", idempotencyKey, application, resumeSha256);
    const saved = await store.saveApplication(application, resumeFile, { key, client: clientOf(req) });
    if (!sameContent(saved, application, resumeSha256)) return void reply(res, 409, KEY_REUSED);
    accept(res, store, saved);
  });
}

/** The client as the rate limit counts it: an IPv6 address by its /56. */
const clientOf = (req: FormRequest) => (req.ip ? ipKeyGenerator(req.ip) : undefined);

/** The 409 body: a form's key (src/forms/client.ts) sent again with other content. */
export const KEY_REUSED = {
  error:
    "This form was already sent with different content under the same submission key. Reload the page to send a new one.",
} as const;

/**
 * Whether the submission stored under a key holds what this post sent: a repeat of the same post
 * (a retry after a lost answer) does; the same key with other content is refused, never answered
 * with someone else's submission. Compared as stored (JSON), whatever the order of its fields.
 */
function sameContent(saved: Submission, data: unknown, resumeSha256?: string): boolean {
  if (!isDeepStrictEqual(saved.data, JSON.parse(JSON.stringify(data)))) return false;
  return saved.kind !== "application" || saved.resume.sha256 === resumeSha256;
}

/**
 * The key a submission is stored once under: the form's own (src/forms/client.ts); for a form
 * posted without JavaScript (whose static page cannot make one), its content, so that posting the
 * same filled form again is the same submission. Other clients without a key (an integration
 * posting JSON) are stored each time, as before keys existed.
 */
function submissionKey(
  req: FormRequest,
  kind: string,
  given: string,
  content: unknown,
  resumeSha256 = "",
): string | undefined {
  if (given) return given;
  if (!asksForPage(req.headers.accept)) return undefined;
  return `content-${crypto
    .createHash("sha256")
    .update(JSON.stringify([kind, content, resumeSha256]))
    .digest("hex")}`;
}

/**
 * The submission and its notifications are stored durably: the visitor is told, then the
 * notifications are tried at once. A repeat (the same key) is answered with the first submission;
 * its notifications are the first one's, which the outbox sends once.
 */
function accept(res: FormResponse, store: SubmissionStore, submission: Submission) {
  const settings = submissionSettings();
  // The page may say "a confirmation email is on its way" only when one is sent.
  const confirmation = Boolean(settings.email && settings.confirmations);
  reply(res, 201, { id: submission.id, reference: referenceOf(submission), confirmation });
  const queued = configuredChannels(settings).map((channel) => entryId(submission.id, channel));
  if (queued.length) void store.deliver({ ids: queued }).catch(() => undefined);
}

/** The production server answers other methods itself, before any body is read; this is for other hosts (adapters). */
function allowPost(req: FormRequest, res: FormResponse): boolean {
  if (req.method === FORM_METHOD) return true;
  res.setHeader("Allow", FORM_METHOD);
  reply(res, 405, METHOD_NOT_ALLOWED);
  return false;
}

function reply(res: FormResponse, status: number, body: unknown) {
  res.setHeader("Cache-Control", "no-store");
  res.status(status).json(body);
}

async function guarded(res: FormResponse, run: () => Promise<void>) {
  try {
    await run();
  } catch (error) {
    // The database restarting, unreachable or out of connections (the store has retried once
    // already where that was safe): a moment later the same post will be stored, so say when.
    const unavailable = isUnavailable(error);
    log().error({ event: "submission", unavailable, ...errorFields(error) }, "form submission could not be stored");
    if (res.headersSent) return;
    if (unavailable) res.setHeader("Retry-After", String(RETRY_AFTER_SECONDS));
    reply(res, unavailable ? 503 : 500, NOT_SAVED);
  }
}
