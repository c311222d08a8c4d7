import { expect, test, type BrowserContext, type Cookie, type Page } from "@playwright/test";
import { RESUME_PDF } from "./resume-file";
import site from "../data/site.json";
import { CONSENT_COOKIE } from "../shared/cookies";
import { applyPath, careersPath } from "../shared/routes";
import { analyticsSite, serveAnalyticsSite, TEST_MEASUREMENT_ID } from "./analytics-site";
import { DESKTOP, expectNoAxeViolations, MOBILE, waitForHydration } from "./helpers";

/**
 * Consent before analytics (docs/analytics.md), on a build whose data/site.json sets a measurement id
 * (e2e/analytics-site.ts), served by the production server. Every request to another host is
 * answered here and recorded: nothing leaves the machine. Google's tag is a stand-in that does what
 * the real one does that matters here: it sets `_ga` and `_ga_<id>` for 2 years, and sends each
 * event to Google's collection endpoint unless `ga-disable-<id>` is set.
 */
const { consent } = site;
const YEAR_S = 365 * 24 * 60 * 60;
const CHROMIUM_MAX_S = 400 * 24 * 60 * 60;

const FAKE_TAG = `(() => {
  const id = new URL(document.currentScript.src).searchParams.get("id");
  window.__dataLayerAtTagLoad = (window.dataLayer || []).map((entry) => JSON.parse(JSON.stringify(Array.from(entry))));
  const twoYears = 2 * ${YEAR_S};
  document.cookie = "_ga=GA1.1.123456789.1700000000; Max-Age=" + twoYears + "; Path=/";
  document.cookie = "_ga_" + id.slice(2) + "=GS1.1.1700000000.1.0.1700000000.0.0.0; Max-Age=" + twoYears + "; Path=/";
  const send = (entry) => {
    const [command, name, params] = Array.from(entry);
    if (command !== "event" || window["ga-disable-" + id]) return;
    const query = new URLSearchParams({ tid: id, en: name });
    for (const [key, value] of Object.entries(params || {})) query.set("ep." + key, String(value));
    fetch("https://region1.google-analytics.com/g/collect?" + query, { method: "POST", mode: "no-cors", keepalive: true });
  };
  window.dataLayer.forEach(send);
  const push = window.dataLayer.push.bind(window.dataLayer);
  window.dataLayer.push = (...entries) => { entries.forEach(send); return push(...entries); };
})();`;

/** Answers every request to another host (Google's tag gets the stand-in) and records its URL. */
async function interceptOtherHosts(context: BrowserContext): Promise<string[]> {
  const requests: string[] = [];
  await context.route(
    (url) => url.hostname !== "127.0.0.1",
    (route) => {
      requests.push(route.request().url());
      const { hostname, pathname } = new URL(route.request().url());
      if (hostname === "www.googletagmanager.com" && pathname === "/gtag/js")
        return route.fulfill({ contentType: "text/javascript", body: FAKE_TAG });
      return route.fulfill({ status: 204 });
    },
  );
  return requests;
}

const analyticsCookies = async (context: BrowserContext) =>
  (await context.cookies())
    .filter((cookie) => /^_ga/.test(cookie.name))
    .map((cookie) => cookie.name)
    .sort();
const banner = (page: Page) => page.getByRole("region", { name: consent.label });
const acceptButton = (page: Page) => banner(page).getByRole("button", { name: consent.accept });
const rejectButton = (page: Page) => banner(page).getByRole("button", { name: consent.reject });
const settingsButton = (page: Page) => page.getByRole("button", { name: consent.settings });
/** The events the stand-in tag sent, as their query parameters. */
const events = (requests: string[]) =>
  requests
    .filter((url) => new URL(url).pathname === "/g/collect")
    .map((url) => Object.fromEntries(new URL(url).searchParams));

async function visit(page: Page, url: string) {
  await page.goto(url);
  await waitForHydration(page);
}

test.describe("with a measurement id", () => {
  test.describe.configure({ mode: "serial" });
  let origin = "";
  let stop = () => {};

  // eslint-disable-next-line no-empty-pattern -- Playwright requires a destructured first argument (no fixtures used).
  test.beforeAll(async ({}, testInfo) => {
    // The first run builds the scratch copy (1-2 minutes here, more on a busy machine); later runs reuse it.
    testInfo.setTimeout(15 * 60_000);
    const server = await serveAnalyticsSite(analyticsSite());
    origin = server.url;
    stop = server.stop;
  });
  test.afterAll(() => stop());

  test("first visit: the banner asks, nothing goes to Google and no _ga cookie exists; after Reject and a reload, still nothing, no banner, and preferences holds the choice for 1 year", async ({
    page,
    context,
  }) => {
    const requests = await interceptOtherHosts(context);
    await visit(page, `${origin}/`);
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole("link", { name: consent.policyLink.label })).toHaveAttribute(
      "href",
      consent.policyLink.to,
    );
    // Side by side, the same size: neither answer is the easier one.
    const [accept, reject] = [await acceptButton(page).boundingBox(), await rejectButton(page).boundingBox()];
    expect(accept!.y).toBe(reject!.y);
    expect([Math.round(accept!.width), Math.round(accept!.height)]).toEqual([
      Math.round(reject!.width),
      Math.round(reject!.height),
    ]);
    const look = (element: Element) =>
      ["color", "background-color", "border", "font-size", "font-weight", "padding"].map((name) =>
        getComputedStyle(element).getPropertyValue(name),
      );
    expect(await acceptButton(page).evaluate(look)).toEqual(await rejectButton(page).evaluate(look));
    await page.waitForLoadState("networkidle");
    expect(requests).toEqual([]);
    expect(await analyticsCookies(context)).toEqual([]);

    await rejectButton(page).click();
    await expect(banner(page)).toBeHidden();
    await page.reload();
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    await expect(banner(page)).toBeHidden();
    expect(requests).toEqual([]);
    expect(await analyticsCookies(context)).toEqual([]);
    const preferences = (await context.cookies()).find((cookie) => cookie.name === CONSENT_COOKIE.name)!;
    expect(preferences.value).toBe("analytics:denied");
    expect(Math.abs(preferences.expires - (Date.now() / 1000 + YEAR_S))).toBeLessThan(60 * 60);
  });

  test("after Accept: the tag is requested with Consent Mode defaults denied before it loaded, analytics_storage alone granted; an application sends one event with slug and department and no personal data", async ({
    page,
    context,
  }) => {
    const requests = await interceptOtherHosts(context);
    await visit(page, `${origin}${careersPath}`);
    await acceptButton(page).click();
    await expect(banner(page)).toBeHidden();
    await expect
      .poll(() => requests.filter((url) => url.startsWith("https://www.googletagmanager.com/gtag/js")))
      .toEqual([`https://www.googletagmanager.com/gtag/js?id=${TEST_MEASUREMENT_ID}`]);
    const atLoad = (await page
      .waitForFunction(() => (window as unknown as { __dataLayerAtTagLoad?: unknown[] }).__dataLayerAtTagLoad)
      .then((handle) => handle.jsonValue()))!;
    expect(atLoad.slice(0, 2)).toEqual([
      [
        "consent",
        "default",
        { ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied", analytics_storage: "denied" },
      ],
      ["consent", "update", { analytics_storage: "granted" }],
    ]);
    expect(JSON.stringify(atLoad)).not.toMatch(/"ad_[a-z_]+":"granted"/);
    expect((await context.cookies()).find((cookie) => cookie.name === CONSENT_COOKIE.name)?.value).toBe(
      "analytics:granted",
    );

    // The careers filter: one event naming the department.
    await page.getByRole("button", { name: /^Design/ }).click();
    await expect
      .poll(() => events(requests))
      .toEqual([expect.objectContaining({ en: "careers_filter_used", "ep.department": "Design" })]);

    const dialogs: string[] = [];
    page.on("dialog", (dialog) => void dialog.accept().then(() => dialogs.push(dialog.message())));
    await visit(page, `${origin}${applyPath("solutions-architect")}`);
    const form = page.getByRole("form", { name: "Your Application" });
    const personal = { fullName: "Asha Rao", email: "asha@example.com", phone: "+91 98765 43210", location: "Patna" };
    for (const [name, value] of Object.entries(personal)) await form.locator(`[name="${name}"]`).fill(value);
    await form.locator('[name="experience"]').selectOption("7+");
    await form.locator('[name="coverLetter"]').fill("I have designed cloud platforms for ten years.");
    await form
      .locator('[name="resume"]')
      .setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: RESUME_PDF });
    await form.locator('[name="consent"]').check();
    await form.getByRole("button", { name: /Submit/ }).click();
    await expect.poll(() => dialogs).toHaveLength(1);
    await expect
      .poll(() => events(requests).filter((event) => event.en === "application_submitted"))
      .toEqual([
        {
          tid: TEST_MEASUREMENT_ID,
          en: "application_submitted",
          "ep.job_slug": "solutions-architect",
          "ep.department": "Engineering",
        },
      ]);
    const sent = decodeURIComponent(requests.join("\n"));
    for (const value of Object.values(personal)) expect(sent).not.toContain(value);
  });

  test("the built Cookie Policy lists every cookie the browser holds after Accept, and the cookie jar contradicts none of its rows", async ({
    page,
    context,
  }) => {
    await interceptOtherHosts(context);
    await visit(page, `${origin}/`);
    await acceptButton(page).click();
    await expect.poll(() => analyticsCookies(context)).toEqual(["_ga", `_ga_${TEST_MEASUREMENT_ID.slice(2)}`]);
    const jar = await context.cookies();

    await visit(page, `${origin}/cookie-policy/`);
    const rows = await page
      .locator("main table tbody tr")
      .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => cell.textContent ?? "")));
    const rowOf = (cookie: Cookie) =>
      rows.find(([name]) => new RegExp(`^${name.replace(/<container-id>/, "[A-Za-z0-9]+")}$`).test(cookie.name));
    const seconds: Record<string, number> = { "2 years": 2 * YEAR_S, "1 year": YEAR_S, "24 hours": 24 * 60 * 60 };
    for (const cookie of jar) {
      const row = rowOf(cookie);
      expect(row, `${cookie.name} is listed in the Cookie Policy`).toBeDefined();
      const [, purpose, duration] = row!;
      expect(purpose, `${cookie.name}: its row does not deny that the site sets it`).not.toContain("does not set");
      if (duration === "Session") expect(cookie.expires, cookie.name).toBe(-1);
      // Chromium keeps no cookie longer than 400 days, as the policy's note on durations says.
      else
        expect(
          Math.abs(cookie.expires - (Date.now() / 1000 + Math.min(seconds[duration], CHROMIUM_MAX_S))),
          `${cookie.name} lasts ${duration}`,
        ).toBeLessThan(60 * 60);
    }
    // A row saying the site does not set its cookie is true of this jar.
    for (const [name, purpose] of rows)
      if (purpose.includes("does not set"))
        expect(
          jar.map((cookie) => cookie.name),
          name,
        ).not.toContain(name);
  });

  test("keyboard alone accepts, reopens with Cookie settings and withdraws: the _ga cookies are deleted and nothing more is sent", async ({
    page,
    context,
  }) => {
    const requests = await interceptOtherHosts(context);
    await visit(page, `${origin}${careersPath}`);
    const tabTo = async (name: string) => {
      for (let step = 0; step < 200; step += 1) {
        await page.keyboard.press("Tab");
        if ((await page.evaluate(() => document.activeElement?.textContent?.trim())) === name) return;
      }
      throw new Error(`Tab never reached ${name}`);
    };
    await tabTo(consent.accept);
    // A visible focus indicator on the focused answer.
    expect(await acceptButton(page).evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe("none");
    await page.keyboard.press("Enter");
    await expect(banner(page)).toBeHidden();
    await expect.poll(() => analyticsCookies(context)).toHaveLength(2);

    await tabTo(consent.settings);
    await page.keyboard.press("Enter");
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toBeFocused();
    await tabTo(consent.reject);
    await page.keyboard.press("Enter");
    await expect(banner(page)).toBeHidden();
    await expect(settingsButton(page)).toBeFocused();
    expect(await analyticsCookies(context)).toEqual([]);
    expect((await context.cookies()).find((cookie) => cookie.name === CONSENT_COOKIE.name)?.value).toBe(
      "analytics:denied",
    );

    const sentBefore = events(requests).length;
    await page.getByRole("button", { name: /^Design/ }).click();
    await page.waitForTimeout(500);
    expect(events(requests)).toHaveLength(sentBefore);
  });

  test("on a 375x812 screen the banner takes at most a fifth of it (163 px), stands apart from the footer, and every footer link and button can be scrolled into view and clicked", async ({
    page,
    context,
  }) => {
    await interceptOtherHosts(context);
    await page.setViewportSize(MOBILE);
    await visit(page, `${origin}/`);
    await expect(banner(page)).toBeVisible();
    const height = (await banner(page).boundingBox())!.height;
    expect(height, "the banner's height at 375x812, px").toBeLessThanOrEqual(163);
    // Not the footer's look: another background, or an edge of its own.
    const look = (element: Element) => getComputedStyle(element).backgroundColor;
    expect(await banner(page).evaluate(look)).not.toBe(await page.locator("footer").evaluate(look));

    // The page ends with room for the banner: at the very end, the footer's last line is above it.
    // Sections take their real height as they are drawn (content-visibility): scroll to the end again until it holds.
    const footerPastBanner = () =>
      page.evaluate((label) => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        const bannerTop = document.querySelector(`section[aria-label="${label}"]`)!.getBoundingClientRect().top;
        return document.querySelector("footer")!.getBoundingClientRect().bottom - bannerTop;
      }, consent.label);
    await expect
      .poll(footerPastBanner, { message: "px of the footer under the banner, scrolled to the very end" })
      .toBeLessThanOrEqual(1);

    const controls = page.locator("footer").locator("a[href], button");
    const count = await controls.count();
    expect(count).toBeGreaterThan(10);
    for (let index = 0; index < count; index += 1) {
      const control = controls.nth(index);
      await control.scrollIntoViewIfNeeded();
      // A trial click: Playwright's own check that the pointer would land on this control, not on the banner.
      await control.click({ trial: true, timeout: 5_000 });
    }
    await expect(banner(page)).toBeVisible();
  });

  test("axe finds no violation with the banner open at 375 and 1280 px, and the banner shifts no layout", async ({
    page,
    context,
  }) => {
    await interceptOtherHosts(context);
    // Every layout shift of the load, and when the banner entered the page.
    type Watch = { shifts: { value: number; at: number }[]; bannerAt?: number };
    await page.addInitScript((label) => {
      const watch: Watch = { shifts: [] };
      (window as unknown as { __watch: Watch }).__watch = watch;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
          watch.shifts.push({ value: entry.value, at: entry.startTime });
      }).observe({ type: "layout-shift", buffered: true });
      new MutationObserver(() => {
        watch.bannerAt ??= document.querySelector(`section[aria-label="${label}"]`) ? performance.now() : undefined;
      }).observe(document, { childList: true, subtree: true });
    }, consent.label);
    for (const viewport of [MOBILE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await visit(page, `${origin}/`);
      await expect(banner(page)).toBeVisible();
      await page.waitForTimeout(500);
      const watch = await page.evaluate(() => (window as unknown as { __watch: Watch }).__watch);
      expect(await banner(page).evaluate((element) => getComputedStyle(element).position)).toBe("fixed");
      expect(watch.bannerAt).toBeDefined();
      // Shifts before the banner existed are not its doing (one was the menu button's: src/components/layout/menu-button.tsx).
      expect(
        watch.shifts.filter((shift) => shift.at >= watch.bannerAt!),
        `layout shifts once the banner showed at ${viewport.width} px`,
      ).toEqual([]);
      // Read after the shifts: axe draws the sections not yet drawn (content-visibility), which moves them.
      await expectNoAxeViolations(page);
    }
  });
});

test("with no measurement id (the suite's build): no banner, no Cookie settings, no request to another host and no cookie", async ({
  page,
  context,
}) => {
  const requests = await interceptOtherHosts(context);
  await page.goto(careersPath);
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  await expect(banner(page)).toHaveCount(0);
  await expect(settingsButton(page)).toHaveCount(0);
  await page.getByRole("button", { name: /^Design/ }).click();
  await page.waitForTimeout(300);
  expect(requests).toEqual([]);
  expect(await context.cookies()).toEqual([]);
  expect(await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute("content")).not.toContain(
    "google",
  );
});
