import { expect, test } from "@playwright/test";
import {
  allRoutes, clientRenderDifference, expectWholeIdReferences, hydrationDifference, MOBILE, UNKNOWN_PATH, waitForHydration, watchErrors,
} from "./helpers";

test.use({ viewport: MOBILE });

for (const route of allRoutes) {
  test(`${route} at 375 px: no console or page error; hydrated and client-rendered DOM equal the server's, attributes included; whole id references; one h1; no horizontal scroll`, async ({ page }) => {
    const problems = watchErrors(page, { unknownPath: route === UNKNOWN_PATH ? route : undefined });
    const response = await page.goto(route);
    expect(response?.status()).toBe(route === UNKNOWN_PATH ? 404 : 200);
    const html = await response!.text();
    // Read as soon as hydration is done, before the page's own timers change anything.
    expect(await hydrationDifference(page, html), "hydration kept the server's HTML").toBeNull();
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    await expectWholeIdReferences(page, "after hydration");

    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.locator("h1")).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, "page is wider than the 375 px viewport").toBeLessThanOrEqual(0);

    expect(await clientRenderDifference(page, html), "a client-side render of the page equals the server's HTML").toBeNull();
    await expectWholeIdReferences(page, "after a client-side render");
    expect(problems).toEqual([]);
  });
}
