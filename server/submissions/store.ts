import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { Application } from "../../shared/form-rules/application-schema";
import type { ContactMessage } from "../../shared/form-rules/contact-schema";
import { singleLine } from "../../shared/form-rules/control-characters";
import type { ResumeKind } from "./resume/judge";
import { newSubmissionId, writeDurably } from "./durable";
import { newReference } from "./reference";

/** The two kinds of submission and the folder each is kept in, inside SUBMISSIONS_DIR. */
export const KINDS = { contact: "contact", application: "applications" } as const;
export type SubmissionKind = keyof typeof KINDS;

export interface StoredResume {
  /** File name next to the submission's JSON file. */
  file: string;
  /** The name the candidate's file had (for display only; never used as a path). */
  originalName: string;
  type: string;
  size: number;
  sha256: string;
}

/**
 * A stored submission. `id` is the storage key (time-ordered, unique); `reference` the short one
 * people quote (server/submissions/reference.ts), absent from records stored before it existed.
 */
export type Submission =
  | { id: string; reference?: string; kind: "contact"; receivedAt: string; data: ContactMessage }
  | {
      id: string;
      reference?: string;
      kind: "application";
      receivedAt: string;
      data: Application;
      resume: StoredResume;
    };

export const submissionPath = (root: string, kind: SubmissionKind, id: string) =>
  path.join(root, KINDS[kind], `${id}.json`);

/**
 * Files that belong with a submission and are written in the same step, before its record: the
 * notifications' outbox entries. `write` comes after the resume and before the record; if any
 * of it fails, `undo` removes what `write` may have written, so the step leaves all or nothing.
 */
export interface WrittenAlongside {
  write: (submission: Submission) => Promise<void>;
  undo: (submission: Submission) => Promise<void>;
}

export interface SaveOptions {
  now?: Date;
  alongside?: WrittenAlongside;
}

export async function saveContact(
  root: string,
  data: ContactMessage,
  { now = new Date(), alongside }: SaveOptions = {},
): Promise<Submission> {
  const submission = newContact(data, now);
  await commit(root, submission, [], alongside);
  return submission;
}

/** A resume as the server received it, its kind judged by content (server/submissions/resume/content.ts). */
export interface ResumeUpload {
  bytes: Uint8Array;
  originalName: string;
  kind: ResumeKind;
}

/** The record of a new application (either store): its resume described by the name it is kept under, type, size and checksum. */
export function newApplication(
  data: Application,
  resume: ResumeUpload,
  now = new Date(),
): Submission & { kind: "application" } {
  const id = newSubmissionId(now);
  return {
    id,
    reference: newReference(),
    kind: "application",
    receivedAt: now.toISOString(),
    data,
    resume: {
      file: `${id}.resume.${resume.kind.ext}`,
      originalName: nameOfKind(singleLine(resume.originalName).slice(0, 200), resume.kind),
      type: resume.kind.mime,
      size: resume.bytes.byteLength,
      sha256: crypto.createHash("sha256").update(resume.bytes).digest("hex"),
    },
  };
}

/**
 * The candidate's file name ending in the type its content proved (`cv.exe` holding a real PDF is
 * kept and sent as `cv.pdf`): whoever opens it opens what it is, whatever it was called.
 */
export function nameOfKind(name: string, kind: ResumeKind): string {
  const dot = name.lastIndexOf(".");
  const stem = dot > 0 ? name.slice(0, dot) : name;
  return `${stem || "resume"}.${kind.ext}`;
}

export const newContact = (data: ContactMessage, now = new Date()): Submission => ({
  id: newSubmissionId(now),
  reference: newReference(),
  kind: "contact",
  receivedAt: now.toISOString(),
  data,
});

/** The resume is written first: the record, written last, never points at a missing resume. */
export async function saveApplication(
  root: string,
  data: Application,
  resume: ResumeUpload,
  { now = new Date(), alongside }: SaveOptions = {},
): Promise<Submission> {
  const submission = newApplication(data, resume, now);
  const resumePath = path.join(root, KINDS.application, submission.resume.file);
  await writeDurably(root, resumePath, resume.bytes);
  await commit(root, submission, [resumePath], alongside);
  return submission;
}

/**
 * The record (the JSON file) is the proof that a submission exists, so it is written last: a
 * crash before it leaves at most files without a record, which the clean-up removes. Any failure
 * removes everything this submission wrote, the record included (its rename may have happened
 * before the folder could be flushed), and is thrown: the visitor gets a 500, not a 201.
 */
async function commit(
  root: string,
  submission: Submission,
  writtenBefore: string[],
  alongside?: WrittenAlongside,
): Promise<void> {
  const recordPath = submissionPath(root, submission.kind, submission.id);
  try {
    await alongside?.write(submission);
    await writeDurably(root, recordPath, `${JSON.stringify(submission, null, 2)}\n`);
  } catch (error) {
    await Promise.allSettled([
      alongside?.undo(submission),
      ...[recordPath, ...writtenBefore].map((file) => fs.rm(file, { force: true })),
    ]);
    throw error;
  }
}

export async function readSubmission(root: string, kind: SubmissionKind, id: string): Promise<Submission | undefined> {
  try {
    return JSON.parse(await fs.readFile(submissionPath(root, kind, id), "utf8")) as Submission;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

/** Told about a record that cannot be read (by its path inside the submissions folder), which is then skipped. */
export type OnUnreadable = (file: string, error: Error) => void;

/** Every stored submission, newest first; an unreadable record is reported and skipped, never blocking the rest. */
export async function listSubmissions(root: string, onUnreadable: OnUnreadable): Promise<Submission[]> {
  const all: Submission[] = [];
  for (const kind of Object.keys(KINDS) as SubmissionKind[]) {
    const dir = path.join(root, KINDS[kind]);
    const names = await fs.readdir(dir).catch(() => [] as string[]);
    for (const name of names.filter((entry) => entry.endsWith(".json"))) {
      try {
        all.push(JSON.parse(await fs.readFile(path.join(dir, name), "utf8")) as Submission);
      } catch (error) {
        onUnreadable(path.join(KINDS[kind], name), error as Error);
      }
    }
  }
  return all.sort((a, b) =>
    a.receivedAt < b.receivedAt ? 1 : a.receivedAt > b.receivedAt ? -1 : b.id.localeCompare(a.id),
  );
}
