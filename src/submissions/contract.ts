/**
 * The parts of the forms' HTTP contract (docs/server.md) that both the functions and the
 * production server in front of them answer with, so that the two cannot drift.
 */

/** The one method the form endpoints take. */
export const FORM_METHOD = "POST";
/** The 405 body for any other method. */
export const METHOD_NOT_ALLOWED = { error: `Use ${FORM_METHOD} to send this form.` } as const;

/**
 * Whether a post asks for a page rather than JSON: a form the browser posted itself (no
 * JavaScript), whose Accept names text/html and not JSON. The forms' script asks for JSON.
 */
export function asksForPage(accept: string | undefined): boolean {
  return /\btext\/html\b/i.test(accept ?? "") && !/\bapplication\/json\b/i.test(accept ?? "");
}
