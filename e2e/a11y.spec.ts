import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { applyPath, careersPath, jobPath, servicePath } from "../shared/routes";
import {
  DESKTOP,
  expectNoAxeViolations,
  expectWholeIdReferences,
  MOBILE,
  open,
  openMobileMenu,
  WIDTHS,
} from "./helpers";
import { jobs, pages, services } from "./routes";

// Every route at 375 and 1280 px is checked by axe in the sweep (sweep.spec.ts); these are the
// states a route does not show on arrival.

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

// States a visitor reaches with the menu open over a page's own state, at both widths: each opens
// its page, sets its state, then the menu opens (on a narrow screen) before axe runs.
const combinedStates: { name: string; path: string; setUp?: (page: Page) => Promise<void> }[] = [
  {
    name: "contact with the menu and an FAQ item open",
    path: "/contact/",
    setUp: (page) => page.getByRole("button", { name: "How quickly can you start my project?" }).click(),
  },
  {
    name: "careers with the menu open and a filter chosen",
    path: careersPath,
    setUp: (page) => page.getByRole("button", { name: "Engineering" }).click(),
  },
  {
    name: "a job page with the menu open",
    path: jobPath("solutions-architect"),
    setUp: (page) => expect(page.getByText("Engineering • Full-time • Hybrid - Austin")).toBeVisible(),
  },
  { name: "an apply page with the menu open", path: applyPath("solutions-architect") },
];

for (const width of WIDTHS) {
  test.describe(`axe in combined states at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const { name, path, setUp } of combinedStates) {
      test(`${name} has no axe violations`, async ({ page }) => {
        await open(page, path);
        await setUp?.(page);
        await openMobileMenu(page);
        await expectNoAxeViolations(page);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      });
    }
  });
}

// Lighthouse's accessibility audit runs axe on the page as it loaded, at a phone's size, with the
// parts that `content-visibility: auto` has not drawn yet (src/styles/global-styles.tsx): axe reads
// text there as on the page's white. The footer (light text on a dark ground) is therefore always
// drawn; this is the check that Lighthouse's score (100) rests on, without expectNoAxeViolations'
// drawing of everything first.
test.describe("colour contrast as Lighthouse reads it, nothing drawn first", () => {
  test.use({ viewport: { width: 412, height: 823 } });
  const families = [
    ...pages.map((page) => page.path),
    servicePath(services[0].slug),
    jobPath(jobs[0].slug),
    applyPath(jobs[0].slug),
  ];

  for (const route of families) {
    test(`${route} as loaded at 412 px has no colour contrast failure`, async ({ page }) => {
      await page.goto(route);
      const { violations } = await new AxeBuilder({ page }).withRules(["color-contrast"]).analyze();
      expect(
        violations.flatMap((violation) =>
          violation.nodes.map((node) => `${node.target.join(" ")}: ${node.failureSummary}`),
        ),
      ).toEqual([]);
    });
  }
});
