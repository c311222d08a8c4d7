import { expect, test } from "@playwright/test";
import { allRoutes, DESKTOP, expectNoAxeViolations, expectWholeIdReferences, MOBILE, open } from "./helpers";

for (const [label, viewport] of [["375 px", MOBILE], ["1280 px", DESKTOP]] as const) {
  test.describe(`axe at ${label}`, () => {
    test.use({ viewport });
    for (const route of allRoutes) {
      test(`${route} has no WCAG 2.1 A/AA violation at ${label}`, async ({ page }) => {
        await open(page, route);
        await expectNoAxeViolations(page);
      });
    }
  });
}

test.describe("axe and id references in interactive states", () => {
  test("the open mobile menu at 375 px", async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await open(page, "/");
    const toggle = page.getByRole("button", { name: "Menu" });
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link").first()).toBeVisible();
    await expectNoAxeViolations(page);
    await expectWholeIdReferences(page, "with the mobile menu open");
  });


  test("a filtered careers list (the Design filter) at 375 and 1280 px", async ({ page }) => {
    for (const viewport of [MOBILE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await open(page, "/careers/");
      const design = page.getByRole("button", { name: /^Design/ });
      await design.click();
      await expect(design).toHaveAttribute("aria-pressed", "true");
      await expect(page.getByRole("link", { name: /^Apply Now/ }).first()).toBeVisible();
      await expectNoAxeViolations(page);
      await expectWholeIdReferences(page, "with the Design filter chosen");
    }
  });


  test("an expanded FAQ item on /contact/ at 375 and 1280 px", async ({ page }) => {
    for (const viewport of [MOBILE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await open(page, "/contact/");
      const question = page.locator("main button[aria-expanded]").first();
      await question.click();
      await expect(question).toHaveAttribute("aria-expanded", "true");
      await expectNoAxeViolations(page);
      await expectWholeIdReferences(page, "with an FAQ item expanded");
    }
  });
});
