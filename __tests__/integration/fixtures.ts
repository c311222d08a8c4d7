import zlib from "node:zlib";
import CFB from "cfb";

/** Small but real files of each kind the resume upload accepts, and some it must refuse. */
export const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n" +
    "3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
);

/** A Compound File (OLE2) holding the given streams, written by cfb. */
export function compoundFile(streams: Record<string, string | Buffer>): Buffer {
  const container = CFB.utils.cfb_new();
  for (const [name, content] of Object.entries(streams)) CFB.utils.cfb_add(container, name, Buffer.from(content));
  return Buffer.from(CFB.write(container, { type: "buffer" }) as Buffer);
}

/** A Word 97-2003 file: a Compound File whose directory holds a "WordDocument" stream. */
export const DOC = compoundFile({ WordDocument: Buffer.alloc(1536, 0xec), "1Table": Buffer.alloc(64) });

/**
 * A Compound File that is not a Word document (as an .msi installer is) but carries the bytes
 * of the name "WordDocument" inside a stream: a substring search took it for a DOC.
 */
export const OTHER_OLE2 = compoundFile({
  Installer: Buffer.concat([Buffer.alloc(600, 1), Buffer.from("WordDocument", "utf16le"), Buffer.alloc(600, 2)]),
});

/** A Word 97-2003 file with a VBA project (the Macros storage). */
export const DOC_WITH_MACROS = compoundFile({
  WordDocument: Buffer.alloc(1536, 0xec),
  "Macros/VBA/dir": Buffer.alloc(64, 3),
});

/**
 * A stored (uncompressed) zip archive. `declaredSizes` makes the directory claim other inflated
 * sizes for some parts (a zip bomb's claim, without the gigabyte).
 */
/** A zip of `entries`; a part in `declaredSizes` is deflated and its central entry declares that size; a part in `deflatedParts` is written as given (already deflated, with its true size). */
export function zip(
  entries: Record<string, string | Buffer>,
  declaredSizes: Record<string, number> = {},
  deflatedParts: Record<string, { data: Buffer; size: number; crc: number }> = {},
): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const plain = Buffer.from(text);
    const given = deflatedParts[name];
    // A part with a declared size is deflated, as a zip bomb's is: its directory entry is then consistent but for that size.
    const deflated = declaredSizes[name] !== undefined || given !== undefined;
    const data = given ? given.data : deflated ? zlib.deflateRawSync(plain) : plain;
    const nameBytes = Buffer.from(name);
    const crc = given ? given.crc : zlib.crc32(plain);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(deflated ? 8 : 0, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(given ? given.size : plain.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(deflated ? 8 : 0, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(declaredSizes[name] ?? given?.size ?? plain.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const centralSize = centrals.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

const WORD_MAIN = "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml";
export const contentTypes = (overrides: string) =>
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  overrides +
  "</Types>";
export const WORD_BODY =
  '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>';

/** A Word package: its content types name word/document.xml as the main document part. */
export const DOCX = zip({
  "[Content_Types].xml": contentTypes(`<Override PartName="/word/document.xml" ContentType="${WORD_MAIN}"/>`),
  "word/document.xml": WORD_BODY,
});

/** A Word package carrying a VBA project (macros), still declared as a plain document. */
export const DOCX_WITH_MACROS = zip({
  "[Content_Types].xml": contentTypes(`<Override PartName="/word/document.xml" ContentType="${WORD_MAIN}"/>`),
  "word/document.xml": WORD_BODY,
  "word/vbaProject.bin": "\u00d0\u00cf VBA project",
});

/** A Word package with a program inside it. */
export const DOCX_WITH_EXE = zip({
  "[Content_Types].xml": contentTypes(`<Override PartName="/word/document.xml" ContentType="${WORD_MAIN}"/>`),
  "word/document.xml": WORD_BODY,
  "word/media/setup.exe": "MZ program",
});

/** A zip holding a folder named word/ but no main document part named in its content types. */
export const ZIP_WITH_WORD_FOLDER = zip({
  "[Content_Types].xml": contentTypes(""),
  "word/notes.txt": "not a document",
});

/** A Windows executable (MZ header, PE signature), to be renamed cv.pdf. */
export const EXE = (() => {
  const file = Buffer.alloc(512);
  file.write("MZ", 0, "latin1");
  file.writeUInt32LE(0x80, 0x3c);
  file.write("PE\0\0", 0x80, "latin1");
  file.write("This program cannot be run in DOS mode.", 0x4e, "latin1");
  return file;
})();

export const validContact = {
  name: "Jane Doe",
  email: "jane@example.com",
  company: "Acme",
  phone: "+372 5555 1234",
  subject: "A new web shop",
  message: "We would like a quote for a web shop.",
  budget: "10k-50k",
  timeline: "3months",
};

/** What a submission from a direct visit holds about where it came from: nothing (src/forms/lead-source.ts). */
export const directVisit = { utm_source: "", utm_medium: "", utm_campaign: "", ref: "" };

export const validApplication: Record<string, string> = {
  jobSlug: "solutions-architect",
  fullName: "Ravi Kumar",
  email: "ravi@example.com",
  phone: "+91 98765 43210",
  location: "Patna, India",
  experience: "7+",
  coverLetter: "I have designed systems for ten years.",
  consent: "on",
  linkedin: "https://www.linkedin.com/in/ravi",
  startDate: "2027-01-15",
};

/**
 * validApplication as the server stores it: the consent as true, the fields left empty as "", no
 * future-openings consent, a direct visit.
 */
export const storedApplication = {
  ...validApplication,
  consent: true as const,
  talentPool: false,
  portfolioUrl: "",
  github: "",
  currentRole: "",
  expectedSalary: "",
  ...directVisit,
};

export function applicationForm(
  fields: Record<string, string> = validApplication,
  resume?: { bytes: Buffer; name: string; type?: string },
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (resume)
    form.set(
      "resume",
      new Blob([new Uint8Array(resume.bytes)], { type: resume.type ?? "application/pdf" }),
      resume.name,
    );
  return form;
}
