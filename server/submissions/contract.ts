/**
 * The parts of the forms' HTTP contract (docs/server.md) that both the form handlers and the
 * production server in front of them answer with, so that the two cannot drift.
 */

/** The one method the form endpoints take. */
export const FORM_METHOD = "POST";
/** The 405 body for any other method. */
export const METHOD_NOT_ALLOWED = { error: `Use ${FORM_METHOD} to send this form.` } as const;

/** What the visitor reads when a submission could not be saved (500, and the 503 of a database that is away). */
export const NOT_SAVED = { error: "Your submission could not be saved. Please try again in a moment." } as const;

/** The 503 when every résumé judge is busy and the line is full: the file is not at fault, nothing was stored. */
export const JUDGE_BUSY_REPLY = {
  error:
    "We are checking other files at this moment, so your application was not sent yet. Please try again in a moment.",
} as const;

/**
 * The 503's `Retry-After`, in seconds: the store is away for a moment (the database restarting,
 * its connections all taken, the rate limit's counter unreadable). A database restart takes about
 * half a second here; the browser form retries once by itself after this many seconds.
 */
export const RETRY_AFTER_SECONDS = 2;
/**
 * Whether a post asks for a page rather than JSON: a form the browser posted itself (no
 * JavaScript), whose Accept names text/html and not JSON. The forms' script asks for JSON.
 */
export function asksForPage(accept: string | undefined): boolean {
  return /\btext\/html\b/i.test(accept ?? "") && !/\bapplication\/json\b/i.test(accept ?? "");
}
