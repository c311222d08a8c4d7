import { expect, test, type Page } from "@playwright/test";
import { hydrateEveryIsland, open, UNKNOWN_PATH, watchErrors } from "./helpers";

/** What one page says about its links and images, read in the browser after hydration. */
type PageFacts = {
  links: { href: string; raw: string; target: string | null; rel: string; text: string }[];
  images: { src: string; alt: string | null; rendered: boolean; loaded: boolean; candidates: string[] }[];
};

/** Scrolls through the page so lazy images start loading, then waits for every image to settle. */
async function loadAllImages(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
  });
  // Images that are not rendered (a closed menu, a hidden slide) never start a lazy load: they are
  // checked by fetching their source instead.
  await page
    .waitForFunction(() => [...document.images].every((image) => image.complete || !image.checkVisibility()), null, {
      timeout: 15_000,
    })
    .catch(() => undefined); // whatever is still pending is reported below as not loaded
}

function readPage(page: Page): Promise<PageFacts> {
  return page.evaluate(() => {
    const srcsetUrls = (srcset: string | null) =>
      (srcset ?? "")
        .split(",")
        .map((candidate) => candidate.trim().split(/\s+/)[0])
        .filter(Boolean);
    return {
      links: [...document.querySelectorAll("a[href]")].map((anchor) => ({
        href: (anchor as HTMLAnchorElement).href,
        raw: anchor.getAttribute("href") ?? "",
        target: anchor.getAttribute("target"),
        rel: anchor.getAttribute("rel") ?? "",
        text: (anchor.textContent ?? "").trim().slice(0, 60),
      })),
      images: [...document.images].map((image) => ({
        src: image.currentSrc || image.src,
        alt: image.getAttribute("alt"),
        rendered: image.checkVisibility(),
        loaded: image.complete && image.naturalWidth > 0,
        candidates: [
          ...srcsetUrls(image.getAttribute("srcset")),
          ...[...(image.parentElement?.querySelectorAll("source") ?? [])].flatMap((source) =>
            srcsetUrls(source.getAttribute("srcset")),
          ),
        ].map((url) => new URL(url, document.baseURI).href),
      })),
    };
  });
}

/**
 * Of the anchors at these positions in `document.querySelectorAll("a[href]")`, the ones whose click
 * the page's own code takes over (calls preventDefault): built pages have no router, so every link
 * must be a plain link the browser follows (and prefetches). Each gets a synthetic, cancelable left
 * click; a window listener added last runs after all of the page's own, records whether they
 * prevented the click, then prevents it itself, so no click leaves the page.
 */
function handledClicks(page: Page, positions: number[]): Promise<number[]> {
  return page.evaluate((indexes) => {
    const anchors = [...document.querySelectorAll("a[href]")];
    let prevented = false;
    const record = (event: MouseEvent) => {
      prevented = event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener("click", record);
    // Dispatched in one task: no handler's re-render can run between two clicks.
    const handled = indexes.filter((index) => {
      prevented = false;
      anchors[index].dispatchEvent(
        new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, view: window }),
      );
      return prevented;
    });
    window.removeEventListener("click", record);
    return handled;
  }, positions);
}

test("a crawl from / reaches every page by its links; links, images and link types are sound", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(600_000);
  const origin = new URL(baseURL!).origin;
  // The 404 page is crawled too (for its links), and is the only page allowed to answer 404.
  const queue = ["/", UNKNOWN_PATH];
  const seen = new Set(queue);
  const linkedFrom = new Map<string, string>();
  const checkedFiles = new Set<string>();
  const problems: string[] = [];

  while (queue.length) {
    const route = queue.shift()!;
    const errors = watchErrors(page, { unknownPath: route === UNKNOWN_PATH ? route : undefined });
    const response = await open(page, route);
    const from = linkedFrom.has(route) ? ` (linked from ${linkedFrom.get(route)})` : "";
    if (response?.status() !== (route === UNKNOWN_PATH ? 404 : 200))
      problems.push(`${route}: answered ${response?.status()}${from}`);
    if (response?.request().redirectedFrom())
      problems.push(`${route}: redirected (link to the final URL instead)${from}`);
    await loadAllImages(page);
    const facts = await readPage(page);
    page.removeAllListeners("console");
    page.removeAllListeners("pageerror");
    problems.push(...errors.map((error) => `${route}: ${error}`));

    for (const image of facts.images) {
      if (image.rendered && !image.loaded) problems.push(`${route}: image did not load: ${image.src}`);
      if (!image.rendered && image.src) image.candidates.push(image.src);
      if (image.alt === null) problems.push(`${route}: image without alt: ${image.src}`);
      for (const candidate of image.candidates) {
        if (checkedFiles.has(candidate) || !candidate.startsWith(origin)) continue;
        checkedFiles.add(candidate);
        const file = await page.request.get(candidate);
        if (file.status() !== 200) problems.push(`${route}: srcset candidate ${candidate} answered ${file.status()}`);
      }
    }

    const pageLinks: number[] = [];
    for (const [position, link] of facts.links.entries()) {
      const url = new URL(link.href);
      if (link.raw.startsWith("#")) continue; // in-page anchors, the skip link among them
      if (url.protocol === "mailto:" || url.protocol === "tel:") continue;
      if (url.origin !== origin) {
        if (link.target !== "_blank") problems.push(`${route}: external link ${link.href} does not open in a new tab`);
        const rel = link.rel.split(/\s+/);
        if (!rel.includes("noopener") || !rel.includes("noreferrer"))
          problems.push(`${route}: external link ${link.href} lacks rel="noopener noreferrer"`);
        continue;
      }
      const path = url.pathname;
      if (/\.[a-z0-9]+$/i.test(path) && !path.endsWith(".html")) {
        // A file (PDF, XML, image): a plain anchor is right; it must exist.
        if (!checkedFiles.has(path)) {
          checkedFiles.add(path);
          const file = await page.request.get(path);
          if (file.status() !== 200) problems.push(`${route}: link to ${path} answered ${file.status()}`);
        }
        continue;
      }
      pageLinks.push(position);
      if (!seen.has(path)) {
        seen.add(path);
        linkedFrom.set(path, route);
        queue.push(path);
      }
    }
    // Every island hydrated first, so that its own handlers are there to be caught.
    await hydrateEveryIsland(page);
    for (const position of await handledClicks(page, pageLinks)) {
      const link = facts.links[position];
      problems.push(
        `${route}: "${link.text}" → ${new URL(link.href).pathname}: its click is taken over by the page's code, not followed as a link`,
      );
    }
  }

  expect(problems).toEqual([]);
  // The crawl must have found every page of the spec, so nothing is unreachable by links.
  const { specRoutes } = await import("./routes");
  expect([...seen].sort()).toEqual(expect.arrayContaining(specRoutes));
});
