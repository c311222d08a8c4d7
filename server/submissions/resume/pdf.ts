import { PDFArray, PDFDict, PDFName, PDFParser, PDFRef, PDFStream, type PDFContext, type PDFObject } from "pdf-lib";

/**
 * A PDF judged by its objects, as pdf-lib parses them (the cross-reference, and the objects kept
 * inside compressed object streams): a file that merely starts with `%PDF-` (a program, an HTML
 * page) has no document catalog with pages and is not a PDF. One that can run something when it
 * is opened or clicked is refused: a name anywhere among its objects (as a key or a value, however
 * it is written with #xx escapes) that is JavaScript, JS, Launch, EmbeddedFile(s), or an
 * /OpenAction that is an action rather than a page to show.
 */
export type PdfVerdict = "pdf" | "wrongType" | "active" | "tooComplex";

/** Names whose presence means code or a file inside: a script, a program to start, an attachment. */
const ACTIVE_NAMES = new Set(["JavaScript", "JS", "Launch", "EmbeddedFile", "EmbeddedFiles", "RichMedia"]);
/** A résumé has a few thousand objects at most. */
export const PDF_LIMITS = { objects: 200_000, depth: 64 } as const;

/** A name's text with every #xx escape read, in either case (pdf-lib reads upper-case ones only). */
const nameText = (name: PDFName) =>
  name.decodeText().replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

export async function judgePdf(bytes: Uint8Array): Promise<PdfVerdict> {
  let context: PDFContext;
  try {
    // Infinity: parse without pausing between objects (the caller runs off the main thread).
    context = await PDFParser.forBytesWithOptions(bytes, Infinity, false).parseDocument();
  } catch {
    return "wrongType";
  }
  const catalog = context.lookup(context.trailerInfo.Root);
  if (!(catalog instanceof PDFDict) || !(context.lookup(catalog.get(PDFName.of("Pages"))) instanceof PDFDict))
    return "wrongType";
  // Encrypted strings and streams (object streams among them) cannot be read without the password.
  if (context.trailerInfo.Encrypt) return "tooComplex";
  const objects = context.enumerateIndirectObjects();
  if (objects.length > PDF_LIMITS.objects) return "tooComplex";

  const openAction = context.lookup(catalog.get(PDFName.of("OpenAction")));
  if (openAction instanceof PDFDict && openAction.has(PDFName.of("S"))) return "active";

  const hasActiveName = (object: PDFObject | undefined, depth: number): boolean => {
    // References are not followed: every indirect object is visited once on its own below.
    if (!object || object instanceof PDFRef) return false;
    if (depth > PDF_LIMITS.depth) throw new RangeError("nested too deep");
    if (object instanceof PDFName) return ACTIVE_NAMES.has(nameText(object));
    if (object instanceof PDFStream) return hasActiveName(object.dict, depth + 1);
    if (object instanceof PDFArray) return object.asArray().some((item) => hasActiveName(item, depth + 1));
    if (object instanceof PDFDict)
      return object.entries().some(([key, value]) => hasActiveName(key, depth) || hasActiveName(value, depth + 1));
    return false;
  };
  const trailer = [context.trailerInfo.Root, context.trailerInfo.Info].map((ref) => context.lookup(ref));
  try {
    if ([...objects.map(([, object]) => object), ...trailer].some((object) => hasActiveName(object, 0)))
      return "active";
  } catch (error) {
    if (error instanceof RangeError) return "tooComplex";
    throw error;
  }
  return "pdf";
}
