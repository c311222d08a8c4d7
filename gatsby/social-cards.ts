import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import * as opentype from "opentype.js";
import sharp from "sharp";
import { theme } from "../content-model/theme";
import { cardContent, type SiteFields } from "./schema";
import { SOCIAL_CARD, socialCardKey, socialCardPath, type SocialCardContent } from "../shared/social-card";

/**
 * Draws the social cards (shared/social-card.ts) at build time: an SVG whose text is turned into
 * outlines with the Inter font shipped in @fontsource/inter (so the card looks the same on any
 * machine, whatever fonts it has installed), rendered by sharp. What cards share is rasterised once
 * (a background per colour, each letter at each fraction of a pixel) and each card laid from those
 * pieces, then written as PNG by sharp. A card is drawn once per content: kept in
 * .cache/social-cards/ under its key and copied into public/ on later builds.
 */
const FONT_FILES = {
  regular: "@fontsource/inter/files/inter-latin-400-normal.woff",
  bold: "@fontsource/inter/files/inter-latin-700-normal.woff",
};
type Fonts = Record<keyof typeof FONT_FILES, opentype.Font>;
let fonts: Fonts | undefined;
function loadFonts(): Fonts {
  const load = (file: string) => {
    // Resolved from the site's root: this module runs bundled by Gatsby, where `require` is not Node's.
    const bytes = fs.readFileSync(createRequire(path.resolve("package.json")).resolve(file));
    return opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  };
  return (fonts ??= { regular: load(FONT_FILES.regular), bold: load(FONT_FILES.bold) });
}

/** Where cards are kept from one build to the next, under their content's key. */
export const SOCIAL_CARDS_CACHE = ".cache/social-cards";

const { width: W, height: H } = SOCIAL_CARD;
/** The logo's mark (static/images/logo.svg: the "N" in its blue square), drawn before the brand name. */
const MARK_SIZE = 48;
const logoMark = (x: number, y: number) =>
  `<g transform="translate(${x} ${y}) scale(${MARK_SIZE / 32})"><rect width="32" height="32" rx="8" fill="${theme.colors.primary}"/><path d="M9 24V8l14 16V8" fill="none" stroke="${theme.colors.inverse}" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round"/></g>`;
const MARGIN = 80;
const TEXT_WIDTH = W - 2 * MARGIN;

/**
 * One shape of a card, placed: a glyph's outline or the label's pill. `shape` is the SVG element at
 * the origin without its paint, `box` its bounds there in pixels; `x` is a multiple of 0.1 px and
 * `y` a whole pixel. The same shape at the same fraction of a pixel always looks the same, so the
 * cards' text is drawn from shapes rasterised once (`drawPieces`) rather than an SVG per card.
 */
export type Piece = {
  shape: string;
  box: { x1: number; y1: number; x2: number; y2: number };
  x: number;
  y: number;
  fill: string;
  opacity?: number;
};

/** Pieces as SVG, each its own element (so overlapping glyphs lay over each other as drawn one by one). */
const piecesSvg = (pieces: Piece[]) =>
  pieces
    .map(
      ({ shape, x, y, fill, opacity }) =>
        `<g transform="translate(${x} ${y})" fill="${fill}"${opacity === undefined ? "" : ` fill-opacity="${opacity}"`}>${shape}</g>`,
    )
    .join("\n");

/**
 * Text as outlines: each glyph's outline is computed once per font and size (at the origin) and
 * placed with a translation, with the font's kerning; a thousand cards share their letters.
 */
const glyphShapes = new Map<string, Pick<Piece, "shape" | "box"> | null>();
function outline(font: opentype.Font, text: string, x: number, y: number, size: number, fill: string): Piece[] {
  const scale = size / font.unitsPerEm;
  const glyphs = font.stringToGlyphs(text);
  const pieces: Piece[] = [];
  let pen = x;
  glyphs.forEach((glyph, index) => {
    const key = `${font.names.fullName?.en}|${glyph.index}|${size}`;
    let glyphShape = glyphShapes.get(key);
    if (glyphShape === undefined) {
      const drawn = glyph.getPath(0, 0, size);
      const d = drawn.toPathData(1);
      glyphShape = d ? { shape: `<path d="${d}"/>`, box: drawn.getBoundingBox() } : null;
      glyphShapes.set(key, glyphShape);
    }
    if (glyphShape) pieces.push({ ...glyphShape, x: Math.round(pen * 10) / 10, y, fill });
    pen += (glyph.advanceWidth ?? 0) * scale;
    if (index < glyphs.length - 1) pen += font.getKerningValue(glyph, glyphs[index + 1]) * scale;
  });
  return pieces;
}

/** Greedy word wrap by the font's own advance widths; the last line ends in "…" when the text does not fit. */
export function wrap(
  font: opentype.Font,
  text: string,
  size: number,
  width: number,
  maxLines: number,
): { lines: string[]; fits: boolean } {
  const lines: string[] = [];
  let line = "";
  const words = text.split(/\s+/).filter(Boolean);
  for (const [index, word] of words.entries()) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.getAdvanceWidth(candidate, size) <= width || !line) {
      line = candidate;
      continue;
    }
    lines.push(line);
    line = word;
    if (lines.length === maxLines)
      return { lines: ellipsis(font, lines, [word, ...words.slice(index + 1)].join(" "), size, width), fits: false };
  }
  if (line) lines.push(line);
  return lines.length > maxLines
    ? { lines: ellipsis(font, lines.slice(0, maxLines), "", size, width), fits: false }
    : { lines, fits: true };
}

function ellipsis(font: opentype.Font, lines: string[], _rest: string, size: number, width: number): string[] {
  let last = lines[lines.length - 1];
  while (last.length > 1 && font.getAdvanceWidth(`${last}…`, size) > width) last = last.slice(0, -1).trimEnd();
  return [...lines.slice(0, -1), `${last}…`];
}

/**
 * Where the card's own text (its title, label and location) is drawn: the rest of the card (the
 * background, the colour bar, the logo and the brand line) depends only on the card's colour, brand
 * and family, so it is drawn once for all the cards that share them and the text is drawn over it
 * (a clean build draws thousands of cards; drawing each one whole cost twice as much). The box has
 * room around the text for accents above capitals and glyphs that reach left of the margin, and
 * reaches the card's right edge, as a title's one overlong word would.
 */
export const TEXT_BOX = { left: MARGIN - 40, top: 140, width: W - MARGIN + 40, height: 460 } as const;

/** What a card shares with the other cards of its colour, brand and family: everything but its text. */
export function cardBackgroundSvg(card: Pick<SocialCardContent, "color" | "brand" | "family">): string {
  const { regular, bold } = loadFonts();
  const { colors } = theme;
  const brandSize = 34;
  const brandWidth = bold.getAdvanceWidth(card.brand, brandSize);
  const brandX = MARGIN + MARK_SIZE + 18;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs><linearGradient id="night" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colors.night}"/><stop offset="1" stop-color="${colors.primaryDark}"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#night)"/>
<circle cx="${W - 40}" cy="60" r="260" fill="${card.color}" fill-opacity="0.35"/>
<circle cx="${W - 40}" cy="60" r="150" fill="${card.color}" fill-opacity="0.45"/>
<rect x="0" y="0" width="16" height="${H}" fill="${card.color}"/>
${logoMark(MARGIN, 110 - MARK_SIZE + 8)}
${piecesSvg([
  ...outline(bold, card.brand, brandX, 110, brandSize, colors.inverse),
  ...outline(regular, `· ${card.family}`, brandX + brandWidth + 14, 110, brandSize, colors.inverseMuted),
])}
</svg>`;
}

/**
 * The card's own text, in the card's coordinates and inside TEXT_BOX: the title large, the
 * department or category (and a job's location) at the foot.
 */
export function cardTextPieces(card: SocialCardContent): Piece[] {
  const { regular, bold } = loadFonts();
  const { colors } = theme;
  // The title at the largest size at which it fits in three lines (four at the smallest).
  const sizes = [
    { size: 84, lineHeight: 96, maxLines: 3 },
    { size: 68, lineHeight: 80, maxLines: 3 },
    { size: 56, lineHeight: 66, maxLines: 4 },
  ];
  let title = {
    ...sizes[sizes.length - 1],
    ...wrap(bold, card.title, sizes[sizes.length - 1].size, TEXT_WIDTH, sizes[sizes.length - 1].maxLines),
  };
  for (const option of sizes) {
    const wrapped = wrap(bold, card.title, option.size, TEXT_WIDTH, option.maxLines);
    if (wrapped.fits) {
      title = { ...option, ...wrapped };
      break;
    }
  }
  const titleTop = 190;
  const titlePieces = title.lines.flatMap((line, index) =>
    outline(bold, line, MARGIN, titleTop + title.size + index * title.lineHeight, title.size, colors.inverse),
  );

  const labelSize = 30;
  const label = wrap(bold, card.label, labelSize, TEXT_WIDTH - 60, 1).lines[0] ?? "";
  const labelWidth = bold.getAdvanceWidth(label, labelSize);
  const footY = 540;
  const location = card.location
    ? wrap(regular, card.location, labelSize, TEXT_WIDTH - labelWidth - 100, 1).lines[0]
    : "";
  const pill = { width: labelWidth + 48, height: 62 };
  return [
    ...titlePieces,
    {
      shape: `<rect width="${pill.width}" height="${pill.height}" rx="31"/>`,
      box: { x1: 0, y1: 0, x2: pill.width, y2: pill.height },
      x: MARGIN,
      y: footY - 44,
      fill: "#ffffff",
      opacity: 0.14,
    },
    ...outline(bold, label, MARGIN + 24, footY, labelSize, colors.inverse),
    ...(location ? outline(regular, location, MARGIN + labelWidth + 80, footY, labelSize, colors.inverseMuted) : []),
  ];
}

/** The card's own text as one SVG on a transparent ground, the size of TEXT_BOX and in the card's coordinates. */
export function cardTextSvg(card: SocialCardContent): string {
  const box = TEXT_BOX;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${box.width}" height="${box.height}" viewBox="${box.left} ${box.top} ${box.width} ${box.height}">
${piecesSvg(cardTextPieces(card))}
</svg>`;
}

/** A background's pixels, RGB (the card is opaque), drawn once per colour, brand and family. */
const backgrounds = new Map<string, Promise<Buffer>>();
function background(card: SocialCardContent): Promise<Buffer> {
  const key = JSON.stringify([card.color, card.brand, card.family]);
  let pixels = backgrounds.get(key);
  if (!pixels) {
    pixels = sharp(Buffer.from(cardBackgroundSvg(card)))
      .removeAlpha()
      .raw()
      .toBuffer();
    backgrounds.set(key, pixels);
  }
  return pixels;
}

/** A piece's coverage (0-255, one byte a pixel) at a fraction of a pixel, and where it lies from the piece's whole-pixel position. */
type Mask = { left: number; top: number; width: number; height: number; alpha: Buffer };

/**
 * Each shape's coverage at each fraction of a pixel it is placed at (x in tenths, y whole), drawn
 * by sharp's SVG renderer once for all the cards: a card shares its letters with the others, and a
 * build with thousands of cards rasterises a few thousand glyphs instead of an SVG per card, which
 * cost half a card's time (5-7 ms of 13 here).
 */
const masks = new Map<string, Promise<Mask>>();
function maskOf(piece: Piece): Promise<Mask> {
  const tenths = Math.round((piece.x - Math.floor(piece.x)) * 10);
  const key = `${tenths}|${piece.opacity ?? 1}|${piece.shape}`;
  let mask = masks.get(key);
  if (!mask) {
    const shift = tenths / 10;
    // One pixel of room around the shape's bounds, for the antialiased edge.
    const left = Math.floor(piece.box.x1 + shift) - 1;
    const top = Math.floor(piece.box.y1) - 1;
    const width = Math.ceil(piece.box.x2 + shift) + 1 - left;
    const height = Math.ceil(piece.box.y2) + 1 - top;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${left} ${top} ${width} ${height}">${piecesSvg([{ ...piece, x: shift, y: 0, fill: "#ffffff" }])}</svg>`;
    mask = sharp(Buffer.from(svg))
      .extractChannel(3)
      .raw()
      .toBuffer()
      .then((alpha) => ({ left, top, width, height, alpha }));
    masks.set(key, mask);
  }
  return mask;
}

const rgbOf = (hex: string): [number, number, number] => {
  if (!/^#[0-9a-f]{6}$/i.test(hex)) throw new Error(`A social card's colour must be #rrggbb, not ${hex}`);
  return [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)) as [number, number, number];
};

/**
 * Lays each piece, in its colour, over a copy of an RGB background, one after the other and inside
 * TEXT_BOX: "source over" with the piece's coverage, as the SVG renderer lays each element of the
 * card's text (cardTextSvg) over the ones before it. Written out because sharp's composite took
 * 10 ms a card here, as long as drawing the whole card; this takes well under 1 ms.
 */
export function drawPieces(
  backgroundRgb: Buffer,
  pieces: readonly Piece[],
  shapes: readonly Mask[],
  out: Buffer = Buffer.allocUnsafe(backgroundRgb.length),
): Buffer {
  backgroundRgb.copy(out);
  const box = TEXT_BOX;
  pieces.forEach((piece, index) => {
    const mask = shapes[index];
    const [red, green, blue] = rgbOf(piece.fill);
    const x0 = Math.floor(piece.x) + mask.left;
    const y0 = Math.floor(piece.y) + mask.top;
    const fromX = Math.max(x0, box.left);
    const toX = Math.min(x0 + mask.width, box.left + box.width);
    for (let y = Math.max(y0, box.top); y < Math.min(y0 + mask.height, box.top + box.height); y += 1) {
      let source = (y - y0) * mask.width + fromX - x0;
      let target = (y * W + fromX) * 3;
      for (let x = fromX; x < toX; x += 1, source += 1, target += 3) {
        const alpha = mask.alpha[source];
        if (alpha === 0) continue;
        const rest = 255 - alpha;
        // Rounded to the nearest; a Buffer keeps a number's integer part.
        out[target] = (red * alpha + out[target] * rest + 127) / 255;
        out[target + 1] = (green * alpha + out[target + 1] * rest + 127) / 255;
        out[target + 2] = (blue * alpha + out[target + 2] * rest + 127) / 255;
      }
    }
  });
  return out;
}

/**
 * The card as PNG: its text drawn over its background. RGB (the card is opaque) at zlib level 4:
 * every clean build draws every card (10,000 at 10,000 jobs), and level 7 took twice the time
 * (8.6 ms against 4.4 ms a card here) for a quarter fewer bytes (75 KB against 102 KB), which
 * a social network fetches once.
 */
export async function drawCard(card: SocialCardContent, canvas?: Buffer): Promise<Buffer> {
  const pieces = cardTextPieces(card);
  const [under, ...shapes] = await Promise.all([background(card), ...pieces.map(maskOf)]);
  return sharp(drawPieces(under, pieces, shapes, canvas), { raw: { width: W, height: H, channels: 3 } })
    .png({ compressionLevel: 4 })
    .toBuffer();
}

/** A canvas to draw cards on, one after the other. */
export const newCanvas = () => Buffer.allocUnsafe(W * H * 3);

/**
 * The card's file in `cacheDir`, drawn if it is not there yet. Written under a name of this
 * process's own and renamed into place: two processes drawing the same card (./social-cards-ahead.ts)
 * each put a whole file there.
 */
export async function cardInCache(
  card: SocialCardContent,
  cacheDir: string,
  canvas: Buffer,
): Promise<{ file: string; drawn: boolean }> {
  const file = path.join(cacheDir, `${socialCardKey(card)}.png`);
  if (fs.existsSync(file)) return { file, drawn: false };
  const png = await drawCard(card, canvas);
  fs.writeFileSync(`${file}.${process.pid}.tmp`, png);
  fs.renameSync(`${file}.${process.pid}.tmp`, file);
  return { file, drawn: true };
}

/**
 * Puts the cached card at its public address: a hard link, one more name for the same file, where
 * the two folders are on one file system (creating a file, with its data, cost up to 1 ms here at
 * times, a link 0.02 ms), else a copy. Nothing writes into a card once made: the cache's file is
 * only ever replaced whole (a new file renamed over it), and so is public/'s.
 */
function placeFile(cached: string, target: string): void {
  fs.rmSync(target, { force: true });
  try {
    fs.linkSync(cached, target);
  } catch {
    fs.copyFileSync(cached, target);
  }
}

/**
 * Makes every card in `publicDir` (at its socialCardPath), drawing only those not in `cacheDir`
 * yet. Returns how many were drawn and how many came from the cache.
 */
export async function writeSocialCards(
  cards: SocialCardContent[],
  publicDir: string,
  cacheDir: string,
): Promise<{ drawn: number; cached: number }> {
  fs.mkdirSync(cacheDir, { recursive: true });
  let drawn = 0;
  const queue = [...cards];
  const worker = async () => {
    // Each worker draws its cards on one canvas: a new 2 MB buffer a card kept the garbage collector busy.
    const canvas = newCanvas();
    for (let next = queue.shift(); next; next = queue.shift()) {
      const cached = await cardInCache(next, cacheDir, canvas);
      if (cached.drawn) drawn += 1;
      const target = path.join(publicDir, socialCardPath(next));
      fs.mkdirSync(path.dirname(target), { recursive: true });
      placeFile(cached.file, target);
    }
  };
  // Four cards at once on libuv's threads, each drawn by one of libvips' threads (sharp's default is
  // one per core for each image): 800 cards took 8.5-9.5 s here against 9.7-10.3 s (two rounds, load 3.5-5).
  // Four because libuv's pool, where sharp works, has four threads unless UV_THREADPOOL_SIZE says
  // otherwise; with the text drawn from shapes, 2, 3, 4 and 6 at once drew 1,000 cards alike here (3.6-4.0 ms a card).
  const threads = sharp.concurrency();
  sharp.concurrency(1);
  try {
    await Promise.all(Array.from({ length: 4 }, worker));
  } finally {
    sharp.concurrency(threads);
  }
  return { drawn, cached: cards.length - drawn };
}

type CardsQuery = {
  siteContent: SiteFields;
  allJob: {
    nodes: {
      slug: string;
      title: string;
      color: string;
      socialCard: string;
      department: { name: string };
      location: { name: string };
    }[];
  };
  allService: { nodes: { slug: string; title: string; color: string; socialCard: string; category: string }[] };
  allCaseStudy: {
    nodes: { slug: string; title: string; color: string; socialCard: string; sector: string; size: string }[];
  };
};

type Graphql = <T>(query: string) => Promise<{ data?: T; errors?: unknown }>;

/**
 * The cards of every published job, every service and every case study, at the addresses their pages link
 * (the `socialCard` field, ./schema.ts); a difference between the two is a build error.
 */
export async function makeSocialCards(graphql: Graphql, publicDir: string, cacheDir: string) {
  return writeSocialCards(await socialCardContents(graphql), publicDir, cacheDir);
}

/** What each card shows, checked against the address its page links. */
export async function socialCardContents(graphql: Graphql): Promise<SocialCardContent[]> {
  const result = await graphql<CardsQuery>(`
    query SocialCards {
      siteContent {
        companyName
        seo {
          breadcrumbs {
            careers
            services
            caseStudies
          }
        }
      }
      allJob(filter: { published: { eq: true } }) {
        nodes {
          slug
          title
          color
          socialCard
          department {
            name
          }
          location {
            name
          }
        }
      }
      allService {
        nodes {
          slug
          title
          color
          socialCard
          category
        }
      }
      allCaseStudy {
        nodes {
          slug
          title
          color
          socialCard
          sector
          size
        }
      }
    }
  `);
  if (result.errors || !result.data)
    throw new Error(`Could not query the social cards: ${JSON.stringify(result.errors)}`);
  const { siteContent, allJob, allService, allCaseStudy } = result.data;
  const linked = [
    ...allJob.nodes.map((job) => ({
      linked: job.socialCard,
      card: cardContent("job", { ...job, department: job.department.name, location: job.location.name }, siteContent),
    })),
    ...allService.nodes.map((service) => ({
      linked: service.socialCard,
      card: cardContent("service", service, siteContent),
    })),
    ...allCaseStudy.nodes.map((study) => ({
      linked: study.socialCard,
      card: cardContent("caseStudy", study, siteContent),
    })),
  ];
  const stray = linked.find(({ linked: path, card }) => path !== socialCardPath(card));
  if (stray)
    throw new Error(
      `The social card of ${stray.card.slug} is linked as ${stray.linked} but drawn as ${socialCardPath(stray.card)}`,
    );
  return linked.map(({ card }) => card);
}
