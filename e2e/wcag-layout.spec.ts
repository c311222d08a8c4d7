import { expect, test } from "@playwright/test";
import { allRoutes, DESKTOP, open } from "./helpers";
import { clippedText, drawEverything, sidewaysScroll, TEXT_SPACING_CSS, WCAG_WIDTHS, withStyle } from "./wcag";

/**
 * WCAG 2.2 AA layout criteria axe cannot test, on every route at 320, 375 and 1280 px:
 * 1.4.10 reflow (no sideways scroll at 320 px), 1.4.12 text spacing (no sideways scroll, no text
 * cut off by a box that hides its overflow) and 1.4.4 text at 200 % (no text cut off; no sideways
 * scroll at 1280 px).
 */
for (const route of allRoutes) {
  test(`${route}: reflows at 320 px, keeps all text with WCAG text spacing and at 200 % text, at 320, 375 and 1280 px (1.4.10, 1.4.12, 1.4.4)`, async ({
    page,
  }) => {
    await page.setViewportSize(WCAG_WIDTHS[0]);
    await open(page, route);
    await drawEverything(page);
    for (const viewport of WCAG_WIDTHS) {
      await page.setViewportSize(viewport);
      const at = `${route} at ${viewport.width} px`;
      expect.soft(await sidewaysScroll(page), `${at} scrolls sideways by (px)`).toBeLessThanOrEqual(0);
      expect.soft(await clippedText(page), `${at}: text cut off`).toEqual([]);
      await withStyle(page, TEXT_SPACING_CSS, async () => {
        expect
          .soft(await sidewaysScroll(page), `${at} with text spacing scrolls sideways by (px)`)
          .toBeLessThanOrEqual(0);
        expect.soft(await clippedText(page), `${at} with text spacing: text cut off`).toEqual([]);
      });
      // Text at 200 %: the root size doubles, as a browser's text-size setting does it.
      await withStyle(page, "html { font-size: 200% !important; }", async () => {
        // Sideways only at 1280 px: on a phone, text at 200 % lays out like a 160-188 px wide
        // window, narrower than the 320 px that 1.4.10 asks a page to reflow into.
        if (viewport.width === DESKTOP.width)
          expect
            .soft(await sidewaysScroll(page), `${at} with 200 % text scrolls sideways by (px)`)
            .toBeLessThanOrEqual(0);
        expect.soft(await clippedText(page), `${at} with 200 % text: text cut off`).toEqual([]);
      });
    }
  });
}
