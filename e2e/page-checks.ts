import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectNoAxeViolations, expectWholeIdReferences, waitForHydration } from "./helpers";

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

/** A pattern that matches any text containing `text` as it is written. */
export const containing = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));

/** Sets or clears the form's novalidate: a script or an old browser sends what native validation would stop. */
export const setNoValidate = (form: Locator, off: boolean) => form.evaluate((element: HTMLFormElement, value) => { element.noValidate = value; }, off);

/**
 * One control's value that the server refuses, and how to put a valid one back. `refuse` gives the
 * value through the form as a visitor (or a script) could; the server really answers.
 */
export type Refusal = { name: string; refuse: () => Promise<void>; restore: () => Promise<void> };

/**
 * Submits the form once per refusal, to the real server: each time the server answers 400 naming
 * that control, the control alone is marked invalid and described by the server's message, and
 * every id reference in the page is whole (see idReferenceProblems).
 */
export async function expectEachRefusalMarked(page: Page, { form, submit, endpoint, refusals }: { form: Locator; submit: Locator; endpoint: string; refusals: Refusal[] }) {
  for (const { name, refuse, restore } of refusals) {
    await refuse();
    const [response] = await Promise.all([page.waitForResponse((r) => new URL(r.url()).pathname === endpoint && r.request().method() === "POST"), submit.click()]);
    expect(response.status(), `the server refuses ${name}`).toBe(400);
    const message: string = (await response.json()).errors?.[name];
    expect(message, `the server's answer names ${name}`).toBeTruthy();
    const control = form.locator(`[name="${name}"]`);
    await expect(control).toHaveAttribute("aria-invalid", "true");
    await expect(form.locator("[aria-invalid='true']")).toHaveCount(1);
    await expect(control).toHaveAccessibleDescription(containing(message));
    await expectWholeIdReferences(page, `after the server refused ${name}`);
    await restore();
  }
}
