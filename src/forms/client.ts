import { IDEMPOTENCY_CONTROL } from "../../shared/form-rules/controls";
import { leadSource } from "./lead-source";

/** The endpoints (docs/server.md): the forms' `action`, where a form goes without JavaScript, and where the script posts it. */
export const CONTACT_ENDPOINT = "/api/contact";
export const APPLICATIONS_ENDPOINT = "/api/applications";

/** What the server answers an accepted submission with: its id, and the short reference people quote. */
export interface Receipt {
  id: string;
  reference?: string;
  /** True when the server sends the sender a confirmation email. */
  confirmation?: boolean;
}

/** A submission the server did not accept; `message` is fit to show the visitor. */
export class SubmissionError extends Error {
  constructor(
    message: string,
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message);
    this.name = "SubmissionError";
  }
}

const FALLBACK = "Your submission could not be sent. Please try again in a moment.";

async function failure(response: Response): Promise<SubmissionError> {
  const body = (await response.json().catch(() => ({}))) as { error?: string; errors?: Record<string, string> };
  const errors = body.errors ?? {};
  const messages = Object.values(errors);
  if (messages.length > 0) return new SubmissionError(messages.join(" "), errors);
  return new SubmissionError(body.error ?? FALLBACK);
}

/** Told to the visitor (the form's status region) while a 503 is being retried. */
export const retryNotice = (seconds: number) =>
  `The server is busy for a moment. Sending again in ${seconds} second${seconds === 1 ? "" : "s"}…`;
/** Called with `retryNotice(...)` when the form is about to be sent again by itself. */
export type OnRetry = (notice: string) => void;

/** A 503's Retry-After in whole seconds (a number or an HTTP date), 2 when absent, at most 10: a visitor is waiting. */
function retryAfterSeconds(value: string | null): number {
  const seconds =
    value && /^\d+$/.test(value.trim())
      ? Number(value)
      : value
        ? Math.ceil((Date.parse(value) - Date.now()) / 1000)
        : NaN;
  return Number.isFinite(seconds) ? Math.min(10, Math.max(1, seconds)) : 2;
}

async function send(url: string, body: BodyInit, headers: Record<string, string> = {}): Promise<Response> {
  try {
    // Accept: JSON, so the server answers this script, not with the page a form posted without JavaScript gets.
    return await fetch(url, { method: "POST", body, headers: { ...headers, Accept: "application/json" } });
  } catch {
    throw new SubmissionError("The connection failed. Please check that you are online and try again.");
  }
}

/**
 * Sends once, and a 503 (the database away for a moment: nothing was stored) once more by itself
 * after its Retry-After, saying so through `onRetry`. The same body goes again, so a form's
 * idempotency key keeps a retry to one record.
 */
async function post(
  url: string,
  body: BodyInit,
  headers?: Record<string, string>,
  onRetry?: OnRetry,
): Promise<Receipt> {
  let response = await send(url, body, headers);
  if (response.status === 503) {
    const seconds = retryAfterSeconds(response.headers?.get("Retry-After") ?? null);
    onRetry?.(retryNotice(seconds));
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    response = await send(url, body, headers);
  }
  if (response.status !== 201) throw await failure(response);
  return (await response.json().catch(() => ({ id: "" }))) as Receipt;
}

/**
 * The filled form's idempotency key, kept in its hidden control: made the first time it is asked
 * for (the first change of the form, or its first send), then the same for every send of that form,
 * retries included, so the server stores and notifies it once. A form shown again empty (after its
 * success) has a new control, and so gets a new key. Anything that sends the form again (a retry
 * after a failure) sends `formControls(form)`, which carries it.
 */
export function formKey(form: HTMLFormElement): string {
  const control = form.elements.namedItem(IDEMPOTENCY_CONTROL);
  if (!(control instanceof HTMLInputElement)) return "";
  if (!control.value) control.value = newKey();
  return control.value;
}

/** 128 random bits as hex (crypto.randomUUID needs a secure context; getRandomValues does not). */
function newKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * A form's own controls as the browser would submit them, the honeypot included, so that what
 * the server judges is what was really in the form. A file input adds the files chosen in it and
 * nothing when none is (FormData would add an empty, nameless file).
 */
export function formControls(form: HTMLFormElement): FormData {
  const data = new FormData(form);
  for (const input of form.querySelectorAll<HTMLInputElement>("input[type=file][name]")) {
    data.delete(input.name);
    for (const file of Array.from(input.files ?? [])) data.append(input.name, file);
  }
  return data;
}

/** The form's controls and where the visit came from (src/forms/lead-source.ts). */
function submission(form: HTMLFormElement): FormData {
  formKey(form);
  const data = formControls(form);
  for (const [name, value] of Object.entries(leadSource())) data.set(name, value);
  return data;
}

/** POST /api/contact (docs/server.md): the form's controls as JSON. */
export function postContact(form: HTMLFormElement, onRetry?: OnRetry): Promise<Receipt> {
  return post(
    CONTACT_ENDPOINT,
    JSON.stringify(Object.fromEntries(submission(form))),
    { "Content-Type": "application/json" },
    onRetry,
  );
}

/** POST /api/applications (docs/server.md): the form's controls, the résumé file among them, as multipart data. */
export function postApplication(form: HTMLFormElement, onRetry?: OnRetry): Promise<Receipt> {
  return post(APPLICATIONS_ENDPOINT, submission(form), undefined, onRetry);
}
