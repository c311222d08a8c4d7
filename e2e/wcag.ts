import type { Page } from "@playwright/test";

/**
 * Probes for the WCAG 2.2 AA criteria axe cannot see: they read the laid-out page, so each runs in
 * the browser after the page is drawn in full (sections with content-visibility: auto are laid out
 * first, as a visitor scrolling through them would see them).
 */

/** The three widths the criteria are checked at: 320 px (1.4.10's reflow width), a phone, a laptop. */
export const WCAG_WIDTHS = [
  { width: 320, height: 640 },
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
] as const;

/** WCAG 1.4.12's text-spacing values, as the bookmarklets testers use apply them. */
export const TEXT_SPACING_CSS = `* {
  line-height: 1.5 !important;
  letter-spacing: 0.12em !important;
  word-spacing: 0.16em !important;
}
p { margin-bottom: 2em !important; }`;

/** Draws every section at once, so that what is measured is what a visitor scrolling would see. */
export const drawEverything = (page: Page) => page.addStyleTag({ content: "*{content-visibility:visible !important}" });

/** How far the page scrolls sideways: more than 0 fails 1.4.10 (and 1.4.4, 1.4.12 under their settings). */
export const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Applies a style sheet for the length of `check`, then removes it. */
export async function withStyle<T>(page: Page, content: string, check: () => Promise<T>): Promise<T> {
  const handle = await page.addStyleTag({ content });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  try {
    return await check();
  } finally {
    await handle.evaluate((element) => (element as Element).remove());
  }
}

/**
 * Text a visitor cannot read because a box that hides its overflow cuts it off: each visible text
 * node is compared, line by line, with the nearest ancestor whose overflow is hidden or clipped.
 * Visually hidden text (a box of 1 px or less, for screen readers) and scrolling boxes are left out.
 * Returns one line per cut text, naming the box and the text.
 */
export const clippedText = (page: Page) =>
  page.evaluate(() => {
    const problems: string[] = [];
    const hides = (value: string) => value === "hidden" || value === "clip";
    const describe = (element: Element) =>
      `${element.localName}${element.id ? `#${element.id}` : ""}${element.className && typeof element.className === "string" ? `.${element.className.split(" ")[0]}` : ""}`;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? "";
      const parent = node.parentElement;
      if (!text || !parent || !parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      if (parent.closest("noscript, script, style, [aria-hidden='true']")) continue;
      for (let box = parent as Element | null; box && box !== document.body; box = box.parentElement) {
        const style = getComputedStyle(box);
        const clipX = hides(style.overflowX);
        const clipY = hides(style.overflowY);
        if (!clipX && !clipY) continue;
        const rect = box.getBoundingClientRect();
        if (rect.width <= 1 || rect.height <= 1) break;
        const range = document.createRange();
        range.selectNodeContents(node);
        const lines = [...range.getClientRects()].filter((line) => line.width > 0 && line.height > 0);
        const left = rect.left + box.clientLeft;
        const top = rect.top + box.clientTop;
        const cut = lines.some(
          (line) =>
            (clipX && (line.left < left - 1 || line.right > left + box.clientWidth + 1)) ||
            (clipY && (line.top < top - 1 || line.bottom > top + box.clientHeight + 1)),
        );
        if (cut) problems.push(`${describe(box)} cuts off "${text.slice(0, 60)}"`);
        break;
      }
    }
    return problems;
  });

/**
 * WCAG 2.5.8: every pointer target at least 24 by 24 px, or spaced so that a 24 px circle centred
 * on it touches no other target. Links inside a sentence are exempt (the criterion's inline
 * exception), as are targets the page does not show. Returns one line per failing target.
 */
export const smallTargets = (page: Page) =>
  page.evaluate(() => {
    const SIZE = 24;
    const targets = [
      ...document.querySelectorAll<HTMLElement>(
        "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=tab], label[for]",
      ),
    ].filter((element) => {
      if (!element.checkVisibility({ visibilityProperty: true })) return false;
      const rect = element.getBoundingClientRect();
      return rect.width > 1 && rect.height > 1;
    });
    const inline = (element: HTMLElement) => {
      if (getComputedStyle(element).display !== "inline") return false;
      const block = element.parentElement?.closest("p, li, dd, td, span, small, label, legend");
      return Boolean(block && (block.textContent ?? "").trim().length > (element.textContent ?? "").trim().length);
    };
    const rects = targets.map((element) => element.getBoundingClientRect());
    const problems: string[] = [];
    targets.forEach((element, index) => {
      const rect = rects[index];
      if ((rect.width >= SIZE - 0.5 && rect.height >= SIZE - 0.5) || inline(element)) return;
      const cx = rect.left + rect.width / 2;
      const cy = rect.top + rect.height / 2;
      const touches = rects.some((other, otherIndex) => {
        if (otherIndex === index || targets[otherIndex].contains(element) || element.contains(targets[otherIndex]))
          return false;
        const nx = Math.max(other.left, Math.min(cx, other.right));
        const ny = Math.max(other.top, Math.min(cy, other.bottom));
        return Math.hypot(nx - cx, ny - cy) < SIZE / 2;
      });
      if (touches)
        problems.push(
          `${element.localName} "${(element.textContent || element.getAttribute("aria-label") || "").trim().slice(0, 40)}" is ${Math.round(rect.width)}x${Math.round(rect.height)} px with a neighbour within 12 px of its centre`,
        );
    });
    return problems;
  });

/** Marks every control a keyboard user should reach with Tab, and returns how many there are. */
export const markTabbables = (page: Page) =>
  page.evaluate(() => {
    const selector =
      "a[href], button:not([disabled]), input:not([disabled]):not([type=hidden]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]";
    let count = 0;
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (element.tabIndex < 0 || element.closest("[inert]")) continue;
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      element.dataset.tabbable = String(count);
      count += 1;
    }
    return count;
  });

/**
 * What holds focus after a key press, and whether a visitor can see it there (2.4.7, 2.4.11), read
 * once the page has settled: sections drawn late (content-visibility) can move the control after
 * the browser scrolled it into view, and what counts is where it then stays.
 */
export const focusState = (page: Page) =>
  page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body || element === document.documentElement) return null;
    const style = getComputedStyle(element);
    const indicator =
      (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== "none";
    const rect = element.getBoundingClientRect();
    // Sample a grid of points over the part of the control inside the viewport: if none of them
    // hits the control (or what it contains), something drawn above it hides it entirely.
    const left = Math.max(rect.left, 0);
    const right = Math.min(rect.right, innerWidth);
    const top = Math.max(rect.top, 0);
    const bottom = Math.min(rect.bottom, innerHeight);
    let seen = false;
    let coveredBy = "";
    if (right > left && bottom > top) {
      for (const fx of [0.1, 0.5, 0.9]) {
        for (const fy of [0.1, 0.5, 0.9]) {
          const hit = document.elementFromPoint(left + (right - left) * fx, top + (bottom - top) * fy);
          if (hit && (element.contains(hit) || hit.contains(element) || (hit as HTMLLabelElement).control === element))
            seen = true;
          else if (hit) coveredBy = hit.closest("header, [role=region], [role=dialog]")?.localName ?? hit.localName;
        }
      }
    } else coveredBy = "the edge of the viewport";
    return {
      index: element.dataset.tabbable ?? null,
      name: `${element.localName} "${(element.textContent || element.getAttribute("aria-label") || element.getAttribute("name") || "").trim().slice(0, 40)}"`,
      indicator,
      seen,
      coveredBy,
    };
  });
