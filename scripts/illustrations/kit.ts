// The drawing kit every illustration is made from, so that fifteen services and the About page
// share one hand: one canvas and stage, one line weight, one offset shadow, one palette (the
// design tokens plus the service's own accent). A scene only places the kit's shapes.
import { theme } from "../../content-model/theme";

export const WIDTH = 1200;
export const HEIGHT = 800;
/** Every outline, at 1200 px wide: about 2.5 px on a phone's card, 4 px on a desktop hero. */
export const LINE = 8;
/** How far the flat shadow sits below and right of a shape. */
const SHADOW = 14;

/** The colours a scene may use: the tokens, and tints of the service's accent made from them. */
export type Palette = {
  readonly ink: string;
  readonly paper: string;
  readonly mist: string;
  readonly rule: string;
  readonly spark: string;
  readonly good: string;
  readonly bad: string;
  readonly accent: string;
  /** The accent mixed into white: strong (shapes), soft (fills), pale (stage), wash (background). */
  readonly strong: string;
  readonly soft: string;
  readonly pale: string;
  readonly wash: string;
};

/** `hex` mixed with white: 0 gives white, 1 the colour itself. */
export function tint(hex: string, amount: number): string {
  const value = parseInt(hex.slice(1), 16);
  const channel = (shift: number) => Math.round(255 - (255 - ((value >> shift) & 255)) * amount);
  return `#${[16, 8, 0].map((shift) => channel(shift).toString(16).padStart(2, "0")).join("")}`;
}

export function palette(accent: string): Palette {
  const { colors } = theme;
  return {
    ink: colors.ink,
    paper: colors.surface,
    mist: colors.surfaceAlt,
    rule: colors.border,
    spark: colors.spark,
    good: colors.success,
    bad: colors.danger,
    accent,
    strong: tint(accent, 0.7),
    soft: tint(accent, 0.35),
    pale: tint(accent, 0.16),
    wash: tint(accent, 0.07),
  };
}

type Fill = { fill?: string; shadow?: boolean; stroke?: boolean };

const n = (value: number) => String(Math.round(value * 10) / 10);
const strokeAttr = (stroke: boolean | undefined) => (stroke === false ? ' stroke="none"' : "");

/** Shapes of one scene, bound to its palette; every method returns SVG markup. */
export function kit(p: Palette) {
  const shadowed = (shadow: boolean | undefined, shape: (dx: number) => string, body: string) =>
    (shadow === false ? "" : shape(SHADOW)) + body;

  const rect = (
    x: number,
    y: number,
    w: number,
    h: number,
    { fill = p.paper, shadow, stroke, r = 18 }: Fill & { r?: number } = {},
  ) =>
    shadowed(
      shadow,
      (d) =>
        `<rect x="${n(x + d)}" y="${n(y + d)}" width="${n(w)}" height="${n(h)}" rx="${r}" fill="${p.soft}" stroke="none"/>`,
      `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${r}" fill="${fill}"${strokeAttr(stroke)}/>`,
    );

  const circle = (cx: number, cy: number, r: number, { fill = p.paper, shadow, stroke }: Fill = {}) =>
    shadowed(
      shadow,
      (d) => `<circle cx="${n(cx + d)}" cy="${n(cy + d)}" r="${n(r)}" fill="${p.soft}" stroke="none"/>`,
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${strokeAttr(stroke)}/>`,
    );

  /** A closed or open path; closed ones get the shadow like any other shape. */
  const path = (d: string, { fill = "none", shadow = false, stroke }: Fill = {}) =>
    shadowed(
      shadow,
      (o) => `<path transform="translate(${o} ${o})" d="${d}" fill="${p.soft}" stroke="none"/>`,
      `<path d="${d}" fill="${fill}"${strokeAttr(stroke)}/>`,
    );

  /** A line of text in a drawn interface: a rounded bar, no outline. */
  const bar = (x: number, y: number, w: number, fill: string = p.rule, h = 14) =>
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${h}" rx="${h / 2}" fill="${fill}" stroke="none"/>`;

  const line = (...points: [number, number][]) =>
    `<polyline points="${points.map(([x, y]) => `${n(x)},${n(y)}`).join(" ")}" fill="none"/>`;

  const dashed = (...points: [number, number][]) =>
    `<polyline points="${points.map(([x, y]) => `${n(x)},${n(y)}`).join(" ")}" fill="none" stroke-dasharray="2 22"/>`;

  /** The four-point star that marks the moment of value in every scene. */
  const spark = (cx: number, cy: number, r = 30) => {
    const k = r * 0.28;
    return `<path d="M${n(cx)} ${n(cy - r)}Q${n(cx + k)} ${n(cy - k)} ${n(cx + r)} ${n(cy)}Q${n(cx + k)} ${n(cy + k)} ${n(cx)} ${n(cy + r)}Q${n(cx - k)} ${n(cy + k)} ${n(cx - r)} ${n(cy)}Q${n(cx - k)} ${n(cy - k)} ${n(cx)} ${n(cy - r)}Z" fill="${p.spark}"/>`;
  };

  const tick = (cx: number, cy: number, s = 1) =>
    line([cx - 14 * s, cy], [cx - 4 * s, cy + 10 * s], [cx + 16 * s, cy - 12 * s]);
  const cross = (cx: number, cy: number, s = 1) =>
    `${line([cx - 11 * s, cy - 11 * s], [cx + 11 * s, cy + 11 * s])}${line([cx + 11 * s, cy - 11 * s], [cx - 11 * s, cy + 11 * s])}`;

  /** A window or screen: frame, title strip with three dots, and the content area's top. */
  const window = (x: number, y: number, w: number, h: number, { fill = p.paper, bar: strip = p.mist } = {}) =>
    rect(x, y, w, h, { fill }) +
    `<path d="M${n(x)} ${n(y + 56)}V${n(y + 18)}a18 18 0 0 1 18-18H${n(x + w - 18)}a18 18 0 0 1 18 18V${n(y + 56)}Z" fill="${strip}"/>` +
    [0, 1, 2]
      .map(
        (i) =>
          `<circle cx="${n(x + 30 + i * 26)}" cy="${n(y + 28)}" r="7" fill="${[p.accent, p.soft, p.paper][i]}" stroke-width="5"/>`,
      )
      .join("");

  return { rect, circle, path, bar, line, dashed, spark, tick, cross, window, p };
}

export type Kit = ReturnType<typeof kit>;

/** The frame every scene sits in: the background wash, the stage circle and the two dot grids. */
export function frame(p: Palette, scene: string): string {
  const dots = (x: number, y: number) =>
    `<g fill="${p.soft}" stroke="none">${Array.from({ length: 20 }, (_, i) => `<circle cx="${x + (i % 5) * 28}" cy="${y + Math.floor(i / 5) * 28}" r="5"/>`).join("")}</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<rect width="${WIDTH}" height="${HEIGHT}" fill="${p.wash}"/>
<circle cx="600" cy="400" r="300" fill="${p.pale}"/>${dots(90, 120)}${dots(1000, 596)}
<g stroke="${p.ink}" stroke-width="${LINE}" stroke-linejoin="round" stroke-linecap="round">${scene}</g>
</svg>`;
}
