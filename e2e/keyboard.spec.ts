import { expect, test, type Page } from "@playwright/test";
import { RESUME_PDF } from "./resume-file";
import { DESKTOP, expectVisibleFocus, open } from "./helpers";
import { pages } from "./routes";

test.use({ viewport: DESKTOP });

const careersPath = pages.find((page) => page.slug === "careers")!.path;

/** What keyboard focus is on, read after each key press. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement & {
      name?: string;
      type?: string;
      value?: string;
      required?: boolean;
    };
    return {
      tag: element.tagName.toLowerCase(),
      href: element.getAttribute("href"),
      text: (element.textContent ?? "").trim(),
      name: element.getAttribute("name") ?? "",
      type: element.getAttribute("type") ?? "",
      inMainNav: Boolean(element.closest("nav[aria-label='Main']")),
    };
  });

/** Presses Tab until `wanted` matches the focused element, checking the focus indicator at every stop. */
async function tabTo(page: Page, what: string, wanted: (element: Awaited<ReturnType<typeof focused>>) => boolean) {
  for (let presses = 1; presses <= 80; presses += 1) {
    await page.keyboard.press("Tab");
    await expectVisibleFocus(page, `Tab ${presses} towards ${what}`);
    if (wanted(await focused(page))) return;
  }
  throw new Error(`80 presses of Tab did not reach ${what}`);
}

/** Keyboard input for the application form's required controls (sent by keyboard alone). */
const ANSWERS: Record<string, string> = {
  fullName: "Ada Lovelace",
  email: "ada@example.com",
  phone: "+44 20 7946 0000",
  location: "London, United Kingdom",
  coverLetter: "I have built accessible, fast web applications for ten years and would like to join your team.",
};
const REQUIRED = [...Object.keys(ANSWERS), "experience", "resume", "consent"];

test("keyboard only: from home to a job's apply page, fill in the form and submit it, focus always visible", async ({
  page,
}) => {
  await open(page, "/");

  await tabTo(page, "Careers in the main navigation", (element) => element.inMainNav && element.href === careersPath);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${careersPath}$`));
  await page.waitForLoadState("networkidle");

  await tabTo(
    page,
    "an Apply Now link",
    (element) => /apply now/i.test(element.text) && /\/apply\/$/.test(element.href ?? ""),
  );
  const applyPath = (await focused(page)).href!;
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${applyPath}$`));
  await page.waitForLoadState("networkidle");

  // Fill each control as Tab reaches it; the submit button ends the walk.
  const filled = new Set<string>();
  for (let presses = 1; presses <= 80; presses += 1) {
    await page.keyboard.press("Tab");
    await expectVisibleFocus(page, `form, Tab ${presses}`);
    const element = await focused(page);
    if (element.tag === "button" && element.type === "submit") break;
    if (element.name in ANSWERS) await page.keyboard.type(ANSWERS[element.name]);
    else if (element.tag === "select" && element.name === "experience") await page.keyboard.press("ArrowDown");
    else if (element.type === "checkbox" && element.name === "consent") await page.keyboard.press("Space");
    else if (element.type === "file" && element.name === "resume") {
      // The one step no browser lets a keyboard do in a test: choosing the file in the OS dialog.
      await page.locator(":focus").setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: RESUME_PDF });
    } else continue;
    await expectVisibleFocus(page, `after filling ${element.name}`);
    filled.add(element.name);
  }
  expect([...filled].sort(), "every required control was reached by Tab and filled").toEqual([...REQUIRED].sort());

  // The alert is accepted as soon as it opens: an open alert blocks the page, and when the server
  // answers between the key's down and up events (seen under CI load) the press would never finish.
  const dialogs: { type: string; message: string }[] = [];
  page.once("dialog", async (dialog) => {
    dialogs.push({ type: dialog.type(), message: dialog.message() });
    await dialog.accept();
  });
  await page.keyboard.press("Enter");
  await expect.poll(() => dialogs).toEqual([{ type: "alert", message: expect.stringMatching(/success/i) }]);
  await expect(page).toHaveURL(new RegExp(`${applyPath}$`));
});
