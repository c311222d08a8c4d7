import yauzl from "yauzl";
import type { RESUME_MESSAGES } from "../../../shared/form-rules/application-schema";
import { attributeKey, fieldInstructions, readElements, XmlUnreadable, type XmlElement } from "./xml";

/**
 * A DOCX judged by its package (yauzl reads the zip's central directory): `[Content_Types].xml`
 * names a Word main document part that is in the package, and nothing in it runs or loads anything.
 * Every count and size is bounded before any name is looked at, and names are looked at by
 * splitting and comparing, never by a pattern that backtracks: a hostile package costs time in
 * proportion to its size, no more.
 */
export type PackageVerdict = "docx" | keyof typeof RESUME_MESSAGES;

/** A résumé package has a few dozen parts with short names. */
export const PACKAGE_LIMITS = {
  parts: 1_000,
  nameChars: 512,
  /** What all its parts hold once inflated: a 1 GiB part in a 5 MB file is a zip bomb. */
  uncompressedBytes: 100 * 1024 * 1024,
  /** Each part read here (content types, relationships), once inflated. */
  xmlBytes: 1024 * 1024,
  relationshipParts: 200,
  /** Each XML part whose fields are read (a CV's document.xml is well under 1 MB), once inflated. */
  storyBytes: 8 * 1024 * 1024,
  /** Elements per such part: a long CV has tens of thousands. */
  storyElements: 500_000,
} as const;

/** The content type of a Word document's main part (not a template's, not a macro-enabled document's). */
const WORD_MAIN = "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml";
/** Folders of parts that carry code or other files: ActiveX controls, embedded objects and documents. */
const ACTIVE_FOLDERS = new Set(["activex", "embeddings"]);
const ACTIVE_NAMES = new Set(["vbaproject.bin", "vbadata.xml"]);
const PROGRAM_ENDINGS = new Set(
  "exe dll com scr msi bat cmd ps1 vbs vbe js jse wsf hta cpl jar lnk sys ocx".split(" "),
);
const ACTIVE_TYPES = ["vbaproject", "activex", "macroenabled", "x-msdownload", "oleobject"];
/**
 * Relationships that import or run another file when the document opens: an alternative-format
 * chunk (altChunk: RTF, HTML or MHT, which may carry an \object), a template, an OLE object or
 * package, an ActiveX control, a VBA project, a sub-document.
 */
const ACTIVE_RELATIONSHIPS = new Set([
  "afchunk",
  "attachedtemplate",
  "oleobject",
  "package",
  "control",
  "activexcontrol",
  "activexcontrolbinary",
  "vbaproject",
  "subdocument",
]);
/**
 * Fields whose instruction runs a program (DDE, DDEAUTO: the 2017 campaigns), loads or links another
 * file when the document opens or updates (INCLUDETEXT, INCLUDEPICTURE, LINK, IMPORT, INCLUDE,
 * DATABASE, EMBED), or runs a macro when clicked (MACROBUTTON). Word reads the first word without case.
 */
const ACTIVE_FIELDS = new Set(
  "dde ddeauto includetext includepicture include import link database embed macrobutton".split(" "),
);
const fieldKind = (instruction: string) => /^[\s"]*([a-z]*)/i.exec(instruction)?.[1].toLowerCase() ?? "";

/** The one kind of relationship that may point outside the package: a link the reader can click. */
const HYPERLINK = "hyperlink";

const lastSegment = (text: string, separator: string) => text.slice(text.lastIndexOf(separator) + 1);

function partVerdict(name: string): PackageVerdict | undefined {
  const segments = name.toLowerCase().split("/");
  const base = segments[segments.length - 1];
  if (segments.some((segment) => ACTIVE_FOLDERS.has(segment))) return "active";
  if (ACTIVE_NAMES.has(base)) return "active";
  if (base.includes(".") && PROGRAM_ENDINGS.has(lastSegment(base, "."))) return "active";
  return undefined;
}

export async function judgePackage(bytes: Buffer): Promise<PackageVerdict> {
  let zip: yauzl.ZipFile;
  try {
    zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
      yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, file) => (error ? reject(error) : resolve(file))),
    );
  } catch {
    return "wrongType";
  }
  try {
    if (zip.entryCount > PACKAGE_LIMITS.parts) return "tooComplex";
    const listed = await listParts(zip);
    if (typeof listed === "string") return listed;
    for (const name of listed.keys()) {
      const verdict = partVerdict(name);
      if (verdict) return verdict;
    }
    const typesEntry = listed.get("[content_types].xml");
    if (!typesEntry) return "wrongType";
    const types = contentTypes(await readPart(zip, typesEntry));
    if (types.some(({ type }) => ACTIVE_TYPES.some((active) => type.toLowerCase().includes(active)))) return "active";
    const main = types.find(({ part, type }) => part && type === WORD_MAIN);
    if (!main || !listed.has(partName(main.part) ?? "")) return "wrongType";
    const relationshipParts = [...listed.entries()].filter(([name]) => name.toLowerCase().endsWith(".rels"));
    if (relationshipParts.length > PACKAGE_LIMITS.relationshipParts) return "tooComplex";
    for (const [, entry] of relationshipParts) {
      const verdict = relationshipsVerdict(await readPart(zip, entry));
      if (verdict) return verdict;
    }
    // Fields live in the text of any WordprocessingML part (document, headers, footnotes, comments, glossary).
    for (const [name, entry] of listed) {
      if (!name.endsWith(".xml") || name === "[content_types].xml") continue;
      if (entry.uncompressedSize > PACKAGE_LIMITS.storyBytes) return "tooComplex";
      const instructions = fieldInstructions(
        await readPart(zip, entry, PACKAGE_LIMITS.storyBytes),
        PACKAGE_LIMITS.storyElements,
      );
      if (instructions.some((instruction) => ACTIVE_FIELDS.has(fieldKind(instruction)))) return "active";
    }
    return "docx";
  } catch {
    return "wrongType";
  } finally {
    zip.close();
  }
}

/** A part's name as a package reader compares it: percent-escapes read, without case; undefined when it does not decode. */
function partName(name: string): string | undefined {
  try {
    return decodeURIComponent(name.replace(/^\//, "")).toLowerCase();
  } catch {
    return undefined;
  }
}

/** The parts by name, or what is wrong with them: too many, a name too long, too much once inflated. */
function listParts(zip: yauzl.ZipFile): Promise<Map<string, yauzl.Entry> | PackageVerdict> {
  return new Promise((resolve, reject) => {
    const parts = new Map<string, yauzl.Entry>();
    let inflated = 0;
    zip.on("entry", (entry: yauzl.Entry) => {
      inflated += entry.uncompressedSize;
      if (parts.size >= PACKAGE_LIMITS.parts || entry.fileName.length > PACKAGE_LIMITS.nameChars)
        return resolve("tooComplex");
      if (inflated > PACKAGE_LIMITS.uncompressedBytes) return resolve("tooComplex");
      const name = partName(entry.fileName);
      // Part names are compared without case (ECMA-376 Part 2): two spellings of one name are one
      // part written twice, and which one a reader takes is not for the judge to guess.
      if (name === undefined || parts.has(name)) return resolve("wrongType");
      parts.set(name, entry);
      zip.readEntry();
    });
    zip.once("end", () => resolve(parts));
    zip.once("error", reject);
    zip.readEntry();
  });
}

/** A part's bytes; yauzl checks that it inflates to the size it declares, here at most `limit`. */
function readPart(zip: yauzl.ZipFile, entry: yauzl.Entry, limit: number = PACKAGE_LIMITS.xmlBytes): Promise<Buffer> {
  if (entry.uncompressedSize > limit) return Promise.reject(new Error("part too large"));
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error) return reject(error);
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.once("end", () => resolve(Buffer.concat(chunks)));
      stream.once("error", reject);
    });
  });
}

/** The namespaces of Open Packaging Conventions' content types and relationships (ECMA-376 Part 2). */
const CONTENT_TYPES_NS = "http://schemas.openxmlformats.org/package/2006/content-types";
const RELATIONSHIPS_NS = "http://schemas.openxmlformats.org/package/2006/relationships";
/** Elements a content-types or relationships part holds: a few per part of the package. */
const XML_ELEMENTS = 20_000;

/**
 * The part's elements: its root `root` and, one level below, only `children`, all in `namespace`
 * (resolved from the prefix the file writes). Anything else is a part this judge does not
 * understand, and a part it does not understand is not accepted.
 */
function elementsOf(text: Buffer, namespace: string, root: string, children: string[]): XmlElement[] {
  const [top, ...rest] = readElements(text, XML_ELEMENTS);
  if (!top || top.uri !== namespace || top.local !== root) throw new XmlUnreadable(`not ${root}`);
  for (const element of rest)
    if (element.depth !== 1 || element.uri !== namespace || !children.includes(element.local))
      throw new XmlUnreadable(`${element.local} in ${root}`);
  return rest;
}

const attribute = (element: XmlElement, name: string) => element.attributes.get(attributeKey("", name));

/** The package's content types: each Override's part and type, and each Default's (by extension, no part). */
function contentTypes(text: Buffer): { part: string; type: string }[] {
  return elementsOf(text, CONTENT_TYPES_NS, "Types", ["Override", "Default"]).map((element) => ({
    part: element.local === "Override" ? (attribute(element, "PartName") ?? "") : "",
    type: attribute(element, "ContentType") ?? "",
  }));
}

/** A target that leaves the package whatever its TargetMode says: a URI with a scheme, or a UNC path. */
const leavesPackage = (target: string) => /^[a-z][a-z0-9+.-]*:/i.test(target) || /^[\\/]{2}/.test(target);

/**
 * A relationships part: one that runs or imports another file is active; one that points outside,
 * but a hyperlink, is linked. Type and TargetMode are read after XML decoding, as Word reads them.
 */
function relationshipsVerdict(text: Buffer): PackageVerdict | undefined {
  for (const element of elementsOf(text, RELATIONSHIPS_NS, "Relationships", ["Relationship"])) {
    const type = lastSegment(attribute(element, "Type") ?? "", "/").toLowerCase();
    const mode = (attribute(element, "TargetMode") ?? "Internal").toLowerCase();
    if (mode !== "internal" && mode !== "external") return "wrongType";
    if (ACTIVE_RELATIONSHIPS.has(type)) return "active";
    const outside = mode === "external" || leavesPackage(attribute(element, "Target") ?? "");
    if (outside && type !== HYPERLINK) return "linked";
  }
  return undefined;
}
