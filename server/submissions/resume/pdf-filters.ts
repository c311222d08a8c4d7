import zlib from "node:zlib";
import { PDFArray, PDFDict, PDFName, PDFNumber, type PDFObject } from "pdf-lib";

/**
 * A PDF stream's bytes decoded the way ISO 32000-2 §7.4 says a reader decodes them: every standard
 * filter in its chain, with its predictor (PNG 10-15, TIFF 2), and a cap on what all the streams of
 * one file may decode to together. Used for the streams that hold objects (object streams) and
 * cross-references; every other stream's filters are checked by name only (they hold page content,
 * pictures and fonts, which run nothing). What cannot be decoded exactly is Unreadable: the judge
 * refuses it rather than judge noise (fail closed).
 */
export class Unreadable extends Error {}
/** Decoding would pass the file's budget: a compression bomb, or a file too large to judge. */
export class OverBudget extends Error {}

/** What is left of the file's decoding budget, in bytes; every decoder takes from it. */
export type DecodeBudget = { left: number };

/** Filters whose output is a picture, decoded only by the reader's image code: allowed last, never decoded here. */
const IMAGE_FILTERS = new Set(["DCTDecode", "JPXDecode", "CCITTFaxDecode", "JBIG2Decode", "DCT", "CCF"]);
/** The abbreviations ISO 32000 gives for inline images, which readers accept in streams too. */
const ABBREVIATIONS: Record<string, string> = {
  AHx: "ASCIIHexDecode",
  A85: "ASCII85Decode",
  LZW: "LZWDecode",
  Fl: "FlateDecode",
  RL: "RunLengthDecode",
  DCT: "DCTDecode",
  CCF: "CCITTFaxDecode",
};

/** A name's text with every #xx escape read, in either case (pdf-lib reads upper-case ones only). */
export const nameText = (name: PDFName) =>
  name.decodeText().replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

type Step = { filter: string; params: PDFDict | undefined };

/** The stream's filter chain, or Unreadable when it names something that is not a standard filter. */
export function filterChain(dict: PDFDict): Step[] {
  const filters = asList(dict.get(PDFName.of("Filter")));
  const params = asList(dict.get(PDFName.of("DecodeParms")) ?? dict.get(PDFName.of("DP")));
  return filters.map((filter, index) => {
    if (!(filter instanceof PDFName)) throw new Unreadable("a filter that is not a name");
    const name = nameText(filter);
    const standard = ABBREVIATIONS[name] ?? name;
    if (!DECODERS[standard] && !IMAGE_FILTERS.has(standard)) throw new Unreadable(`filter ${name}`);
    const param = params[index];
    return { filter: standard, params: param instanceof PDFDict ? param : undefined };
  });
}

/** Whether the chain ends in picture data (not decoded here); any such filter must be the last. */
export function endsInImage(chain: Step[]): boolean {
  const image = chain.findIndex(({ filter }) => IMAGE_FILTERS.has(filter));
  if (image >= 0 && image !== chain.length - 1) throw new Unreadable("an image filter before another");
  return image >= 0;
}

/** The stream's decoded bytes, taken from the budget. */
export function decodeStream(dict: PDFDict, data: Uint8Array, budget: DecodeBudget): Uint8Array {
  const chain = filterChain(dict);
  if (endsInImage(chain)) throw new Unreadable("picture data where objects were expected");
  let bytes = data;
  for (const { filter, params } of chain) {
    bytes = DECODERS[filter](bytes, budget);
    bytes = predict(bytes, params);
  }
  return bytes;
}

function asList(value: PDFObject | undefined): PDFObject[] {
  if (value === undefined) return [];
  return value instanceof PDFArray ? value.asArray() : [value];
}

const numberParam = (params: PDFDict | undefined, key: string, fallback: number) => {
  const value = params?.get(PDFName.of(key));
  if (value === undefined) return fallback;
  if (!(value instanceof PDFNumber)) throw new Unreadable(`${key} is not a number`);
  return value.asNumber();
};

function take(budget: DecodeBudget, bytes: number) {
  if (bytes > budget.left) throw new OverBudget();
  budget.left -= bytes;
}

const DECODERS: Record<string, (bytes: Uint8Array, budget: DecodeBudget) => Uint8Array> = {
  FlateDecode(bytes, budget) {
    let out: Buffer;
    try {
      // Z_SYNC_FLUSH: a stream cut short gives what it holds, as readers show it; the cap stops a bomb
      // inside zlib, before the buffer grows past what is left of the budget.
      out = zlib.inflateSync(bytes, {
        maxOutputLength: Math.max(1, budget.left),
        finishFlush: zlib.constants.Z_SYNC_FLUSH,
      });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ERR_BUFFER_TOO_LARGE" || error instanceof RangeError)
        throw new OverBudget();
      throw new Unreadable("a deflate stream that does not inflate");
    }
    take(budget, out.byteLength);
    return out;
  },
  ASCIIHexDecode(bytes, budget) {
    const digits: number[] = [];
    for (const byte of bytes) {
      if (byte === 0x3e) break; // '>' ends the data
      if (isWhite(byte)) continue;
      const value = hexValue(byte);
      if (value < 0) throw new Unreadable("not a hex digit");
      digits.push(value);
    }
    if (digits.length % 2) digits.push(0);
    take(budget, digits.length / 2);
    const out = new Uint8Array(digits.length / 2);
    for (let i = 0; i < out.length; i++) out[i] = (digits[2 * i] << 4) | digits[2 * i + 1];
    return out;
  },
  ASCII85Decode(bytes, budget) {
    const out: number[] = [];
    let group: number[] = [];
    const flush = (count: number) => {
      let value = 0;
      for (const digit of [...group, 84, 84, 84, 84].slice(0, 5)) value = value * 85 + digit;
      if (value > 0xffffffff) throw new Unreadable("an ASCII85 group out of range");
      for (let i = 0; i < count; i++) out.push((value >>> (24 - 8 * i)) & 0xff);
      if (out.length > budget.left) throw new OverBudget();
    };
    for (let i = 0; i < bytes.length; i++) {
      const byte = bytes[i];
      if (byte === 0x7e) break; // '~>' ends the data
      if (isWhite(byte)) continue;
      if (byte === 0x7a && group.length === 0) {
        group = [0, 0, 0, 0, 0];
      } else {
        if (byte < 0x21 || byte > 0x75) throw new Unreadable("not an ASCII85 digit");
        group.push(byte - 0x21);
      }
      if (group.length === 5) {
        flush(4);
        group = [];
      }
    }
    if (group.length === 1) throw new Unreadable("an ASCII85 group of one digit");
    if (group.length) flush(group.length - 1);
    take(budget, out.length);
    return Uint8Array.from(out);
  },
  RunLengthDecode(bytes, budget) {
    const out: number[] = [];
    let i = 0;
    while (i < bytes.length) {
      const length = bytes[i++];
      if (length === 128) break;
      const count = length < 128 ? length + 1 : 257 - length;
      if (out.length + count > budget.left) throw new OverBudget();
      if (length < 128) {
        if (i + count > bytes.length) throw new Unreadable("a run past the end");
        for (let k = 0; k < count; k++) out.push(bytes[i + k]);
        i += count;
      } else {
        if (i >= bytes.length) throw new Unreadable("a run past the end");
        for (let k = 0; k < count; k++) out.push(bytes[i]);
        i += 1;
      }
    }
    take(budget, out.length);
    return Uint8Array.from(out);
  },
  LZWDecode: lzwDecode,
};

const isWhite = (byte: number) =>
  byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09 || byte === 0x0c || byte === 0x00;
const hexValue = (byte: number) =>
  byte >= 0x30 && byte <= 0x39
    ? byte - 0x30
    : byte >= 0x41 && byte <= 0x46
      ? byte - 55
      : byte >= 0x61 && byte <= 0x66
        ? byte - 87
        : -1;

/** LZW as TIFF and PDF write it (codes of 9 to 12 bits, 256 clears, 257 ends), EarlyChange 1. */
function lzwDecode(bytes: Uint8Array, budget: DecodeBudget): Uint8Array {
  const chunks: Uint8Array[] = [];
  let total = 0;
  let table: Uint8Array[] = [];
  const reset = () => {
    table = Array.from({ length: 258 }, (_, i) => Uint8Array.of(i));
  };
  reset();
  let width = 9;
  let bitBuffer = 0;
  let bitCount = 0;
  let previous: Uint8Array | undefined;
  for (const byte of bytes) {
    bitBuffer = ((bitBuffer << 8) | byte) >>> 0;
    bitCount += 8;
    while (bitCount >= width) {
      const code = (bitBuffer >>> (bitCount - width)) & ((1 << width) - 1);
      bitCount -= width;
      bitBuffer &= (1 << bitCount) - 1;
      if (code === 256) {
        reset();
        width = 9;
        previous = undefined;
        continue;
      }
      if (code === 257) return concat(chunks, total);
      let entry: Uint8Array;
      if (code < table.length) entry = table[code];
      else if (code === table.length && previous) entry = Uint8Array.of(...previous, previous[0]);
      else throw new Unreadable("an LZW code out of range");
      if (previous) table.push(Uint8Array.of(...previous, entry[0]));
      previous = entry;
      total += entry.length;
      if (total > budget.left) throw new OverBudget();
      chunks.push(entry);
      // EarlyChange 1 (the default): the code width grows one code early.
      if (table.length + 1 >= 1 << width && width < 12) width += 1;
    }
  }
  return concat(chunks, total);
}

function concat(chunks: Uint8Array[], total: number): Uint8Array {
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

/** The predictor named in DecodeParms undone: PNG (10-15, one filter byte per row) or TIFF 2. */
function predict(bytes: Uint8Array, params: PDFDict | undefined): Uint8Array {
  const predictor = numberParam(params, "Predictor", 1);
  if (predictor === 1) return bytes;
  const colors = numberParam(params, "Colors", 1);
  const bits = numberParam(params, "BitsPerComponent", 8);
  const columns = numberParam(params, "Columns", 1);
  if (![1, 2, 4, 8, 16].includes(bits) || colors < 1 || colors > 32 || columns < 1 || columns > 1 << 20)
    throw new Unreadable("predictor parameters out of range");
  const rowBytes = Math.ceil((colors * bits * columns) / 8);
  const pixelBytes = Math.max(1, Math.ceil((colors * bits) / 8));
  if (predictor === 2) {
    if (bits !== 8) throw new Unreadable("a TIFF predictor on other than 8-bit samples");
    const out = Uint8Array.from(bytes);
    for (let row = 0; row < out.length; row += rowBytes)
      for (let i = row + colors; i < Math.min(row + rowBytes, out.length); i++)
        out[i] = (out[i] + out[i - colors]) & 0xff;
    return out;
  }
  if (predictor < 10 || predictor > 15) throw new Unreadable(`predictor ${predictor}`);
  if (bytes.length % (rowBytes + 1)) throw new Unreadable("PNG predictor rows cut short");
  const rows = bytes.length / (rowBytes + 1);
  const out = new Uint8Array(rows * rowBytes);
  for (let row = 0; row < rows; row++) {
    const type = bytes[row * (rowBytes + 1)];
    const input = bytes.subarray(row * (rowBytes + 1) + 1, (row + 1) * (rowBytes + 1));
    const at = row * rowBytes;
    for (let i = 0; i < rowBytes; i++) {
      const left = i >= pixelBytes ? out[at + i - pixelBytes] : 0;
      const up = row > 0 ? out[at + i - rowBytes] : 0;
      const upLeft = row > 0 && i >= pixelBytes ? out[at + i - rowBytes - pixelBytes] : 0;
      let predicted: number;
      if (type === 0) predicted = 0;
      else if (type === 1) predicted = left;
      else if (type === 2) predicted = up;
      else if (type === 3) predicted = (left + up) >> 1;
      else if (type === 4) predicted = paeth(left, up, upLeft);
      else throw new Unreadable(`PNG row filter ${type}`);
      out[at + i] = (input[i] + predicted) & 0xff;
    }
  }
  return out;
}

function paeth(left: number, up: number, upLeft: number): number {
  const estimate = left + up - upLeft;
  const [a, b, c] = [Math.abs(estimate - left), Math.abs(estimate - up), Math.abs(estimate - upLeft)];
  return a <= b && a <= c ? left : b <= c ? up : upLeft;
}
