import { expect, test, type Page } from "@playwright/test";
import { expectEachRefusalMarked, open, type Refusal, watchErrors } from "./helpers";
import site from "../data/site.json";
import contact from "../data/contact.json";
import { SHORT_MAX } from "../shared/form-rules/fields";
import { readJson, storedFiles } from "./submissions";
import { tooManySubmissions } from "../server/rate-limit";

const { contactSuccessMs } = site.constants;
/** Long enough for a message to reach the local server and its answer to come back. */
const requestMs = 2000;
const form = (page: Page) => page.getByRole("form", { name: "Send Us a Message" });
const field = (page: Page, name: string) => form(page).locator(`[name="${name}"]`);

test.describe("Contact form", () => {
  test("is sent by keyboard alone to the real server: sending, sent, then the empty form", async ({ page }) => {
    const errors = watchErrors(page);
    // The real request takes milliseconds here; hold it briefly so the sending state can be seen.
    await page.route("**/api/contact", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    const before = storedFiles("contact").length;
    await open(page, "/contact/");
    // Tab from the top of the page to the first field, as a keyboard user would.
    for (let presses = 0; presses < 40; presses++) {
      await page.keyboard.press("Tab");
      if (await page.evaluate(() => document.activeElement?.getAttribute("name") === "name")) break;
    }
    await expect(field(page, "name")).toBeFocused();
    await page.keyboard.type("Asha Rao");
    await page.keyboard.press("Tab");
    await page.keyboard.type("asha@example.com");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Rao Traders");
    await page.keyboard.press("Tab");
    await page.keyboard.type("+91 98765 43210");
    await page.keyboard.press("Tab");
    await page.keyboard.type("A new online shop");
    await page.keyboard.press("Tab");
    await page.keyboard.type("We sell spices and need an online shop.");
    await page.keyboard.press("Tab");
    await expect(field(page, "budget")).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Tab");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Send Message" })).toBeFocused();
    await page.keyboard.press("Enter");

    const sending = page.getByRole("button", { name: "Sending..." });
    await expect(sending).toBeDisabled();
    const success = page.getByRole("status").filter({ hasText: "Message Sent Successfully!" });
    await expect(success).toBeVisible({ timeout: requestMs });
    await expect(success).toContainText("Thank you for reaching out. We'll be in touch soon.");
    const stored = storedFiles("contact")
      .slice(before)
      .map((file) => JSON.stringify(readJson(file)));
    expect(stored.some((entry) => entry.includes("We sell spices and need an online shop."))).toBe(true);
    await expect(success.locator("[tabindex='-1']")).toBeFocused();

    await expect(page.getByRole("button", { name: "Send Message" })).toBeVisible({ timeout: contactSuccessMs + 2000 });
    await expect(success).toHaveCount(0);
    for (const name of ["name", "email", "company", "phone", "subject", "message", "budget", "timeline"]) {
      await expect(field(page, name)).toHaveValue("");
    }
    expect(errors).toEqual([]);
  });

  test("once the success message has gone, a short line keeps the reference: still there 5 s after sending", async ({
    page,
  }) => {
    await open(page, "/contact/");
    await field(page, "name").fill("Asha Rao");
    await field(page, "email").fill("asha@example.com");
    await field(page, "subject").fill("A new online shop");
    await field(page, "message").fill("We sell spices and need an online shop.");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Message Sent Successfully!" })).toBeVisible({
      timeout: requestMs,
    });
    await page.waitForTimeout(5000);
    await expect(page.getByRole("button", { name: "Send Message" })).toBeVisible();
    await expect(field(page, "message")).toHaveValue("");
    await expect(page.getByText(/^Sent: reference NX-[A-Z0-9-]+, reply within 24 hours\.$/)).toBeVisible();
  });

  test("on a 375x812 phone the form's first field starts within 900 px of the top", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await open(page, "/contact/");
    const top = await field(page, "name").evaluate((input) => input.getBoundingClientRect().top + window.scrollY);
    expect(top).toBeLessThanOrEqual(900);
  });

  test("a failed request keeps everything typed and shows the error with the email fallback", async ({ page }) => {
    await page.route("**/api/contact", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: '{"error":"Your submission could not be saved. Please try again in a moment."}',
      }),
    );
    await open(page, "/contact/");
    await field(page, "name").fill("Asha Rao");
    await field(page, "email").fill("asha@example.com");
    await field(page, "subject").fill("A new online shop");
    await field(page, "message").fill("We sell spices and need an online shop.");
    await field(page, "budget").selectOption({ index: 2 });
    await page.getByRole("button", { name: "Send Message" }).click();
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("Your submission could not be saved. Please try again in a moment.");
    await expect(alert.getByRole("link", { name: site.contact.email })).toHaveAttribute(
      "href",
      `mailto:${site.contact.email}`,
    );
    await expect(field(page, "name")).toHaveValue("Asha Rao");
    await expect(field(page, "message")).toHaveValue("We sell spices and need an online shop.");
    await expect(field(page, "budget")).not.toHaveValue("");
    await expect(page.getByText("Message Sent Successfully!")).toHaveCount(0);
  });

  test("a bot that fills the hidden honeypot through the page is refused by the real server, and nothing is stored", async ({
    page,
  }) => {
    await open(page, "/contact/");
    await field(page, "name").fill("Spam Bot");
    await field(page, "email").fill("bot@example.com");
    await field(page, "subject").fill("Cheap links");
    await field(page, "message").fill("Buy links now.");
    await field(page, "website").evaluate((input: HTMLInputElement) => void (input.value = "http://spam.example"));
    const answer = page.waitForResponse("**/api/contact");
    await page.getByRole("button", { name: "Send Message" }).click();
    expect((await answer).status()).toBe(400);
    await expect(page.getByRole("alert")).toContainText("This field must be left empty.");
    await expect(page.getByText("Message Sent Successfully!")).toHaveCount(0);
    // Other tests store messages at the same time: look for this one's text, not at the count.
    expect(storedFiles("contact").some((file) => JSON.stringify(readJson(file)).includes("Buy links now."))).toBe(
      false,
    );
  });

  test("too many submissions: the visitor reads the server's own words, with the email fallback", async ({ page }) => {
    // The server under test runs without a limit (playwright.config.ts); its 429 answer is
    // tested in the integration suite. Here the same answer, built by the same function, is
    // given to the browser.
    await page.route("**/api/contact", (route) =>
      route.fulfill({
        status: 429,
        headers: { "Retry-After": "600" },
        contentType: "application/json",
        body: JSON.stringify({ error: tooManySubmissions(600) }),
      }),
    );
    await open(page, "/contact/");
    for (const [name, value] of Object.entries({
      name: "Asha Rao",
      email: "asha@example.com",
      subject: "Hello",
      message: "Hi there",
    }))
      await field(page, name).fill(value);
    await page.getByRole("button", { name: "Send Message" }).click();
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("Too many submissions. Please try again in 10 minute(s).");
    await expect(alert.getByRole("link", { name: site.contact.email })).toBeVisible();
    await expect(field(page, "message")).toHaveValue("Hi there");
  });

  test("every control the server refuses is marked alone, described by the server's message, with whole id references", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await open(page, "/contact/");
    const valid = {
      name: "Asha Rao",
      email: "asha@example.com",
      subject: "A new online shop",
      message: "We sell spices and need an online shop.",
    };
    for (const [name, value] of Object.entries(valid)) await field(page, name).fill(value);
    const typed = (name: string, refused: string, restored = ""): Refusal => ({
      name,
      refuse: () => field(page, name).fill(refused),
      restore: () => field(page, name).fill(restored),
    });
    // The selects offer only values the server accepts; another value can only come from another
    // client, so the request is rewritten on its way to the real server, which answers it.
    const chosen = (name: string, refused: string): Refusal => ({
      name,
      refuse: async () => {
        await page.route("**/api/contact", (route) =>
          route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), [name]: refused }) }),
        );
      },
      restore: () => page.unroute("**/api/contact"),
    });
    const before = storedFiles("contact").length;
    await expectEachRefusalMarked(page, {
      form: form(page),
      submit: page.getByRole("button", { name: "Send Message" }),
      endpoint: "/api/contact",
      refusals: [
        // Values the browser lets through (see the application form's test for why each passes).
        typed("name", "   ", valid.name),
        typed("email", `${"a".repeat(SHORT_MAX)}@example.com`, valid.email), // the browser's rule, the server's too, has no length limit
        typed("company", "x".repeat(SHORT_MAX + 1)),
        typed("phone", "call me"),
        typed("subject", "   ", valid.subject),
        typed("message", "   ", valid.message),
        chosen("budget", "a fortune"),
        chosen("timeline", "someday"),
      ],
    });
    expect(storedFiles("contact").length).toBe(before);
    await expect(page.getByText("Message Sent Successfully!")).toHaveCount(0);
  });

  test("the browser blocks an empty required field and an invalid email", async ({ page }) => {
    await open(page, "/contact/");
    const send = page.getByRole("button", { name: "Send Message" });
    await send.click();
    expect(await field(page, "name").evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    await expect(form(page).locator(":invalid")).toHaveCount(4);
    await expect(page.getByRole("button", { name: "Sending..." })).toHaveCount(0);

    await field(page, "name").fill("Asha Rao");
    await field(page, "email").fill("not-an-email");
    await field(page, "subject").fill("Hello");
    await field(page, "message").fill("Hi there");
    await send.click();
    expect(await field(page, "email").evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);
    await expect(form(page).locator(":invalid")).toHaveCount(1);
    await page.waitForTimeout(requestMs);
    await expect(page.getByText("Message Sent Successfully!")).toHaveCount(0);
    await expect(send).toBeEnabled();
  });
});

test.describe("FAQ", () => {
  test("each question expands and collapses its answer", async ({ page }) => {
    await open(page, "/contact/");
    const question = page.getByRole("button", { name: "Who owns the code when the project is finished?" });
    const answer = page.getByText(/All code, designs and documentation/);
    await expect(question).toHaveAttribute("aria-expanded", "false");
    await expect(answer).toBeHidden();
    await question.click();
    await expect(question).toHaveAttribute("aria-expanded", "true");
    await expect(answer).toBeVisible();
    await question.press("Enter");
    await expect(question).toHaveAttribute("aria-expanded", "false");
    await expect(answer).toBeHidden();
  });
});

test.describe("reaching us from another time zone", () => {
  test("a second line answers in Tallinn's hours, named in its own time zone, beside the email's every-day reply", async ({
    page,
  }) => {
    await page.goto("/contact/");
    const panel = page
      .getByRole("main")
      .locator("div")
      .filter({
        has: page.getByRole("heading", { name: contact.europeHeading }),
      });
    await expect(panel.last().getByRole("link", { name: site.europeLine.phone })).toHaveAttribute(
      "href",
      site.europeLine.phoneHref,
    );
    await expect(panel.last()).toContainText(site.europeLine.timeZone);
    for (const row of site.europeLine.hours) await expect(panel.last()).toContainText(`${row.days}${row.hours}`);
    await expect(page.getByRole("main")).toContainText("we read email every day and reply within 24 hours");
  });
});
