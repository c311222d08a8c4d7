import * as v from "valibot";
import { inputMode, inputType } from "./control-attributes";
import { singleLine, withoutControls } from "./control-characters";
import { LEAD_SOURCE_FIELDS, LEAD_SOURCE_MAX } from "./controls";

/**
 * Building blocks shared by the contact and application schemas. They run in the browser (the
 * forms check before sending) and in the server's form handlers (which check again), so the rules
 * cannot drift. Only plain valibot is imported here: nothing Node-specific.
 */

/** Longest value accepted in a one-line field (name, email, URL, phone...). */
export const SHORT_MAX = 200;
/** Longest value accepted in the contact message and the cover letter. */
export const LONG_MAX = 10_000;

/** Field errors as the forms show them and the endpoints answer them: `{ field: message }`. */
export type FieldErrors = Record<string, string>;

/** The key under which a problem with the whole body (not an object, not JSON) is reported. */
export const FORM_KEY = "form";
/** The message when the body is not a set of fields at all. */
export const FORM_MESSAGE = "Send the form's fields as JSON or as form data.";

const NOT_TEXT = "Send this field as text.";
// Thousands with a comma, as en-US writes them; not toLocaleString, whose first call loads the
// browser's number formatting data (about 25 ms of a phone's main thread, on every page with a form).
const withThousands = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
const tooLong = (max: number) => `Use at most ${withThousands(max)} characters.`;

/**
 * Absent means empty: forms send empty strings for untouched optional fields, JSON may omit them.
 * A one-line field loses its control characters (see control-characters.ts); line breaks and
 * tabs, which only a hand-made request can put there, become spaces.
 */
const textInput = v.pipe(v.optional(v.string(NOT_TEXT), ""), v.transform(singleLine), v.trim());

/** A required one-line text field of at most `max` characters. */
export const requiredText = (missing: string, max = SHORT_MAX) =>
  v.pipe(textInput, v.nonEmpty(missing), v.maxLength(max, tooLong(max)));

/** A required multi-line text (a message, a cover letter): line breaks and tabs are kept, other control characters dropped. */
export const requiredParagraphs = (missing: string) =>
  v.pipe(
    v.optional(v.string(NOT_TEXT), ""),
    v.transform(withoutControls),
    v.trim(),
    v.nonEmpty(missing),
    v.maxLength(LONG_MAX, tooLong(LONG_MAX)),
  );

/** An optional text field of at most `max` characters (empty when left out). */
export const optionalText = (max = SHORT_MAX) => v.pipe(textInput, v.maxLength(max, tooLong(max)));

/** Where the lead came from (src/forms/lead-source.ts): each optional, short, plain text. */
export const leadSourceEntries = Object.fromEntries(
  LEAD_SOURCE_FIELDS.map((name) => [name, optionalText(LEAD_SOURCE_MAX)]),
) as Record<(typeof LEAD_SOURCE_FIELDS)[number], ReturnType<typeof optionalText>>;

/**
 * A valid email address as the HTML standard defines it for `<input type="email">`, the rule
 * browsers apply before a form is sent (and Chromium sends an internationalised domain in its
 * punycode form, `jane@xn--mller-kva.de`): apostrophes and plus tags in the local part, any
 * domain of letters, digits and hyphens. The server applies the same expression, so an address a
 * browser lets through is never refused after sending. https://html.spec.whatwg.org/multipage/input.html#valid-e-mail-address
 */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export const requiredEmail = v.pipe(
  requiredText("Enter your email address."),
  v.regex(EMAIL_PATTERN, "Enter a valid email address, like name@example.com."),
  inputType("email"),
);

// Digits with the usual separators, an optional leading + and an optional extension ("x12", "ext. 12").
const PHONE = /^\+?[0-9\s()./-]+((ext\.?|x)\s*[0-9]+)?$/i;
const isPhone = (value: string) => PHONE.test(value) && value.replace(/\D/g, "").length >= 5;
const BAD_PHONE = "Enter a phone number with its area code, using digits, spaces and + ( ) - only.";

export const requiredPhone = v.pipe(
  requiredText("Enter your phone number."),
  v.check(isPhone, BAD_PHONE),
  inputType("tel"),
);
export const optionalPhone = v.pipe(
  optionalText(),
  v.check((value: string) => value === "" || isPhone(value), BAD_PHONE),
  inputType("tel"),
);

/**
 * A web address as people type it: "linkedin.com/in/x" or "www.example.com" gets the https:// it
 * lacks; anything else is left as it is (to be refused if it is not a web address). The form shows
 * the result when the visitor leaves the field, and the server applies the same rule.
 */
export function normaliseWebUrl(value: string): string {
  const trimmed = value.trim();
  if (trimmed === "" || /^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return trimmed;
  const host = trimmed.replace(/^\/\//, "").split(/[/?#]/)[0];
  return /^[^\s.]+(\.[^\s.]+)+$/.test(host) ? `https://${trimmed.replace(/^\/\//, "")}` : trimmed;
}

/**
 * An optional web address (http or https). Written with or without https:// (see normaliseWebUrl);
 * its control is a text input with the URL keyboard (`inputMode`), because `<input type="url">`
 * refuses an address without a scheme before the form can complete it. `example` shows what is
 * expected, in the message for a value that is not a web address.
 */
export const optionalUrl = (label: string, example: string) =>
  v.pipe(
    optionalText(),
    v.transform(normaliseWebUrl),
    v.check(
      (value: string) => value === "" || isWebUrl(value),
      `Enter your ${label} as a web address, like ${example}.`,
    ),
    inputMode("url"),
  );

function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

/** One of a fixed list of values, or empty when `optional`. */
export const choice = <const T extends readonly string[]>(values: T, message: string, { optional = false } = {}) =>
  v.pipe(
    textInput,
    v.check((value: string) => (optional && value === "") || values.includes(value), message),
  );

/** A form's idempotency key (controls.ts): empty (a form posted without JavaScript), or 16 to 100 letters, digits, `-` and `_`. */
export const idempotencyKey = v.pipe(
  textInput,
  v.check(
    (value: string) => value === "" || /^[A-Za-z0-9_-]{16,100}$/.test(value),
    "This form could not be sent as it is. Reload the page and fill it in again.",
  ),
);

/** The honeypot: a field hidden from people (and from assistive technology) that only bots fill. */
export const honeypot = v.pipe(
  v.optional(v.unknown(), ""),
  v.check((value: unknown) => value === "" || value === undefined || value === null, "This field must be left empty."),
);

export type ValidationResult<T> = { success: true; output: T } | { success: false; errors: FieldErrors };

/** Runs a form schema and turns its issues into one message per field (the first one found). */
export function validateForm<S extends v.GenericSchema>(schema: S, input: unknown): ValidationResult<v.InferOutput<S>> {
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  if (result.success) return { success: true, output: result.output };
  const errors: FieldErrors = {};
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key;
    const field = typeof key === "string" ? key : FORM_KEY;
    errors[field] ??= issue.message;
  }
  return { success: false, errors };
}
