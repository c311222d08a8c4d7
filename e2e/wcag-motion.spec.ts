import { expect, test, type Page } from "@playwright/test";
import { open } from "./helpers";
import { WCAG_WIDTHS } from "./wcag";

/**
 * WCAG 2.2.2 pause, stop, hide: the home carousel moves on its own (every 4 s), so it must hold
 * still for a visitor who asks for reduced motion and be pausable from the keyboard.
 */
const currentSlide = (page: Page) =>
  page.locator("button[aria-current='true'][aria-controls]").first().getAttribute("aria-controls");

for (const viewport of WCAG_WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("under reduced motion the carousel stays on its first slide", async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await open(page, "/");
      const first = await currentSlide(page);
      await page.waitForTimeout(5000);
      expect(await currentSlide(page), "the slide shown after 5 s").toBe(first);
    });

    test("the keyboard pauses the carousel: Tab to its pause button, Enter, and it stays", async ({ page }) => {
      await open(page, "/");
      const pause = page.getByRole("button", { name: /^pause/i });
      for (let press = 0; press < 80; press += 1) {
        await page.keyboard.press("Tab");
        if (await pause.evaluate((button) => button === document.activeElement)) break;
      }
      await expect(pause).toBeFocused();
      await page.keyboard.press("Enter");
      const paused = await currentSlide(page);
      await page.waitForTimeout(5000);
      expect(await currentSlide(page), "the slide shown 5 s after pausing").toBe(paused);
    });
  });
}
