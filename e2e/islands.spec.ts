import { expect, test } from "@playwright/test";
import { ISLAND_ATTRIBUTE, ISLAND_HYDRATED } from "../src/browser/hydration";
import { disableViewportPrefetch, MOBILE, open, watchErrors } from "./helpers";

// The interactive parts of a page hydrate one at a time after the first render, as they come into
// view or as soon as they are touched (src/browser/hydration.ts). What a visitor must never notice:
// a first click, focus or keystroke that does nothing, or typing that is lost.
test.use({ viewport: MOBILE });

const islands = `[${ISLAND_ATTRIBUTE}]`;

test("an island out of view keeps the server's HTML until it comes into view, then works", async ({ page }) => {
  const problems = watchErrors(page);
  await open(page, "/contact/");
  const faq = page.locator(islands).filter({ has: page.getByRole("button", { name: /\?$/ }) });
  await expect(faq, "the FAQ, far below the fold at 375 px, waits").not.toHaveAttribute(ISLAND_ATTRIBUTE, ISLAND_HYDRATED);

  await faq.getByRole("button").first().scrollIntoViewIfNeeded();
  await expect(faq).toHaveAttribute(ISLAND_ATTRIBUTE, ISLAND_HYDRATED);
  const question = faq.getByRole("button").first();
  await question.click();
  await expect(question).toHaveAttribute("aria-expanded", "true");
  expect(problems).toEqual([]);
});

test("the first click on a waiting island is not lost: the pointer's arrival hydrates it before the click lands", async ({ page }) => {
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

test("a filter in the address applies at once, even with the list out of view", async ({ page }) => {
  await open(page, "/careers/?department=Design");
  await expect(page.getByRole("button", { name: "Design" })).toHaveAttribute("aria-pressed", "true");
});

test("a form waits until it is used, even in view; a bare click (no pointer or focus first) opens it", async ({ page }) => {
  const problems = watchErrors(page);
  await open(page, "/contact/");
  const form = page.locator(islands).filter({ has: page.locator("form") });
  await form.locator("form").scrollIntoViewIfNeeded();
  await page.waitForTimeout(1000); // islands in view open within a task or two; this one must not
  await expect(form, "the contact form, in view but unused, waits").not.toHaveAttribute(ISLAND_ATTRIBUTE, ISLAND_HYDRATED);

  // A screen reader's activation can be a bare click, with no pointer or focus before it: it opens
  // the form too, before the click arrives (here on the form's own text, which moves no focus).
  await form.locator("form").evaluate((element) => element.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true })));
  await expect(form).toHaveAttribute(ISLAND_ATTRIBUTE, ISLAND_HYDRATED);
  expect(problems).toEqual([]);
});
