import { SaxesParser } from "saxes";

/**
 * A package part's XML read as Word reads it (README.md): decoded from its byte order mark or its
 * declaration (UTF-8 or UTF-16, as XML 1.0 requires every reader to), character and predefined
 * entity references resolved (`&#x2F;` is `/`, `&#69;` is `E`), and every element and attribute
 * named by its namespace URI, whatever prefix the file writes. saxes is a conforming parser: a
 * document that is not well-formed, or that declares a DTD (where entities of its own could hide
 * a name), is not read, and the judge refuses the file.
 */
export type XmlElement = { uri: string; local: string; depth: number; attributes: Map<string, string> };

export class XmlUnreadable extends Error {}

/** The attribute key of `local` in namespace `uri` ("" for an attribute without a prefix). */
export const attributeKey = (uri: string, local: string) => `{${uri}}${local}`;

export function decodeXml(bytes: Uint8Array): string {
  const starts = (...prefix: number[]) => prefix.every((byte, i) => bytes[i] === byte);
  let encoding = "utf-8";
  let from = 0;
  if (starts(0xef, 0xbb, 0xbf)) from = 3;
  else if (starts(0xff, 0xfe)) [encoding, from] = ["utf-16le", 2];
  else if (starts(0xfe, 0xff)) [encoding, from] = ["utf-16be", 2];
  else if (starts(0x3c, 0x00, 0x3f, 0x00)) encoding = "utf-16le";
  else if (starts(0x00, 0x3c, 0x00, 0x3f)) encoding = "utf-16be";
  let text: string;
  try {
    text = new TextDecoder(encoding, { fatal: true }).decode(bytes.subarray(from));
  } catch {
    throw new XmlUnreadable(`not ${encoding}`);
  }
  const declared = /^<\?xml[^>]*?encoding\s*=\s*["']([^"']{1,40})["']/.exec(text.slice(0, 200))?.[1].toLowerCase();
  const family = encoding.startsWith("utf-16") ? "utf-16" : "utf-8";
  if (declared && !(declared === family || declared === encoding)) throw new XmlUnreadable(`declared ${declared}`);
  return text;
}

/**
 * A conforming, namespace-aware parser that keeps the first reason the text is unreadable (an
 * error, or a DTD); `read` parses the whole text and throws XmlUnreadable with that reason.
 */
function strictParser() {
  const parser = new SaxesParser({ xmlns: true, position: false });
  let failure: string | undefined;
  const fail = (reason: string) => {
    failure ??= reason;
  };
  parser.on("error", (error) => fail(error.message));
  parser.on("doctype", () => fail("a DTD"));
  const read = (text: string) => {
    try {
      parser.write(text).close();
    } catch (error) {
      fail((error as Error).message);
    }
    if (failure) throw new XmlUnreadable(failure);
  };
  return { parser, fail, read };
}

/** Every element of the document in order, with its namespace-resolved name and attributes. */
export function readElements(bytes: Uint8Array, limit: number): XmlElement[] {
  const { parser, fail, read } = strictParser();
  const elements: XmlElement[] = [];
  let depth = 0;
  parser.on("opentag", (tag) => {
    if (elements.length >= limit) fail("too many elements");
    const attributes = new Map<string, string>();
    for (const attribute of Object.values(tag.attributes))
      attributes.set(attributeKey(attribute.uri, attribute.local), attribute.value);
    elements.push({ uri: tag.uri, local: tag.local, depth, attributes });
    if (!tag.isSelfClosing) depth += 1;
  });
  parser.on("closetag", (tag) => {
    if (!tag.isSelfClosing) depth -= 1;
  });
  read(decodeXml(bytes));
  return elements;
}

const WORDPROCESSING_NS = "http://schemas.openxmlformats.org/wordprocessingml/2006/main";

/**
 * The instruction of every field in a WordprocessingML part, as Word assembles it: a simple field's
 * `w:instr`, or the text of every `w:instrText` from a `w:fldChar` "begin" to its "separate" or
 * "end", fields nested inside one another each read on their own. Elements named by namespace URI.
 */
export function fieldInstructions(bytes: Uint8Array, limit: number): string[] {
  const text = decodeXml(bytes);
  // A field is named by `instr` (w:instr, w:instrText), and XML names cannot be written with
  // references: a part whose decoded text lacks it has no field, and need not be parsed (most do not).
  if (!text.includes("instr")) return [];
  const { parser, fail, read } = strictParser();
  const done: string[] = [];
  const open: string[] = [];
  let elements = 0;
  let inInstruction = false;
  parser.on("opentag", (tag) => {
    if ((elements += 1) > limit) fail("too many elements");
    if (tag.uri !== WORDPROCESSING_NS) return;
    const value = (local: string) =>
      Object.values(tag.attributes).find((a) => a.uri === WORDPROCESSING_NS && a.local === local)?.value ?? "";
    if (tag.local === "fldSimple") done.push(value("instr"));
    else if (tag.local === "instrText" && !tag.isSelfClosing) inInstruction = true;
    else if (tag.local === "fldChar") {
      const kind = value("fldCharType");
      if (kind === "begin") open.push("");
      else if (kind === "separate" || kind === "end") {
        const instruction = open.pop();
        if (instruction !== undefined) done.push(instruction);
        if (kind === "separate") open.push("\u0000"); // keeps nesting; the result is not an instruction
      }
    }
  });
  parser.on("closetag", (tag) => {
    if (tag.uri === WORDPROCESSING_NS && tag.local === "instrText") inInstruction = false;
  });
  parser.on("text", (text) => {
    if (inInstruction && open.length) open[open.length - 1] += text;
  });
  read(text);
  // An instruction whose field never ended is still read: Word runs what it has.
  return [...done, ...open].filter((instruction) => instruction !== "\u0000");
}
