import { expect, test } from "@playwright/test";
import { allRoutes, hydrationDifference, MOBILE, open, UNKNOWN_PATH, watchErrors } from "./helpers";

test.use({ viewport: MOBILE });

for (const route of allRoutes) {
  test(`${route} at 375 px: no console or page error, no hydration error, one h1, no horizontal scroll`, async ({ page }) => {
    const problems = watchErrors(page, { unknownPath: route === UNKNOWN_PATH ? route : undefined });
    const response = await open(page, route);
    expect(response?.status()).toBe(route === UNKNOWN_PATH ? 404 : 200);
    expect(await hydrationDifference(page, await response!.text()), "hydration kept the server's HTML").toBeNull();

    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.locator("h1")).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, "page is wider than the 375 px viewport").toBeLessThanOrEqual(0);
    expect(problems).toEqual([]);
  });
}
