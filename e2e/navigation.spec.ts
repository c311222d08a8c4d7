import { expect, test } from "@playwright/test";
import { DESKTOP, linksAway, open } from "./helpers";
import { jobs, services } from "./routes";
import { jobPath, servicePath } from "../site/routes";

declare global {
  interface Window {
    /** Set by the test before a click; a new document would not have it. */
    e2eSameDocument?: true;
  }
}

test.use({ viewport: DESKTOP });

// One page of each family that carries page-specific links in its main content.
const families = ["/", servicePath(services[0].slug), jobPath(jobs[0].slug)];

for (const route of families) {
  for (const region of ["header", "main", "footer"] as const) {
    test(`a ${region} link on ${route} is followed by Gatsby's router, without loading a new document`, async ({
      page,
    }) => {
      await open(page, route);
      const targets = await linksAway(page, region, route);
      expect(targets.length, `the ${region} of ${route} links to another page`).toBeGreaterThan(0);
      const target = targets[0];

      const documents: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "document") documents.push(request.url());
      });
      const heading = await page.locator("h1").textContent();
      await page.evaluate(() => {
        window.e2eSameDocument = true;
      });
      await page.locator(`${region} a[href='${target}']:visible`).first().click();

      await expect(page).toHaveURL((url) => url.pathname + url.search === target);
      await expect(page.locator("h1")).not.toHaveText(heading ?? "");
      expect(await page.evaluate(() => window.e2eSameDocument), "the page was not reloaded").toBe(true);
      expect(documents, "no document was requested").toEqual([]);
    });
  }
}
