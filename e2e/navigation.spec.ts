import { expect, test, type Page } from "@playwright/test";
import { DESKTOP, linksAway, open } from "./helpers";
import { jobs, services } from "./routes";
import { jobPath, servicePath } from "../shared/routes";

test.use({ viewport: DESKTOP });

/** Same-origin document requests, with whether each was a prefetch (`Sec-Purpose: prefetch`), in order. */
function documentLog(page: Page) {
  const log: { path: string; prefetch: boolean; pageData: boolean }[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.origin !== new URL(page.url()).origin) return;
    const prefetch = (request.headers()["sec-purpose"] ?? "").includes("prefetch");
    const pageData = url.pathname.startsWith("/page-data/");
    if (prefetch || pageData || request.resourceType() === "document")
      log.push({ path: url.pathname, prefetch, pageData });
  });
  return log;
}

// Links are plain links (no router runs in a built page): the browser fetches the pages of the links
// in view ahead (in Chromium by its own speculation rules, elsewhere quicklink), so the one clicked is already there, and no page data is ever asked for.
// One page of each family that carries page-specific links in its main content.
const families = ["/", servicePath(services[0].slug), jobPath(jobs[0].slug)];

for (const route of families) {
  for (const region of ["header", "main", "footer"] as const) {
    test(`a ${region} link on ${route} loads a page fetched before the click, with no page data`, async ({ page }) => {
      const log = documentLog(page);
      await open(page, route);
      const targets = await linksAway(page, region, route);
      expect(targets.length, `the ${region} of ${route} links to another page`).toBeGreaterThan(0);
      const target = targets[0];
      const link = page.locator(`${region} a[href='${target}']:visible`).first();
      await link.scrollIntoViewIfNeeded();
      await expect
        .poll(() => log.some((entry) => entry.prefetch && entry.path === target), {
          message: `${target}, in view, is fetched ahead`,
        })
        .toBe(true);
      const heading = await page.locator("h1").textContent();
      await link.click();
      await expect(page).toHaveURL((url) => url.pathname + url.search === target);
      await expect(page.locator("h1")).not.toHaveText(heading ?? "");
      expect(
        log.filter((entry) => entry.pageData),
        "no page data is asked for",
      ).toEqual([]);
    });
  }
}

test("following 'Learn More' on /services/: the next document was requested before the tap, and no page data", async ({
  page,
}) => {
  const log = documentLog(page);
  await open(page, "/services/");
  const learnMore = page.getByRole("link", { name: /Learn More/ }).first();
  const target = (await learnMore.getAttribute("href"))!;
  await learnMore.scrollIntoViewIfNeeded();
  await expect.poll(() => log.some((entry) => entry.prefetch && entry.path === target)).toBe(true);
  const beforeTap = log.length;
  await learnMore.click();
  await expect(page).toHaveURL((url) => url.pathname === target);
  const service = services.find((entry) => servicePath(entry.slug) === target)!;
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(service.title);
  // The request log, for the record: the prefetch came before the tap.
  console.log(
    log
      .map(
        (entry, at) =>
          `${at < beforeTap ? "before" : "after "} the tap: ${entry.prefetch ? "prefetch" : "document"} ${entry.path}`,
      )
      .join("\n"),
  );
  expect(log.slice(0, beforeTap)).toContainEqual({ path: target, prefetch: true, pageData: false });
  expect(log.filter((entry) => entry.pageData)).toEqual([]);
  // Chromium took the document from its speculation rules' prefetch (decision 0022), which the
  // page's policy let the islands' code insert (a blocked rule set would be a console error).
  const deliveryType = await page.evaluate(
    () =>
      (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming & { deliveryType?: string })
        .deliveryType,
  );
  expect(deliveryType).toBe("navigational-prefetch");
});
