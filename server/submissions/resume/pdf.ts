import {
  PDFArray,
  PDFDict,
  PDFName,
  PDFNumber,
  PDFParser,
  PDFRawStream,
  PDFRef,
  PDFStream,
  type PDFObject,
} from "pdf-lib";
import { decodeStream, endsInImage, filterChain, nameText, Unreadable, type DecodeBudget } from "./pdf-filters";

/**
 * A PDF judged by every object it holds, read strictly (README.md): each indirect object of the
 * file, each object inside an object stream (decoded with its filters and predictor), each trailer
 * and cross-reference dictionary. Anything that does not parse, a filter this judge does not decode,
 * encryption, or bytes between objects that are none of a PDF's parts make the file unreadable, and
 * it is refused. A file that merely starts with `%PDF-` (a program, an HTML page) has no document
 * catalog with pages and is not a PDF. One that can run, submit, launch or fetch something, or
 * carries a file, is refused: a name anywhere among its objects (a key or a value, however it is
 * written with #xx escapes) from ACTIVE_NAMES, or an /OpenAction that is an action rather than a
 * page to show.
 */
export type PdfVerdict = "pdf" | "wrongType" | "active" | "tooComplex";

/**
 * Names whose presence means something runs, is sent, opened or fetched when the file is opened
 * or clicked: scripts, programs, form submission and import, other files (remote or embedded),
 * multimedia, XFA forms (which carry scripts), and additional actions (AA: triggers on open, on
 * page view, on focus).
 */
const ACTIVE_NAMES = new Set([
  "JavaScript",
  "JS",
  "Launch",
  "EmbeddedFile",
  "EmbeddedFiles",
  "RichMedia",
  "SubmitForm",
  "ImportData",
  "GoToR",
  "GoToE",
  "Rendition",
  "XFA",
  "AA",
]);

/** A résumé has a few thousand objects, nested a few levels; the decoded object streams stay small. */
export const PDF_LIMITS = { objects: 200_000, depth: 64, decodedBytes: 32 * 1024 * 1024 } as const;

const keyword = (text: string) => [...Buffer.from(text, "latin1")];
const KEYWORDS = {
  obj: keyword("obj"),
  endobj: keyword("endobj"),
  xref: keyword("xref"),
  trailer: keyword("trailer"),
  startxref: keyword("startxref"),
};
const isDigit = (byte: number) => byte >= 0x30 && byte <= 0x39;

/**
 * pdf-lib's object parser (a public class) for each object's syntax, under a loop of our own that
 * accepts nothing else: pdf-lib's own document parser skips bytes it cannot read and keeps objects
 * it cannot parse as raw bytes, which a judge must not do.
 */
class StrictPdfReader extends PDFParser {
  constructor(bytes: Uint8Array) {
    super(bytes, Infinity, true, false);
  }

  /** Every indirect object (number, generation, value) and every trailer dictionary, in file order. */
  readFile(): { objects: [string, PDFObject][]; trailers: PDFDict[] } {
    const objects: [string, PDFObject][] = [];
    const trailers: PDFDict[] = [];
    try {
      this.readParts(objects, trailers);
    } catch (error) {
      // Nothing read at all: not a PDF (a program, an HTML page after `%PDF-`); else a PDF not read fully.
      if (!objects.length) throw new NotPdf();
      throw error;
    }
    return { objects, trailers };
  }

  private readParts(objects: [string, PDFObject][], trailers: PDFDict[]) {
    while (true) {
      this.skipWhitespaceAndComments();
      if (this.bytes.done()) break;
      if (isDigit(this.bytes.peek())) {
        const id = `${this.parseRawInt()} ${(this.skipWhitespaceAndComments(), this.parseRawInt())}`;
        this.skipWhitespaceAndComments();
        if (!this.matchKeyword(KEYWORDS.obj)) throw new Unreadable("an object without obj");
        const value = this.parseObject();
        this.skipWhitespaceAndComments();
        if (!this.matchKeyword(KEYWORDS.endobj)) throw new Unreadable("an object without endobj");
        objects.push([id, value]);
      } else if (this.matchKeyword(KEYWORDS.xref)) {
        this.skipCrossReferenceTable();
      } else if (this.matchKeyword(KEYWORDS.trailer)) {
        const trailer = this.parseObject();
        if (!(trailer instanceof PDFDict)) throw new Unreadable("a trailer that is not a dictionary");
        trailers.push(trailer);
      } else if (this.matchKeyword(KEYWORDS.startxref)) {
        this.skipWhitespaceAndComments();
        this.parseRawInt();
      } else {
        throw new Unreadable("bytes that are not part of a PDF");
      }
    }
  }

  /** `xref` sections: `first count` lines, each followed by `count` entries `offset generation n|f`. */
  private skipCrossReferenceTable() {
    while (true) {
      this.skipWhitespaceAndComments();
      if (this.bytes.done() || !isDigit(this.bytes.peek())) return;
      this.parseRawInt();
      this.skipWhitespaceAndComments();
      const count = this.parseRawInt();
      for (let i = 0; i < count; i++) {
        this.skipWhitespaceAndComments();
        this.parseRawInt();
        this.skipWhitespaceAndComments();
        this.parseRawInt();
        this.skipWhitespaceAndComments();
        const kind = this.bytes.next();
        if (kind !== 0x6e && kind !== 0x66) throw new Unreadable("a cross-reference entry neither n nor f");
      }
    }
  }

  /** The `n` objects of a decoded object stream: `n` pairs of number and offset, then the objects from `first`. */
  readObjectStream(count: number, first: number): [string, PDFObject][] {
    const pairs: [number, number][] = [];
    for (let i = 0; i < count; i++) {
      this.skipWhitespaceAndComments();
      const number = this.parseRawInt();
      this.skipWhitespaceAndComments();
      pairs.push([number, this.parseRawInt()]);
    }
    return pairs.map(([number, offset]) => {
      this.bytes.moveTo(first + offset);
      const value = this.parseObject();
      if (value instanceof PDFStream) throw new Unreadable("a stream inside an object stream");
      return [`${number} 0`, value];
    });
  }
}

class NotPdf extends Error {}

const numberIn = (dict: PDFDict, key: string) => {
  const value = dict.get(PDFName.of(key));
  return value instanceof PDFNumber ? value.asNumber() : undefined;
};
const isNamed = (dict: PDFDict, key: string, name: string) => {
  const value = dict.get(PDFName.of(key));
  return value instanceof PDFName && nameText(value) === name;
};

export function judgePdf(bytes: Uint8Array): PdfVerdict {
  try {
    return judgeObjects(bytes);
  } catch (error) {
    // Not a PDF at all; else a bomb, nesting past the stack, or a part this judge cannot read fully,
    // which it does not accept either.
    return error instanceof NotPdf ? "wrongType" : "tooComplex";
  }
}

function judgeObjects(bytes: Uint8Array): PdfVerdict {
  const { objects, trailers } = new StrictPdfReader(bytes).readFile();
  const budget: DecodeBudget = { left: PDF_LIMITS.decodedBytes };
  const all = [...objects];
  for (const [, object] of objects) {
    if (!(object instanceof PDFRawStream)) continue;
    const dict = object.dict;
    const objectStream = isNamed(dict, "Type", "ObjStm") || dict.has(PDFName.of("First")) || dict.has(PDFName.of("N"));
    const crossReference = isNamed(dict, "Type", "XRef");
    if (objectStream) {
      const count = numberIn(dict, "N");
      const first = numberIn(dict, "First");
      if (count === undefined || first === undefined || count < 0 || count > PDF_LIMITS.objects)
        throw new Unreadable("an object stream without N and First");
      const decoded = decodeStream(dict, object.contents, budget);
      all.push(...new StrictPdfReader(decoded).readObjectStream(count, first));
    } else if (crossReference) {
      decodeStream(dict, object.contents, budget);
      trailers.push(dict);
    } else {
      endsInImage(filterChain(dict));
    }
    if (all.length > PDF_LIMITS.objects) return "tooComplex";
  }
  // Encrypted strings and streams (object streams among them) cannot be read without the password.
  if (trailers.some((trailer) => trailer.has(PDFName.of("Encrypt")))) return "tooComplex";

  const byId = new Map(all);
  const resolve = (object: PDFObject | undefined) =>
    object instanceof PDFRef ? byId.get(`${object.objectNumber} ${object.generationNumber}`) : object;
  const root = [...trailers].reverse().find((trailer) => trailer.has(PDFName.of("Root")));
  const catalog = resolve(root?.get(PDFName.of("Root")));
  if (!(catalog instanceof PDFDict) || !(resolve(catalog.get(PDFName.of("Pages"))) instanceof PDFDict))
    return "wrongType";
  const openAction = resolve(catalog.get(PDFName.of("OpenAction")));
  if (openAction instanceof PDFDict && openAction.has(PDFName.of("S"))) return "active";

  const hasActiveName = (object: PDFObject | undefined, depth: number): boolean => {
    // References are not followed: every indirect object is visited on its own.
    if (!object || object instanceof PDFRef) return false;
    if (depth > PDF_LIMITS.depth) throw new RangeError("nested too deep");
    if (object instanceof PDFName) return ACTIVE_NAMES.has(nameText(object));
    if (object instanceof PDFStream) return hasActiveName(object.dict, depth + 1);
    if (object instanceof PDFArray) return object.asArray().some((item) => hasActiveName(item, depth + 1));
    if (object instanceof PDFDict)
      return object.entries().some(([key, value]) => hasActiveName(key, depth) || hasActiveName(value, depth + 1));
    return false;
  };
  return [...all.map(([, object]) => object), ...trailers].some((object) => hasActiveName(object, 0))
    ? "active"
    : "pdf";
}
