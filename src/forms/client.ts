import type { ApplicationValues } from "../hooks/use-application-form";
import type { ContactValues } from "../hooks/use-contact-form";

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
  if (response.status === 429) {
    return new SubmissionError("Too many submissions from your connection. Please wait a few minutes and try again.");
  }
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

/** POST /api/contact (docs/server.md); `website` is the honeypot, empty for people. */
export function postContact(values: ContactValues): Promise<void> {
  return post("/api/contact", JSON.stringify({ ...values, website: "" }), { "Content-Type": "application/json" });
}

/** POST /api/applications as multipart form data with the résumé file. */
export function postApplication(jobSlug: string, values: ApplicationValues): Promise<void> {
  const form = new FormData();
  form.set("jobSlug", jobSlug);
  for (const [name, value] of Object.entries(values)) {
    if (name === "resume" || name === "consent") continue;
    form.set(name, String(value));
  }
  if (values.consent) form.set("consent", "on");
  if (values.resume) form.set("resume", values.resume);
  form.set("website", "");
  return post("/api/applications", form);
}
