import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { HYDRATED_ATTRIBUTE, ISLAND_ATTRIBUTE, ISLAND_HYDRATED } from "../plugins/gatsby-plugin-islands/src/names";
import { disableViewportPrefetch, MOBILE, open, pageDataUrl, waitForHydration, watchErrors } from "./helpers";

// The interactive parts of a page hydrate one at a time after the first render, as they come into
// view or as soon as they are touched (plugins/gatsby-plugin-islands/src/browser/hydration.ts). What a visitor must never notice:
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

// Before any of that, the page's app itself starts only when the page needs it (src/browser/start.ts).
test.describe("before the app starts", () => {
  /** Holds back the page's data, as a slow network would, so that the visitor acts while the app starts. */
  const slowAppStart = (page: Page) =>
    page.route("**/page-data/**", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });

  test("a page that shows its first state as sent starts its app once it has loaded and the browser is idle, after asking for what it fetches", async ({
    page,
  }) => {
    const problems = watchErrors(page);
    // What the app itself requests (its loader's XHR, a chunk's script), and the prefetch hints in the head.
    const appRequests: { path: string; at: number }[] = [];
    const prefetched = new Map<string, number>();
    page.on("request", (request) => {
      if (!/\/page-data\/|\/component---/.test(request.url())) return;
      const path = new URL(request.url()).pathname;
      if (["xhr", "fetch", "script"].includes(request.resourceType())) appRequests.push({ path, at: Date.now() });
      else if (!prefetched.has(path)) prefetched.set(path, Date.now());
    });
    let loaded = 0;
    page.on("load", () => (loaded = Date.now()));
    await page.goto("/services/artificial-intelligence/");
    await expect(page.locator(`html[${HYDRATED_ATTRIBUTE}]`), "the app starts without the visitor").toBeAttached({
      timeout: 30_000,
    });
    const pageData = pageDataUrl("/services/artificial-intelligence/");
    expect([...prefetched.keys()], "the page's data is asked for ahead, at the lowest priority").toContain(pageData);
    const first = Math.min(...appRequests.map((request) => request.at));
    expect(first, "nothing of the app is asked for before the load event").toBeGreaterThanOrEqual(loaded);
    expect(first, "nor before the hints are").toBeGreaterThanOrEqual(prefetched.get(pageData)!);
    expect(problems).toEqual([]);
  });

  test("the carousel turns before the app starts, and the app goes on from that slide and that wait", async ({
    page,
  }) => {
    const problems = watchErrors(page);
    const interval = site.constants.carouselIntervalMs;
    // The app starts once the page is idle: its data is held back here until the carousel has turned.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/page-data/**", async (route) => {
      await released;
      await route.continue();
    });
    await page.goto("/");
    const carousel = page.getByRole("region", { name: home.strengthsHeading });
    const heading = carousel.getByRole("group").filter({ visible: true }).getByRole("heading");
    await expect(heading).toHaveText(home.strengths[1].title, { timeout: interval + 3000 });
    const turned = Date.now();
    await expect(page.locator(`html[${HYDRATED_ATTRIBUTE}]`), "turned without the app").toHaveCount(0);
    await expect(carousel.getByRole("button", { name: `Slide 2: ${home.strengths[1].title}` })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await expect(carousel.getByRole("button", { name: `Slide 1: ${home.strengths[0].title}` })).not.toHaveAttribute(
      "aria-current",
    );

    await page.waitForTimeout(1500);
    release();
    await waitForHydration(page); // the app, started, gets its data; a key press, outside the carousel
    await expect(page.locator(islands).filter({ has: carousel })).toHaveAttribute(ISLAND_ATTRIBUTE, ISLAND_HYDRATED);
    const hydrated = Date.now();
    await expect(heading, "the app shows the slide the page had got to").toHaveText(home.strengths[1].title);
    await expect(heading).toHaveText(home.strengths[2].title, { timeout: interval + 3000 });
    // The wait went on from the turn: the third slide came an interval after the second. Had the app
    // begun a whole wait of its own when it hydrated (1.5 s after the turn at the least), the third
    // would have come an interval after that. Measured from the hydration, not the clock, so that a
    // slow machine's start does not look like a new wait.
    expect(Date.now() - turned, "the second slide's wait was finished, not begun again").toBeLessThan(
      hydrated - turned + interval - 1000,
    );
    await carousel.getByRole("button", { name: "Pause slides" }).click();
    await expect(carousel.getByRole("button", { name: "Play slides" })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test("focus moved into the carousel while the app starts holds it still once it works", async ({ page }) => {
    await slowAppStart(page);
    await page.goto("/");
    const carousel = page.getByRole("region", { name: home.strengthsHeading });
    await carousel.getByRole("button", { name: `Slide 3: ${home.strengths[2].title}` }).focus();
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

  test("the first tap on a button while the app starts is not lost: it is given again once the button works", async ({
    page,
  }) => {
    const problems = watchErrors(page);
    await slowAppStart(page);
    await page.goto("/privacy-policy/");
    const menu = page.getByRole("button", { name: "Menu" });
    await menu.click();
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    expect(problems).toEqual([]);
  });

  test("a message typed in a textarea while the app starts is kept when the form hydrates", async ({ page }) => {
    await slowAppStart(page);
    await page.goto("/contact/");
    const message = page.getByLabel(/^Message/);
    await message.click();
    await page.keyboard.type("Hello from before the app.");
    const form = page.locator(islands).filter({ has: page.locator("form") });
    await expect(form, "typed before the form worked").not.toHaveAttribute(ISLAND_ATTRIBUTE, ISLAND_HYDRATED);
    await expect(form).toHaveAttribute(ISLAND_ATTRIBUTE, ISLAND_HYDRATED, { timeout: 10_000 });
    await expect(message).toHaveValue("Hello from before the app.");
    // Another field's change renders the form again: the form's own state must hold the message too.
    await page.getByLabel(/^Email Address/).fill("ada@example.com");
    await expect(message).toHaveValue("Hello from before the app.");
  });

  test("what is typed while the app starts stays in the form's own state", async ({ page }) => {
    await slowAppStart(page);
    await page.goto("/contact/");
    const name = page.getByLabel(/^Full Name/);
    await name.click();
    await page.keyboard.type("Ada Lovelace");
    const form = page.locator(islands).filter({ has: page.locator("form") });
    await expect(form, "typed before the form worked").not.toHaveAttribute(ISLAND_ATTRIBUTE, ISLAND_HYDRATED);
    await expect(form).toHaveAttribute(ISLAND_ATTRIBUTE, ISLAND_HYDRATED, { timeout: 10_000 });
    // Another field's change renders the form again: a state that had missed the typing would empty the name.
    await page.getByLabel(/^Email Address/).fill("ada@example.com");
    await expect(name).toHaveValue("Ada Lovelace");
  });
});
