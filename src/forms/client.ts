import { leadSource } from "./lead-source";

/** A submission the server did not accept; `message` is fit to show the visitor. */
export class SubmissionError extends Error {
  constructor(message: string, readonly fieldErrors: Record<string, string> = {}) {
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

async function post(url: string, body: BodyInit, headers?: HeadersInit): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, { method: "POST", body, headers });
  } catch {
    throw new SubmissionError("The connection failed. Please check that you are online and try again.");
  }
  if (response.status !== 201) throw await failure(response);
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
  const data = formControls(form);
  for (const [name, value] of Object.entries(leadSource())) data.set(name, value);
  return data;
}

/** POST /api/contact (docs/server.md): the form's controls as JSON. */
export function postContact(form: HTMLFormElement): Promise<void> {
  return post("/api/contact", JSON.stringify(Object.fromEntries(submission(form))), { "Content-Type": "application/json" });
}

/** POST /api/applications (docs/server.md): the form's controls, the résumé file among them, as multipart data. */
export function postApplication(form: HTMLFormElement): Promise<void> {
  return post("/api/applications", submission(form));
}
