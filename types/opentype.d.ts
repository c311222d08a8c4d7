/**
 * The part of opentype.js the build uses (gatsby/social-cards.ts), for the Node type check:
 * `@types/opentype.js` loads the whole DOM library (for its canvas drawing), which would let
 * server and build code use `document` or `window` unnoticed. tsconfig.node.json maps
 * `opentype.js` here; the signatures are those of @types/opentype.js 1.3.
 */
export interface BoundingBox {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}
export interface Path {
  toPathData(decimalPlaces: number): string;
  getBoundingBox(): BoundingBox;
}
export interface Glyph {
  index: number;
  advanceWidth?: number;
  getPath(x?: number, y?: number, fontSize?: number): Path;
}
export interface Font {
  unitsPerEm: number;
  names: { fullName?: { en?: string } };
  stringToGlyphs(text: string): Glyph[];
  getKerningValue(left: Glyph, right: Glyph): number;
  getAdvanceWidth(text: string, fontSize?: number): number;
}
export function parse(buffer: ArrayBuffer | SharedArrayBuffer): Font;
