import { SubmissionError } from "./client";

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/**
 * What a failed submission says about the form's own controls: the server's message for each
 * control it names, to show at that control, and its other messages (a position that has closed,
 * a filled honeypot), to show in the form's alert. Anything but a SubmissionError names no control.
 */
export function fieldErrorsOf<F extends string>(
  failure: unknown,
  controls: readonly F[],
): { fields: FieldErrors<F>; other: string[] } {
  const fields: FieldErrors<F> = {};
  const other: string[] = [];
  const errors = failure instanceof SubmissionError ? failure.fieldErrors : {};
  for (const [name, message] of Object.entries(errors)) {
    if ((controls as readonly string[]).includes(name)) fields[name as F] = message;
    else other.push(message);
  }
  return { fields, other };
}

/** The errors without the one for `name`: a control's error goes as soon as the visitor changes it. */
export function withoutError<F extends string>(errors: FieldErrors<F>, name: string): FieldErrors<F> {
  if (!(name in errors)) return errors;
  const rest = { ...errors };
  delete rest[name as F];
  return rest;
}
