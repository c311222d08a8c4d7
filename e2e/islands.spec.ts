import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { ISLAND_ATTRIBUTE, ISLAND_HYDRATED } from "gatsby-plugin-islands/names";
import {
  DESKTOP,
  disableViewportPrefetch,
  hydrateEveryIsland,
  MOBILE,
  open,
  setNoValidate,
  watchErrors,
} from "./helpers";

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
  // The contact page's questions at 1280x800: about three screens down, within the three that count as near.
  await page.setViewportSize(DESKTOP);
  await open(page, "/contact/", { interact: false });
  const faq = page.locator(islands).filter({ has: page.getByRole("button", { name: /\?$/ }) });
  const { top, screen } = await faq.evaluate((island) => ({
    top: island.firstElementChild!.getBoundingClientRect().top,
    screen: window.innerHeight,
  }));
  expect(
    top,
    "the questions start more than 200 px below the fold, where coming into view would open them",
  ).toBeGreaterThan(screen + 200);
  await expect(faq).toHaveAttribute(ISLAND_ATTRIBUTE, ISLAND_HYDRATED);
  const question = faq.getByRole("button").first();
  await question.click();
  await expect(question).toHaveAttribute("aria-expanded", "true");
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

test.describe("no CSS runtime in the browser", () => {
  // Every style an island can show is in the page's <head> from the server (Emotion makes them at
  // build time: plugins/gatsby-plugin-islands/gatsby/styles.ts); the islands only pick class names.
  // Any style element added, moved or changed, any rule inserted into a sheet, after the HTML was
  // parsed is a CSS runtime at work, and makes the browser recompute the page's style.
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const changes: string[] = [];
      Object.assign(window, { styleChanges: changes });
      const sheets = CSSStyleSheet.prototype;
      for (const method of ["insertRule", "deleteRule", "replace", "replaceSync"] as const) {
        const original = Object.getOwnPropertyDescriptor(sheets, method)?.value as (...args: unknown[]) => unknown;
        Object.defineProperty(sheets, method, {
          value(this: CSSStyleSheet, ...args: unknown[]) {
            changes.push(`${method} ${String(args[0]).slice(0, 60)}`);
            return original.apply(this, args);
          },
        });
      }
      const isStyle = (node: Node) =>
        node instanceof HTMLStyleElement || (node instanceof HTMLLinkElement && node.rel === "stylesheet");
      document.addEventListener("DOMContentLoaded", () =>
        new MutationObserver((records) => {
          for (const record of records) {
            const target = record.target instanceof Text ? record.target.parentNode : record.target;
            if (target instanceof HTMLStyleElement) changes.push(`${record.type} in a style element`);
            for (const node of record.addedNodes) if (isStyle(node)) changes.push(`added ${node.nodeName}`);
            for (const node of record.removedNodes) if (isStyle(node)) changes.push(`removed ${node.nodeName}`);
          }
        }).observe(document.documentElement, { childList: true, subtree: true, characterData: true, attributes: true }),
      );
    });
  });

  /** The style changes since the HTML was parsed, and the classes on the page that no rule of its sheets names. */
  const styleReport = (page: Page) =>
    page.evaluate(() => {
      const selectors: string[] = [];
      const collect = (rules: CSSRuleList) => {
        for (const rule of rules)
          if (rule instanceof CSSStyleRule) selectors.push(rule.selectorText);
          else if (rule instanceof CSSGroupingRule) collect(rule.cssRules);
      };
      for (const sheet of document.styleSheets) collect(sheet.cssRules);
      const styled = selectors.join(" ");
      const classes = new Set([...document.querySelectorAll("[class]")].flatMap((element) => [...element.classList]));
      return {
        changes: (window as unknown as { styleChanges: string[] }).styleChanges,
        unstyled: [...classes].filter(
          (name) => name.startsWith("css-") && !new RegExp(`\\.${name}(?![\\w-])`).test(styled),
        ),
      };
    });

  test("the islands' modules carry no Emotion: no cache (`data-emotion`), no serialiser (`_EMO_`)", () => {
    const dir = "public/static/islands";
    const modules = fs.readdirSync(dir).filter((name) => name.endsWith(".js"));
    expect(modules.length).toBeGreaterThan(0);
    expect(modules.filter((name) => /data-emotion|_EMO_/.test(fs.readFileSync(`${dir}/${name}`, "utf8")))).toEqual([]);
  });

  const visits: { route: string; use: (page: Page) => Promise<void> }[] = [
    {
      route: "/terms-of-use/",
      use: async (page) => {
        await page.getByRole("button", { name: site.labels.menu }).click();
        await expect(
          page.getByRole("navigation", { name: site.labels.mainNav }).getByRole("link").first(),
        ).toBeVisible();
      },
    },
    {
      route: "/careers/",
      use: async (page) => {
        await page.getByRole("button", { name: "Design" }).click();
        await expect(page.getByRole("button", { name: "Design" })).toHaveAttribute("aria-pressed", "true");
      },
    },
    {
      route: "/contact/",
      use: async (page) => {
        const question = page.getByRole("button", { name: /\?$/ }).first();
        await question.click();
        await expect(question).toHaveAttribute("aria-expanded", "true");
        // A refused send (the server's answer) shows each field's error, a state the server never rendered.
        const form = page.getByRole("form", { name: "Send Us a Message" });
        await setNoValidate(form, true);
        await form.getByRole("button", { name: "Send Message" }).click();
        await expect(form.locator("[aria-invalid=true]").first()).toBeVisible();
      },
    },
    {
      route: "/about/",
      use: async (page) => {
        const tab = page.getByRole("tab").nth(1);
        await tab.click();
        await expect(tab).toHaveAttribute("aria-selected", "true");
      },
    },
    { route: "/", use: async (page) => page.getByRole("button", { name: site.labels.menu }).click() },
  ];

  for (const { route, use } of visits)
    test(`${route}: its islands hydrate and are used without a style inserted, moved or changed, and every class they show is styled`, async ({
      page,
    }) => {
      const problems = watchErrors(page);
      await open(page, route);
      await hydrateEveryIsland(page);
      await use(page);
      expect(await styleReport(page)).toEqual({ changes: [], unstyled: [] });
      // The contact form's refused send (a 400 from the server) is the state this visit shows.
      expect(problems.filter((problem) => !problem.includes("status of 400"))).toEqual([]);
    });
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
  // The menu's code is asked for on its first use: here, focus coming into the header.
  await menu.getByRole("link").first().focus();
  await expect(menu).toHaveAttribute(ISLAND_ATTRIBUTE, "failed");
  await expect.poll(() => errors).toEqual([{ message: "Loading chunk menu failed", cause: "missing" }]);
  // The page still works without it: its links are links.
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Contact" })).toHaveAttribute(
    "href",
    "/contact/",
  );
});
