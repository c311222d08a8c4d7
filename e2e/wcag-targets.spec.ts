import { expect, test } from "@playwright/test";
import { allRoutes, open } from "./helpers";
import { drawEverything, smallTargets, WCAG_WIDTHS } from "./wcag";

/** WCAG 2.5.8 target size (minimum), on every route at 320, 375 and 1280 px, the phone menu open. */
for (const route of allRoutes) {
  test(`${route}: every target at least 24x24 px or spaced, at 320, 375 and 1280 px (2.5.8)`, async ({ page }) => {
    await page.setViewportSize(WCAG_WIDTHS[0]);
    await open(page, route);
    await drawEverything(page);
    for (const viewport of WCAG_WIDTHS) {
      await page.setViewportSize(viewport);
      // The phone menu's links are targets too: open it where it is shown and still closed.
      const toggle = page.getByRole("button", { name: "Menu" });
      if ((await toggle.isVisible()) && (await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
      expect(await smallTargets(page), `${route} at ${viewport.width} px`).toEqual([]);
    }
  });
}
