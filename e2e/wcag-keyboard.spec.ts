import { expect, test, type Page } from "@playwright/test";
import { allRoutes, MOBILE, open } from "./helpers";
import { focusState, markTabbables, WCAG_WIDTHS } from "./wcag";

/**
 * WCAG 2.2 AA keyboard criteria, on every route at 320, 375 and 1280 px: Tab reaches every
 * control and leaves the page again (2.1.1, 2.1.2), and at every stop the focus is drawn (2.4.7)
 * and not hidden entirely by the sticky header or the consent banner (2.4.11). Controls inside a
 * tablist are reached with the arrow keys; only its selected tab takes Tab.
 */
async function walk(page: Page, route: string, width: number) {
  const tabbables = await markTabbables(page);
  const reached = new Set<string>();
  let wrapped = false;
  // Enough presses to pass every control twice: the walk must come back round to the first one.
  for (let press = 1; press <= 2 * tabbables + 4; press += 1) {
    await page.keyboard.press("Tab");
    const focus = await focusState(page);
    if (!focus) continue;
    const at = `${route} at ${width} px, Tab ${press} on ${focus.name}`;
    expect(focus.indicator, `${at}: focus is drawn`).toBe(true);
    expect(focus.seen, `${at}: not hidden by ${focus.coveredBy}`).toBe(true);
    if (focus.index === null) continue;
    if (reached.has(focus.index) && reached.size === tabbables) {
      wrapped = true;
      break;
    }
    reached.add(focus.index);
  }
  expect(reached.size, `${route} at ${width} px: controls reached by Tab, of ${tabbables}`).toBe(tabbables);
  expect(wrapped, `${route} at ${width} px: Tab leaves the last control and comes round again (no trap)`).toBe(true);
}

for (const route of allRoutes) {
  test(`${route}: Tab reaches every control, no trap, focus drawn and never hidden, at 320, 375 and 1280 px (2.1.1, 2.1.2, 2.4.7, 2.4.11)`, async ({
    page,
  }) => {
    for (const viewport of WCAG_WIDTHS) {
      await page.setViewportSize(viewport);
      await open(page, route);
      await walk(page, route, viewport.width);
    }
  });
}

test.describe("the phone menu", () => {
  test.use({ viewport: MOBILE });

  test("closes on Escape with focus back on its button", async ({ page }) => {
    await open(page, "/");
    const toggle = page.getByRole("button", { name: "Menu" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link").first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test("closes when Tab moves focus past its last link, and focus goes on to the page", async ({ page }) => {
    await open(page, "/");
    const toggle = page.getByRole("button", { name: "Menu" });
    const nav = page.getByRole("navigation", { name: "Main" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    // A visitor tabs on once the menu has opened.
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const links = await nav.getByRole("link").count();
    for (let press = 0; press < links; press += 1) await page.keyboard.press("Tab");
    await expect(nav.getByRole("link").last()).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(nav).toBeHidden();
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest("main")))).toBe(true);
  });
});
