import zlib from "node:zlib";

/** Small but real files of each kind the resume upload accepts, and some it must refuse. */
export const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

/** A Word 97-2003 file: an OLE2 compound file whose directory holds a "WordDocument" stream. */
export const DOC = (() => {
  const file = Buffer.alloc(2048);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(file, 0);
  file.writeUInt16LE(0x003e, 24); // minor version
  file.writeUInt16LE(0x0003, 26); // major version 3
  file.writeUInt16LE(0xfffe, 28); // byte order
  file.writeUInt16LE(9, 30); // sector size 512
  Buffer.from("Root Entry", "utf16le").copy(file, 1024);
  Buffer.from("WordDocument", "utf16le").copy(file, 1024 + 128);
  return file;
})();

/** An OLE2 compound file that is not a Word document (as an .msi installer is). */
export const OTHER_OLE2 = (() => {
  const file = Buffer.from(DOC);
  Buffer.alloc(24).copy(file, 1024 + 128);
  return file;
})();

/** A stored (uncompressed) zip archive. */
export function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const nameBytes = Buffer.from(name);
    const crc = zlib.crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
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

export const DOCX = zip({
  "[Content_Types].xml":
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  "word/document.xml": '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>',
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
  name: "Jane Doe", email: "jane@example.com", company: "Acme", phone: "+372 5555 1234",
  subject: "A new web shop", message: "We would like a quote for a web shop.", budget: "10k-50k", timeline: "3months",
};

/** What a submission from a direct visit holds about where it came from: nothing (src/forms/lead-source.ts). */
export const directVisit = { utm_source: "", utm_medium: "", utm_campaign: "", ref: "" };

export const validApplication: Record<string, string> = {
  jobSlug: "solutions-architect", fullName: "Ravi Kumar", email: "ravi@example.com", phone: "+91 98765 43210",
  location: "Patna, India", experience: "7+", coverLetter: "I have designed systems for ten years.", consent: "on",
  linkedin: "https://www.linkedin.com/in/ravi", startDate: "2027-01-15",
};

export function applicationForm(fields: Record<string, string> = validApplication, resume?: { bytes: Buffer; name: string; type?: string }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (resume) form.set("resume", new Blob([new Uint8Array(resume.bytes)], { type: resume.type ?? "application/pdf" }), resume.name);
  return form;
}
