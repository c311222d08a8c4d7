import { expect, test } from "@playwright/test";
import { DESKTOP, disableViewportPrefetch, open, pageDataUrl } from "./helpers";
import { services } from "./routes";
import { servicePath } from "../site/routes";

test.use({ viewport: DESKTOP });

// The home page, and a service page for a second family of links (its back link, its closing links).
for (const from of ["/", servicePath(services[0].slug)]) {
  test(`hovering an internal link on ${from} fetches that page's page-data before any click`, async ({
    page,
    baseURL,
  }) => {
    // Gatsby also prefetches links as they scroll into view; switching that off leaves hover as the only trigger.
    await disableViewportPrefetch(page);
    await open(page, from);
    const origin = new URL(baseURL!).origin;
    const requested = new Set<string>();
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.origin === origin && url.pathname.startsWith("/page-data/")) requested.add(url.pathname);
    });

    const routes = await page
      .locator("header a[href^='/'], main a[href^='/'], footer a[href^='/']")
      .evaluateAll((anchors) => [...new Set(anchors.map((anchor) => anchor.getAttribute("href")!))]);
    const targets = routes.filter((route) => route !== from && !route.startsWith("/#"));
    expect(targets.length, `${from} links to other pages`).toBeGreaterThan(0);

    for (const route of targets) {
      expect(requested, `${route} was not fetched before its hover`).not.toContain(pageDataUrl(route));
      await page.locator(`a[href='${route}']:visible`).first().hover();
      await expect
        .poll(() => requested.has(pageDataUrl(route)), { message: `hovering ${route} fetches ${pageDataUrl(route)}` })
        .toBe(true);
      expect(new URL(page.url()).pathname, "hovering does not navigate").toBe(from);
    }
  });
}
