import * as v from "valibot";
import site from "../../data/site.json";
import { careersPath } from "../routes";
import { IDEMPOTENCY_CONTROL } from "./controls";
import { controlAttributes, inputType } from "./control-attributes";
import {
  choice,
  FORM_MESSAGE,
  honeypot,
  idempotencyKey,
  leadSourceEntries,
  optionalText,
  optionalUrl,
  requiredEmail,
  requiredParagraphs,
  requiredPhone,
  requiredText,
} from "./fields";

/** Years-of-experience bands the form's Years of Experience select offers. */
export const EXPERIENCE_BANDS = ["0-2", "3-5", "5-7", "7+"] as const;

/** Largest resume accepted, in bytes (data/site.json constants.resumeMaxBytes: the hint's 5 MB). */
export const RESUME_MAX_BYTES: number = site.constants.resumeMaxBytes;
/** The file name endings the resume input accepts (`accept` attribute); the server judges the content. */
export const RESUME_EXTENSIONS = [".pdf", ".doc", ".docx"] as const;

export const RESUME_MESSAGES = {
  missing: "Attach your resume or CV.",
  tooLarge: `The file is larger than ${Math.round(RESUME_MAX_BYTES / 1024 / 1024)} MB. Attach a smaller PDF, DOC or DOCX.`,
  wrongType: "Attach a PDF, DOC or DOCX file.",
  empty: "The file is empty. Attach your resume as a PDF, DOC or DOCX.",
  active:
    "The file contains macros or embedded programs. Save it as a PDF, or as a DOCX without macros, and attach that.",
  linked:
    "The file loads content from outside itself (a template, an object or a picture elsewhere). Save it as a PDF, or as a DOCX without linked content, and attach that.",
  tooComplex: "The file is too large or complex inside to be checked. Save it as a PDF and attach that.",
} as const;

const KIND_NAMES = { pdf: "PDF", doc: "Word (DOC)", docx: "Word (DOCX)" } as const;

/**
 * The server's answer when a file's content is not what its name says, e.g. a renamed image called
 * cv.pdf: the visitor did attach a file, so the message names the file and what is wrong with it.
 */
export function resumeMismatchMessage(fileName: string): string {
  const extension = /\.(pdf|docx?)$/i.exec(fileName)?.[1]?.toLowerCase() as keyof typeof KIND_NAMES | undefined;
  if (!extension) return RESUME_MESSAGES.wrongType;
  return `This file is not a real ${KIND_NAMES[extension]} document: its name ends in .${extension}, but its content is something else. Save or export your resume as PDF, DOC or DOCX and attach that file.`;
}

/** The answer to an application for a position that is not open (any more), naming where the open ones are. */
export const POSITION_CLOSED_MESSAGE = `This position is not open any more. The positions open now are listed at ${careersPath}`;

/** Accepted consent values: a checkbox sends "on" (or the value it is given); JSON may send true. */
const CONSENT_VALUES = new Set(["true", "on", "yes", "1"]);
/** A checkbox: ticked or not (absent is not). */
const ticked = (message: string) =>
  v.pipe(
    v.optional(v.union([v.boolean(), v.string()], message), false),
    v.transform((value) => value === true || CONSENT_VALUES.has(String(value).trim().toLowerCase())),
  );

/**
 * The application form (its controls and required fields, plus the consent the privacy note asks for). `POST
 * /api/applications` takes these fields as multipart form data with the file in `resume`.
 * The resume itself is checked by `resumeFileError` (size and name, in the browser) and, on the
 * server, by its content (server/submissions/resume/content.ts). Whether `jobSlug` is an open position is
 * checked on the server against data/jobs/.
 */
export const applicationSchema = v.object(
  {
    jobSlug: v.pipe(
      requiredText("Choose the position you are applying for."),
      v.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "This is not a position we know."),
    ),
    fullName: requiredText("Enter your full name."),
    email: requiredEmail,
    phone: requiredPhone,
    location: requiredText("Enter where you are based."),
    portfolioUrl: optionalUrl("portfolio", "yourname.com or https://yourname.com"),
    linkedin: optionalUrl("LinkedIn profile", "linkedin.com/in/your-name"),
    github: optionalUrl("GitHub profile", "github.com/your-name"),
    experience: choice(EXPERIENCE_BANDS, "Choose your years of experience from the list."),
    currentRole: optionalText(),
    expectedSalary: optionalText(),
    startDate: v.pipe(
      optionalText(),
      v.check((value: string) => value === "" || isCalendarDate(value), "Enter the date as YYYY-MM-DD."),
      inputType("date"),
    ),
    coverLetter: requiredParagraphs("Write a short cover letter."),
    consent: v.pipe(
      ticked("Tick the box to agree."),
      v.check((value) => value, "Tick the box to agree to how we handle your data."),
    ),
    // Optional: keep the application for constants.talentPoolRetentionDays instead of retentionDays.
    talentPool: ticked("Tick the box, or leave it empty."),
    website: honeypot,
    [IDEMPOTENCY_CONTROL]: idempotencyKey,
    ...leadSourceEntries,
  },
  FORM_MESSAGE,
);

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** Each control's `required` and input `type`, from its rule above. */
export const APPLICATION_CONTROLS = controlAttributes(applicationSchema);

export type ApplicationInput = v.InferInput<typeof applicationSchema>;
export type Application = Omit<v.InferOutput<typeof applicationSchema>, "website" | typeof IDEMPOTENCY_CONTROL>;

/** The browser's check before upload: a file is chosen, not empty, within the limit, with an accepted name. */
export function resumeFileError(file: { name: string; size: number } | null | undefined): string | undefined {
  if (!file) return RESUME_MESSAGES.missing;
  if (file.size === 0) return RESUME_MESSAGES.empty;
  if (file.size > RESUME_MAX_BYTES) return RESUME_MESSAGES.tooLarge;
  const name = file.name.toLowerCase();
  if (!RESUME_EXTENSIONS.some((extension) => name.endsWith(extension))) return RESUME_MESSAGES.wrongType;
  return undefined;
}

/** The résumé input: required when its rule refuses no file, accepting the names the rule accepts. */
export const RESUME_CONTROL = { accept: RESUME_EXTENSIONS.join(","), required: resumeFileError(null) !== undefined };
