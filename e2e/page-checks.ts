import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, waitForHydration } from "./helpers";

// One axe check for every spec: the page specs import it from here, the site-wide gate from helpers.
export { expectNoAxeViolations };

export const WIDTHS = [375, 1280] as const;

export const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** For each width: the page fits without horizontal scrolling and axe finds no WCAG 2.1 A/AA violation. */
export function checkLayoutAndAxe(name: string, path: string) {
  for (const width of WIDTHS) {
    test(`${name} at ${width} px: no horizontal scroll, no axe violation`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      expect(await horizontalOverflow(page)).toBe(0);
      await expectNoAxeViolations(page);
    });
  }
}

/** Opens the header's menu on a narrow screen (it is always shown on wide ones). */
export async function openMobileMenu(page: Page) {
  const toggle = page.getByRole("button", { name: "Menu" });
  if (await toggle.isVisible()) {
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
  }
}

/** Collects console errors and uncaught exceptions (a hydration mismatch shows up here). */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** Opens a page and waits until it has hydrated (see waitForHydration). */
export async function gotoHydrated(page: Page, url: string) {
  await page.goto(url);
  await waitForHydration(page);
}
