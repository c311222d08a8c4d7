import fs from "node:fs/promises";
import CFB from "cfb";
import { XMLParser } from "fast-xml-parser";
import yauzl from "yauzl";
import { RESUME_MAX_BYTES, RESUME_MESSAGES, resumeMismatchMessage } from "../../site/forms/application-schema";

/**
 * Server only: judges an uploaded résumé by its structure, never by its name or a byte pattern
 * somewhere inside it.
 * - PDF: the file starts with `%PDF-`.
 * - DOC: a Compound File (OLE2) whose directory holds a `WordDocument` stream at its root (cfb
 *   parses the directory), and no `Macros` storage.
 * - DOCX: a zip package (yauzl reads its central directory) whose `[Content_Types].xml` names a
 *   Word main document part that is in the package, with no macro, ActiveX, embedded OLE object
 *   or executable part.
 * Anything else is refused. The source is the file's bytes or the path of the file holding them
 * (an upload streamed to disk).
 */
export type ResumeKind = { ext: "pdf" | "doc" | "docx"; mime: string };
export type ResumeJudgement = { kind: ResumeKind } | { error: string; tooLarge?: boolean };

const PDF: ResumeKind = { ext: "pdf", mime: "application/pdf" };
const DOC: ResumeKind = { ext: "doc", mime: "application/msword" };
const DOCX: ResumeKind = {
  ext: "docx",
  mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

const PDF_MAGIC = Buffer.from("%PDF-");
const CFB_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** The content type of a Word document's main part (not a template's, not a macro-enabled document's). */
const WORD_MAIN = "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml";
/** Parts that carry code: VBA projects, ActiveX controls, embedded OLE objects (which can wrap a program), executables. */
const ACTIVE_PART =
  /(^|\/)(vbaProject\.bin|vbaData\.xml)$|(^|\/)(activeX|embeddings)\/.*\.bin$|(^|\/)activeX\/|\.(exe|dll|com|scr|msi|bat|cmd|ps1|vbs|vbe|js|jse|wsf|hta|cpl|jar|lnk|sys|ocx)$/i;
const ACTIVE_TYPE = /vbaProject|activeX|macroEnabled|x-msdownload|oleObject/i;
/** A résumé package has a few dozen parts; the content types file a few kilobytes. */
const MAX_PARTS = 2_000;
const MAX_CONTENT_TYPES_BYTES = 1024 * 1024;

/**
 * `fileName` is the name the visitor's file had: a file whose content is not what its name says
 * (a renamed image called cv.pdf) gets a message that says so, naming the file's kind.
 */
export async function judgeResume(source: Uint8Array | string, fileName = ""): Promise<ResumeJudgement> {
  const judgement = await judge(source);
  return "error" in judgement && judgement.error === RESUME_MESSAGES.wrongType
    ? { error: resumeMismatchMessage(fileName) }
    : judgement;
}

async function judge(source: Uint8Array | string): Promise<ResumeJudgement> {
  const bytes =
    typeof source === "string"
      ? await readBounded(source)
      : Buffer.from(source.buffer, source.byteOffset, source.byteLength);
  if (!bytes) return { error: RESUME_MESSAGES.tooLarge, tooLarge: true };
  if (bytes.byteLength === 0) return { error: RESUME_MESSAGES.empty };
  if (bytes.byteLength > RESUME_MAX_BYTES) return { error: RESUME_MESSAGES.tooLarge, tooLarge: true };
  const startsWith = (magic: Buffer) => bytes.subarray(0, magic.length).equals(magic);
  if (startsWith(PDF_MAGIC)) return { kind: PDF };
  if (startsWith(CFB_MAGIC)) return judgeCompoundFile(bytes);
  if (startsWith(ZIP_MAGIC)) return judgePackage(bytes);
  return { error: RESUME_MESSAGES.wrongType };
}

/** The file's bytes, or undefined when it is over the limit (not read then). */
async function readBounded(file: string): Promise<Buffer | undefined> {
  const { size } = await fs.stat(file);
  return size > RESUME_MAX_BYTES ? undefined : fs.readFile(file);
}

function judgeCompoundFile(bytes: Buffer): ResumeJudgement {
  let container: CFB.CFB$Container;
  try {
    container = CFB.read(bytes, { type: "buffer" });
  } catch {
    return { error: RESUME_MESSAGES.wrongType };
  }
  const root = container.FullPaths[0] ?? "";
  const entry = (name: string) => container.FileIndex[container.FullPaths.indexOf(`${root}${name}`)];
  // Entry types in the CFB directory: 1 a storage (folder), 2 a stream (file).
  if (entry("WordDocument")?.type !== 2) return { error: RESUME_MESSAGES.wrongType };
  if (entry("Macros/")?.type === 1 || container.FullPaths.some((name) => /\/_VBA_PROJECT/i.test(name)))
    return { error: RESUME_MESSAGES.active };
  return { kind: DOC };
}

async function judgePackage(bytes: Buffer): Promise<ResumeJudgement> {
  let parts: Map<string, yauzl.Entry>;
  let zip: yauzl.ZipFile;
  try {
    zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
      yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, file) => (error ? reject(error) : resolve(file))),
    );
    parts = await listParts(zip);
  } catch {
    return { error: RESUME_MESSAGES.wrongType };
  }
  try {
    if ([...parts.keys()].some((name) => ACTIVE_PART.test(name))) return { error: RESUME_MESSAGES.active };
    const typesEntry = parts.get("[Content_Types].xml");
    if (!typesEntry || typesEntry.uncompressedSize > MAX_CONTENT_TYPES_BYTES)
      return { error: RESUME_MESSAGES.wrongType };
    const types = contentTypes(await readEntry(zip, typesEntry));
    if (types.some(({ type }) => ACTIVE_TYPE.test(type))) return { error: RESUME_MESSAGES.active };
    const main = types.find(({ part, type }) => part && type === WORD_MAIN);
    if (!main || !parts.has(main.part.replace(/^\//, ""))) return { error: RESUME_MESSAGES.wrongType };
    return { kind: DOCX };
  } catch {
    return { error: RESUME_MESSAGES.wrongType };
  } finally {
    zip.close();
  }
}

function listParts(zip: yauzl.ZipFile): Promise<Map<string, yauzl.Entry>> {
  return new Promise((resolve, reject) => {
    const parts = new Map<string, yauzl.Entry>();
    zip.on("entry", (entry: yauzl.Entry) => {
      if (parts.size >= MAX_PARTS) return reject(new Error("too many parts"));
      parts.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.once("end", () => resolve(parts));
    zip.once("error", reject);
    zip.readEntry();
  });
}

function readEntry(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<string> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error) return reject(error);
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.once("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
      stream.once("error", reject);
    });
  });
}

const xml = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "",
  isArray: (name) => name === "Override" || name === "Default",
});

/** The package's content types: each Override's part and type, and each Default's (by extension, no part). */
function contentTypes(text: string): { part: string; type: string }[] {
  const types = (
    xml.parse(text) as {
      Types?: { Override?: { PartName?: string; ContentType?: string }[]; Default?: { ContentType?: string }[] };
    }
  ).Types;
  return [
    ...(types?.Override ?? []).map((item) => ({
      part: String(item.PartName ?? ""),
      type: String(item.ContentType ?? ""),
    })),
    ...(types?.Default ?? []).map((item) => ({ part: "", type: String(item.ContentType ?? "") })),
  ];
}
