import CFB from "cfb";
import { RESUME_MAX_BYTES, RESUME_MESSAGES } from "../../../shared/form-rules/application-schema";
import { checkCompoundFile } from "./compound-file";
import { judgePackage } from "./package";
import { judgePdf } from "./pdf";

/**
 * A résumé judged by its structure, never by its name or a byte pattern somewhere inside it (this
 * runs in a worker thread: content.ts).
 * - PDF: a document catalog with pages, and nothing that runs or is attached (pdf.ts).
 * - DOC: a Compound File (OLE2) whose directory holds a `WordDocument` stream at its root (cfb
 *   parses the directory), with no macros and no embedded objects.
 * - DOCX: a Word package with nothing that runs or loads from elsewhere (package.ts).
 * Anything else is refused.
 */
export type ResumeKind = { ext: "pdf" | "doc" | "docx"; mime: string };
export type ResumeJudgement = { kind: ResumeKind } | { error: string; tooLarge?: boolean };

export const RESUME_KINDS = {
  pdf: { ext: "pdf", mime: "application/pdf" },
  doc: { ext: "doc", mime: "application/msword" },
  docx: { ext: "docx", mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document" },
} as const satisfies Record<string, ResumeKind>;

const PDF_MAGIC = Buffer.from("%PDF-");
const CFB_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** Compound File storages that hold code or other files: a VBA project, embedded OLE objects (ObjectPool). */
const ACTIVE_STORAGES = new Set(["macros", "_vba_project", "_vba_project_cur", "objectpool"]);
const COMPOUND_LIMITS = { entries: 5_000 } as const;

const verdict = (outcome: keyof typeof RESUME_KINDS | keyof typeof RESUME_MESSAGES): ResumeJudgement =>
  Object.hasOwn(RESUME_KINDS, outcome)
    ? { kind: RESUME_KINDS[outcome as keyof typeof RESUME_KINDS] }
    : { error: RESUME_MESSAGES[outcome as keyof typeof RESUME_MESSAGES] };

export async function judgeBytes(bytes: Buffer): Promise<ResumeJudgement> {
  if (bytes.byteLength === 0) return { error: RESUME_MESSAGES.empty };
  if (bytes.byteLength > RESUME_MAX_BYTES) return { error: RESUME_MESSAGES.tooLarge, tooLarge: true };
  const startsWith = (magic: Buffer) => bytes.subarray(0, magic.length).equals(magic);
  if (startsWith(PDF_MAGIC)) return verdict(judgePdf(bytes));
  if (startsWith(CFB_MAGIC)) return verdict(judgeCompoundFile(bytes));
  if (startsWith(ZIP_MAGIC)) return verdict(await judgePackage(bytes));
  return verdict("wrongType");
}

/** Storage names are compared without case: Word writes `Macros`, a hand-made file may write `macros`. */
function judgeCompoundFile(bytes: Buffer): "doc" | keyof typeof RESUME_MESSAGES {
  let container: CFB.CFB$Container;
  try {
    // The structure first (compound-file.ts): cfb itself follows loops and trusts sizes.
    checkCompoundFile(bytes);
    container = CFB.read(bytes, { type: "buffer" });
  } catch {
    return "wrongType";
  }
  if (container.FullPaths.length > COMPOUND_LIMITS.entries) return "tooComplex";
  const root = container.FullPaths[0] ?? "";
  const segments = container.FullPaths.map((full) => full.slice(root.length).toLowerCase().split("/"));
  const word = segments.findIndex((parts) => parts.length === 1 && parts[0] === "worddocument");
  // Entry types in the CFB directory: 1 a storage (folder), 2 a stream (file).
  if (word < 0 || container.FileIndex[word]?.type !== 2) return "wrongType";
  if (segments.some((parts) => parts.some((part) => ACTIVE_STORAGES.has(part)))) return "active";
  return "doc";
}
