import { expect, test, type Page } from "@playwright/test";
import { createRequire } from "node:module";
import type Sharp from "sharp";
import { allRoutes, DESKTOP, MOBILE, open } from "./helpers";

/**
 * The focus indicator a keyboard user follows, measured on the pixels the browser draws, on every
 * route at 375 and 1280 px: at every Tab stop the ring has at least 3:1 against the pixels on both
 * sides of it (WCAG 1.4.11), whatever it sits on (white, the tinted bands, the dark hero, footer and
 * calls to action), and no focused control sits under the sticky header, after Tab or after
 * "Skip to content" (2.4.11, here asked of the whole box, not only of part of it). The header's
 * and footer's controls are the same on every page: each is measured once per width.
 */
const MIN_CONTRAST = 3;
// By its file: Playwright's loader follows tsconfig `paths`, where "sharp" names the browser code's empty stand-in.
const sharp = createRequire(__filename)("sharp/lib/index.js") as typeof Sharp;
const RATIO_SAMPLES = [0.3, 0.5, 0.7];

type Stop = {
  /** Focused before on this load: the walk has come round. */
  visited: boolean;
  key: string;
  name: string;
  rect: { left: number; top: number; right: number; bottom: number };
  ring: { width: number; offset: number } | null;
  underHeader: string | null;
};

/** The focused element: its first box, its outline, and whether the sticky header covers any of it. */
const focusedStop = (page: Page) =>
  page.evaluate(async (): Promise<Stop | null> => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    // The ring where it comes to rest: a card lifts on focus-within (a short transform transition),
    // and a box read mid-move puts the samples beside the ring it then draws. Capped, as a carousel
    // turning is not ours to wait for.
    const moving = document.getAnimations().filter((animation) => animation instanceof CSSTransition);
    await Promise.race([
      Promise.all(moving.map((animation) => animation.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 1000)),
    ]);
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const visited = element.dataset.focusWalk === "seen";
    element.dataset.focusWalk = "seen";
    const box = element.getClientRects()[0] ?? element.getBoundingClientRect();
    const style = getComputedStyle(element);
    const header = document.querySelector("body > * header, header");
    const headerBottom = header ? header.getBoundingClientRect().bottom : 0;
    const fixedAncestor = (() => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const position = getComputedStyle(node).position;
        if (position === "fixed" || position === "sticky") return node;
      }
      return null;
    })();
    // The header is drawn over the part of the box that meets it (the skip link, drawn above it, is not under it).
    function headerDrawnOver(target: Element, at: DOMRect, bottom: number) {
      const y = (Math.max(at.top, 0) + Math.min(at.bottom, bottom)) / 2;
      const hit = document.elementFromPoint((Math.max(at.left, 0) + Math.min(at.right, innerWidth)) / 2, y);
      return Boolean(hit && !target.contains(hit) && hit.closest("header") && !hit.closest("header")?.contains(target));
    }
    const shared = element.closest("header, footer");
    const name = `${element.localName} "${(element.textContent || element.getAttribute("aria-label") || "").trim().replace(/\s+/g, " ").slice(0, 40)}"`;
    return {
      visited,
      key: shared ? `${shared.localName} ${name} ${element.getAttribute("href") ?? ""}` : "",
      name,
      rect: { left: box.left, top: box.top, right: box.right, bottom: box.bottom },
      ring:
        style.outlineStyle === "none" || parseFloat(style.outlineWidth) === 0
          ? null
          : { width: parseFloat(style.outlineWidth), offset: parseFloat(style.outlineOffset) },
      underHeader:
        !fixedAncestor && box.top < headerBottom - 0.5 && box.bottom > 0 && headerDrawnOver(element, box, headerBottom)
          ? `box ${Math.round(box.top)}-${Math.round(box.bottom)} px, header ends at ${Math.round(headerBottom)} px`
          : null,
    };
  });

const luminance = ([r, g, b]: number[]) => {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
};
const contrast = (a: number[], b: number[]) => {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high + 0.05) / (low + 0.05);
};

/**
 * The ring's contrast with its surroundings, read from a screenshot of the control and its edges:
 * on each side, at 30, 50 and 70 % of its length, the pixel in the middle of the ring against the
 * pixel just outside it and the pixel just inside it (the gap its offset leaves, or the control's
 * own edge), the lower of the two. The median of those samples, so that a sample landing on text
 * beside the control does not decide; null when no sample lies in the viewport.
 */
async function ringContrast(page: Page, stop: Stop, viewport: { width: number; height: number }) {
  if (!stop.ring) return 0;
  const { width, offset } = stop.ring;
  const pad = Math.ceil(Math.max(offset, 0) + width + 3);
  const left = Math.max(0, Math.floor(stop.rect.left) - pad);
  const top = Math.max(0, Math.floor(stop.rect.top) - pad);
  const right = Math.min(viewport.width, Math.ceil(stop.rect.right) + pad);
  const bottom = Math.min(viewport.height, Math.ceil(stop.rect.bottom) + pad);
  if (right - left < 4 || bottom - top < 4) return null;
  const png = await page.screenshot({ clip: { x: left, y: top, width: right - left, height: bottom - top } });
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const pixel = (x: number, y: number) => {
    const [px, py] = [Math.floor(x) - left, Math.floor(y) - top];
    if (px < 0 || py < 0 || px >= info.width || py >= info.height) return null;
    const at = (py * info.width + px) * info.channels;
    return [data[at], data[at + 1], data[at + 2]];
  };
  const { rect } = stop;
  const samples: number[] = [];
  const distances = { inner: offset - 1.5, ring: offset + width / 2, outer: offset + width + 1.5 };
  for (const fraction of RATIO_SAMPLES) {
    const x = rect.left + (rect.right - rect.left) * fraction;
    const y = rect.top + (rect.bottom - rect.top) * fraction;
    const sides = [
      (d: number) => pixel(x, rect.top - d),
      (d: number) => pixel(x, rect.bottom + d - 0.01),
      (d: number) => pixel(rect.left - d, y),
      (d: number) => pixel(rect.right + d - 0.01, y),
    ];
    for (const at of sides) {
      const [inner, ring, outer] = [at(distances.inner), at(distances.ring), at(distances.outer)];
      if (!inner || !ring || !outer) continue;
      samples.push(Math.min(contrast(ring, inner), contrast(ring, outer)));
    }
  }
  if (samples.length === 0) return null;
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)];
}

test("every focus stop's ring has 3:1 against what is around it, and no focused control is under the sticky header, on every route at 375 and 1280 px", async ({
  page,
}) => {
  test.setTimeout(20 * 60_000);
  const problems: string[] = [];
  let measured = 0;
  let lowest = Infinity;
  for (const viewport of [MOBILE, DESKTOP]) {
    await page.setViewportSize(viewport);
    const seenShared = new Set<string>();
    for (const route of allRoutes) {
      const at = `${route} at ${viewport.width} px`;
      await open(page, route);
      // "Skip to content": the first stop; the page then scrolls to the main region, and the next
      // Tab goes to its first control. Neither may sit under the header.
      await page.keyboard.press("Tab");
      await page.keyboard.press("Enter");
      const main = await focusedStop(page);
      if (main?.underHeader) problems.push(`${at}: after "Skip to content", ${main.name} ${main.underHeader}`);
      await page.keyboard.press("Tab");
      const first = await focusedStop(page);
      if (first?.underHeader)
        problems.push(`${at}: first Tab after "Skip to content", ${first.name} ${first.underHeader}`);

      await open(page, route);
      const stops = await page.evaluate(
        () =>
          document.querySelectorAll(
            "a[href], button:not([disabled]), input:not([disabled]):not([type=hidden]), select, textarea, summary, [tabindex]:not([tabindex='-1'])",
          ).length,
      );
      for (let press = 0; press < stops + 2; press += 1) {
        await page.keyboard.press("Tab");
        const stop = await focusedStop(page);
        if (!stop) break;
        if (stop.visited) break;
        if (stop.underHeader) problems.push(`${at}: ${stop.name} is under the header after Tab (${stop.underHeader})`);
        if (stop.key && seenShared.has(stop.key)) continue;
        if (stop.key) seenShared.add(stop.key);
        const ratio = await ringContrast(page, stop, viewport);
        if (ratio === null) continue;
        measured += 1;
        lowest = Math.min(lowest, ratio);
        if (ratio < MIN_CONTRAST) problems.push(`${at}: ${stop.name} focus ring ${ratio.toFixed(2)}:1`);
      }
    }
  }
  console.log(`Focus rings measured: ${measured}, lowest ${lowest.toFixed(2)}:1; problems: ${problems.length}`);
  expect(problems).toEqual([]);
});
