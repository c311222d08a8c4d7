import { RESUME_MAX_BYTES, RESUME_MESSAGES, resumeMismatchMessage } from "../forms/application-schema";

/**
 * Server only: judges an uploaded resume by its bytes, never by its name. Accepted: PDF, DOCX (a
 * zip holding word/), and DOC (an OLE2 compound file holding a WordDocument stream; other OLE2
 * files such as installers are refused). file-type is ESM-only, so it is loaded with import().
 */
export type ResumeKind = { ext: "pdf" | "doc" | "docx"; mime: string };

const DOCX_MIME = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
const WORD_STREAM = Buffer.from("WordDocument", "utf16le");

export async function judgeResume(bytes: Uint8Array, fileName = ""): Promise<{ kind: ResumeKind } | { error: string; tooLarge?: boolean }> {
  if (bytes.byteLength === 0) return { error: RESUME_MESSAGES.empty };
  if (bytes.byteLength > RESUME_MAX_BYTES) return { error: RESUME_MESSAGES.tooLarge, tooLarge: true };
  const { fileTypeFromBuffer } = await import("file-type");
  const type = await fileTypeFromBuffer(bytes);
  if (type?.mime === "application/pdf") return { kind: { ext: "pdf", mime: type.mime } };
  if (type?.mime === DOCX_MIME) return { kind: { ext: "docx", mime: type.mime } };
  if (type?.ext === "cfb" && Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(WORD_STREAM)) {
    return { kind: { ext: "doc", mime: "application/msword" } };
  }
  return { error: resumeMismatchMessage(fileName) };
}
