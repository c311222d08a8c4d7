import { expect, test, type Page } from "@playwright/test";
import {
  allRoutes,
  DESKTOP,
  expectNoAxeViolations,
  expectWholeIdReferences,
  horizontalOverflow,
  hydrationDifference,
  MOBILE,
  open,
  UNKNOWN_PATH,
  waitForHydration,
  watchErrors,
} from "./helpers";
import { caseStudies, jobs, pages, services, specRoutes } from "./routes";
import { jobPath, servicePath } from "../shared/routes";

/**
 * The one sweep of every route (the spec's routes from the data, and an unknown path for the 404
 * page): each route is loaded once at 375 px for every check that reads the page as it arrives, and
 * once more at 1280 px for axe. Page-specific journeys and states are in the other specs.
 */

test("the data defines the spec's routes (9 fixed, 15 services, a detail and an apply page per open job) and the case studies' (a list and a page each)", () => {
  expect(services).toHaveLength(15);
  expect(caseStudies.length).toBeGreaterThanOrEqual(4);
  expect(specRoutes).toHaveLength(9 + 1 + services.length + caseStudies.length + 2 * jobs.length);
});

for (const route of allRoutes) {
  const unknown = route === UNKNOWN_PATH;
  test(`${route}: status, its h1, no console, page or request error, no horizontal scroll at 375 and 1280 px; hydrated DOM equal to the server's, attributes included; whole id references; no axe violation at 375 and 1280 px`, async ({
    page,
  }) => {
    const problems = watchErrors(page, { unknownPath: unknown ? route : undefined, failedResponses: true });
    await page.setViewportSize(MOBILE);
    const response = await page.goto(route);
    expect(response?.status()).toBe(unknown ? 404 : 200);
    const html = await response!.text();
    // Read as soon as hydration is done, before the page's own timers change anything.
    expect(await hydrationDifference(page, html), "hydration kept the server's HTML").toBeNull();
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    await expectWholeIdReferences(page, "after hydration");

    await expectOneHeading(page, route);
    if (unknown)
      await expect(
        page.getByRole("main").getByRole("link", { name: /home/i }),
        "the 404 page has a way home",
      ).toHaveAttribute("href", "/");
    expect(await horizontalOverflow(page), "page is wider than the 375 px viewport").toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);

    await page.setViewportSize(DESKTOP);
    await open(page, route);
    expect(await horizontalOverflow(page), "page is wider than the 1280 px viewport").toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
  });
}

/** Exactly one h1, visible, saying what the data names the page (its heading, a service's or job's title). */
async function expectOneHeading(page: Page, route: string) {
  await expect(page.locator("h1")).toHaveCount(1);
  await expect(page.locator("h1")).toBeVisible();
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveCount(1);
  const expected = expectedHeading(route);
  if (expected) await expect(heading).toHaveText(expected);
}

function expectedHeading(route: string): string | undefined {
  if (route === UNKNOWN_PATH) return pages.find((p) => p.slug === "404")!.heading;
  const page = pages.find((p) => p.path === route);
  if (page) return page.heading;
  const service = services.find((s) => route === servicePath(s.slug));
  if (service) return service.title;
  const job = jobs.find((j) => route === jobPath(j.slug));
  if (job) return job.title;
  return undefined;
}
