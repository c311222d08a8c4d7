import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { ISLAND_ATTRIBUTE, ISLAND_HYDRATED } from "gatsby-plugin-islands/names";
import { disableViewportPrefetch, MOBILE, open, watchErrors } from "./helpers";

// The interactive parts of a page hydrate one at a time after the first render, as they come into
// view or as soon as they are touched (plugins/gatsby-plugin-islands/src/client/start.ts). What a visitor must never notice:
// a first click, focus or keystroke that does nothing, or typing that is lost.
test.use({ viewport: MOBILE });

const islands = `[${ISLAND_ATTRIBUTE}]`;
const home = JSON.parse(fs.readFileSync("data/home.json", "utf8"));
const site = JSON.parse(fs.readFileSync("data/site.json", "utf8"));

test("an island out of view keeps the server's HTML until it comes into view, then works", async ({ page }) => {
  const problems = watchErrors(page);
  await open(page, "/contact/");
  const faq = page.locator(islands).filter({ has: page.getByRole("button", { name: /\?$/ }) });
  await expect(faq, "the FAQ, far below the fold at 375 px, waits").not.toHaveAttribute(
    ISLAND_ATTRIBUTE,
    ISLAND_HYDRATED,
  );

  await faq.getByRole("button").first().scrollIntoViewIfNeeded();
  await expect(faq).toHaveAttribute(ISLAND_ATTRIBUTE, ISLAND_HYDRATED);
  const question = faq.getByRole("button").first();
  await question.click();
  await expect(question).toHaveAttribute("aria-expanded", "true");
  expect(problems).toEqual([]);
});

test("an island within three screens of the viewport hydrates once the browser is idle, without being scrolled to or touched", async ({
  page,
}) => {
  const problems = watchErrors(page);
  await open(page, "/about/", { interact: false });
  const tabs = page.locator(islands).filter({ has: page.getByRole("tablist") });
  const { top, screen } = await tabs.evaluate((island) => ({
    top: island.firstElementChild!.getBoundingClientRect().top,
    screen: window.innerHeight,
  }));
  expect(top, "the tabs start more than 200 px below the fold, where coming into view would open them").toBeGreaterThan(
    screen + 200,
  );
  await expect(tabs).toHaveAttribute(ISLAND_ATTRIBUTE, ISLAND_HYDRATED);
  const vision = page.getByRole("tab").nth(1);
  await vision.click();
  await expect(vision).toHaveAttribute("aria-selected", "true");
  expect(problems).toEqual([]);
});

test("the first click on a waiting island is not lost: the pointer's arrival hydrates it before the click lands", async ({
  page,
}) => {
  // Nothing is ever reported in view here, so only the interaction can start the island.
  await disableViewportPrefetch(page);
  await open(page, "/contact/");
  const faq = page.locator(islands).filter({ has: page.getByRole("button", { name: /\?$/ }) });
  await expect(faq).not.toHaveAttribute(ISLAND_ATTRIBUTE, ISLAND_HYDRATED);
  const question = faq.getByRole("button").first();
  await question.click();
  await expect(question).toHaveAttribute("aria-expanded", "true");
  await expect(faq).toHaveAttribute(ISLAND_ATTRIBUTE, ISLAND_HYDRATED);
});

test("typing into a waiting form is kept: focus hydrates the form before the first key", async ({ page }) => {
  await disableViewportPrefetch(page);
  await open(page, "/contact/");
  const form = page.locator(islands).filter({ has: page.locator("form") });
  await expect(form, "the contact form waits").not.toHaveAttribute(ISLAND_ATTRIBUTE, ISLAND_HYDRATED);
  const name = page.getByLabel(/^Full Name/);
  await name.focus();
  await page.keyboard.type("Ada Lovelace");
  await expect(form).toHaveAttribute(ISLAND_ATTRIBUTE, ISLAND_HYDRATED);
  await expect(name).toHaveValue("Ada Lovelace");
  // The form's own state holds it: typing in another field renders the form again, and a controlled
  // field whose state had missed the typing would be emptied.
  await page.getByLabel(/^Email Address/).fill("ada@example.com");
  await expect(name).toHaveValue("Ada Lovelace");
});

test("a filter in the address applies at once, even with the list out of view, without waiting for the visitor", async ({
  page,
}) => {
  await open(page, "/careers/?department=Design", { interact: false });
  await expect(page.getByRole("button", { name: "Design" })).toHaveAttribute("aria-pressed", "true");
});

test("a form near the viewport hydrates once the browser is idle, before it is used", async ({ page }) => {
  const problems = watchErrors(page);
  await open(page, "/contact/", { interact: false });
  const form = page.locator(islands).filter({ has: page.locator("form") });
  await expect(form).toHaveAttribute(ISLAND_ATTRIBUTE, ISLAND_HYDRATED);
  const name = page.getByLabel(/^Full Name/);
  await name.fill("Ada Lovelace");
  await expect(name).toHaveValue("Ada Lovelace");
  expect(problems).toEqual([]);
});

test("a waiting form opens on a bare click (no pointer or focus first)", async ({ page }) => {
  const problems = watchErrors(page);
  // Nothing is reported near the viewport here (a form near it hydrates when the browser is idle).
  await disableViewportPrefetch(page);
  await open(page, "/contact/");
  const form = page.locator(islands).filter({ has: page.locator("form") });
  await form.locator("form").scrollIntoViewIfNeeded();
  await page.waitForTimeout(1000); // islands in view open within a task or two; this one must not
  await expect(form, "the contact form, unused and reported nowhere near, waits").not.toHaveAttribute(
    ISLAND_ATTRIBUTE,
    ISLAND_HYDRATED,
  );

  // A screen reader's activation can be a bare click, with no pointer or focus before it: it opens
  // the form too, before the click arrives (here on the form's own text, which moves no focus).
  await form
    .locator("form")
    .evaluate((element) => element.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true })));
  await expect(form).toHaveAttribute(ISLAND_ATTRIBUTE, ISLAND_HYDRATED);
  expect(problems).toEqual([]);
});

// While an island's code is on its way (a slow network), what the visitor does is not lost.
test.describe("before an island's code has come", () => {
  /**
   * Holds back each island's own module (not the entry nor the modules it shares), as a slow network
   * would, until the returned function lets it through.
   */
  async function holdIslandCode(page: Page) {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/static\/islands\/(?!boot-|chunk-)[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    return release;
  }

  test("focus moved into the carousel while the island's code is on its way holds it still once it works", async ({
    page,
  }) => {
    const release = await holdIslandCode(page);
    await page.goto("/");
    const carousel = page.getByRole("region", { name: home.strengthsHeading });
    await carousel.getByRole("button", { name: `Slide 3: ${home.strengths[2].title}` }).focus();
    release();
    await expect(page.locator(islands).filter({ has: carousel })).toHaveAttribute(ISLAND_ATTRIBUTE, ISLAND_HYDRATED, {
      timeout: 10_000,
    });
    const heading = carousel.getByRole("group").filter({ visible: true }).getByRole("heading");
    const shown = await heading.textContent();
    await page.waitForTimeout(site.constants.carouselIntervalMs + 500);
    await expect(heading, "no turn while focus is inside (WCAG 2.2.2)").toHaveText(shown!);
    await expect(carousel.getByTestId("carousel-progress"), "the wait's bar is empty").not.toHaveAttribute(
      "data-running",
    );
  });

  test("for a visitor who asked for less motion the carousel never turns, and shows itself paused without waiting for a touch", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    const carousel = page.getByRole("region", { name: home.strengthsHeading });
    await expect(carousel.getByRole("button", { name: "Play slides" }), "the app started on arrival").toBeVisible();
    await page.waitForTimeout(site.constants.carouselIntervalMs + 500);
    await expect(carousel.getByRole("group").filter({ visible: true }).getByRole("heading")).toHaveText(
      home.strengths[0].title,
    );
  });

  test("the first tap on a button while the island's code is on its way is not lost: it is given again once the button works", async ({
    page,
  }) => {
    const problems = watchErrors(page);
    const release = await holdIslandCode(page);
    await page.goto("/privacy-policy/");
    const menu = page.getByRole("button", { name: "Menu" });
    await menu.click();
    await expect(menu, "the click waits for the menu's code").toHaveAttribute("aria-expanded", "false");
    release();
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    expect(problems).toEqual([]);
  });

  test("a message typed in a textarea while the island's code is on its way is kept when the form hydrates", async ({
    page,
  }) => {
    const release = await holdIslandCode(page);
    await page.goto("/contact/");
    const message = page.getByLabel(/^Message/);
    await message.click();
    await page.keyboard.type("Hello from before the app.");
    const form = page.locator(islands).filter({ has: page.locator("form") });
    await expect(form, "typed before the form worked").not.toHaveAttribute(ISLAND_ATTRIBUTE, ISLAND_HYDRATED);
    release();
    await expect(form).toHaveAttribute(ISLAND_ATTRIBUTE, ISLAND_HYDRATED, { timeout: 10_000 });
    await expect(message).toHaveValue("Hello from before the app.");
    // Another field's change renders the form again: the form's own state must hold the message too.
    await page.getByLabel(/^Email Address/).fill("ada@example.com");
    await expect(message).toHaveValue("Hello from before the app.");
  });

  test("what is typed while the island's code is on its way stays in the form's own state", async ({ page }) => {
    const release = await holdIslandCode(page);
    await page.goto("/contact/");
    const name = page.getByLabel(/^Full Name/);
    await name.click();
    await page.keyboard.type("Ada Lovelace");
    const form = page.locator(islands).filter({ has: page.locator("form") });
    await expect(form, "typed before the form worked").not.toHaveAttribute(ISLAND_ATTRIBUTE, ISLAND_HYDRATED);
    release();
    await expect(form).toHaveAttribute(ISLAND_ATTRIBUTE, ISLAND_HYDRATED, { timeout: 10_000 });
    // Another field's change renders the form again: a state that had missed the typing would empty the name.
    await page.getByLabel(/^Email Address/).fill("ada@example.com");
    await expect(name).toHaveValue("Ada Lovelace");
  });
});

test("the server's global style elements stay where they are when the islands start, and its component styles are taken once", async ({
  page,
}) => {
  // Emotion's browser cache moves server-rendered style elements to the end of <head> when it is
  // created, unless they carry its `data-s` mark (plugins/gatsby-plugin-islands/gatsby/pages.ts); a
  // moved sheet makes the browser recompute the whole page's style. Taking the component styles
  // into its sheet re-inserts that one element (its `hydrate`), once, which is Emotion's own way.
  await page.addInitScript(() => {
    const moved: string[] = [];
    Object.assign(window, { movedStyles: moved });
    document.addEventListener("DOMContentLoaded", () =>
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.removedNodes)
            if (node instanceof HTMLStyleElement)
              moved.push(node.getAttribute("data-emotion")?.split(" ")[0] ?? "style");
      }).observe(document.documentElement, { childList: true, subtree: true }),
    );
  });
  for (const route of ["/", "/careers/", "/contact/", "/about/"]) {
    await open(page, route);
    const moved = await page.evaluate(() => (window as unknown as { movedStyles: string[] }).movedStyles);
    expect(moved, `${route}: the style elements taken out of the page after its HTML was parsed`).toEqual(["css"]);
  }
});

test("an island whose module is gone (a page from before a deploy) stays the server's HTML and reports 'Loading chunk menu failed'", async ({
  page,
}) => {
  const errors: { message: string; cause: unknown }[] = [];
  await page.exposeFunction("recordError", (message: string, cause: unknown) => errors.push({ message, cause }));
  await page.addInitScript(() =>
    window.addEventListener("error", (event: ErrorEvent) => {
      const error = event.error as Error | undefined;
      void (window as unknown as { recordError: (m: string, c: unknown) => void }).recordError(
        error?.message ?? event.message,
        error?.cause,
      );
    }),
  );
  await page.route(/\/static\/islands\/menu-[^/]+\.js$/, (route) => route.fulfill({ status: 404 }));
  await page.goto("/terms-of-use/");
  const menu = page.locator(`[data-component="menu"]`);
  await expect(menu).toHaveAttribute(ISLAND_ATTRIBUTE, "failed");
  await expect.poll(() => errors).toEqual([{ message: "Loading chunk menu failed", cause: "missing" }]);
  // The page still works without it: its links are links.
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Contact" })).toHaveAttribute(
    "href",
    "/contact/",
  );
});
