import { expect, test, type Page } from "@playwright/test";
import { RESUME_PDF } from "./resume-file";
import careers from "../data/careers.json";
import { SHORT_MAX } from "../shared/form-rules/fields";
import { ISLAND_ATTRIBUTE, ISLAND_HYDRATED } from "gatsby-plugin-islands/names";
import {
  containing,
  expectEachRefusalMarked,
  expectWholeIdReferences,
  open,
  type Refusal,
  setNoValidate,
  watchErrors,
} from "./helpers";
import { readJson, storedFiles } from "./submissions";

const PATH = "/careers/solutions-architect/apply/";
const ALERT = "Application submitted successfully! We will get back to you soon.";
const form = (page: Page) => page.getByRole("form", { name: "Your Application" });
const field = (page: Page, name: string) => form(page).locator(`[name="${name}"]`);
const resume = (name: string) => ({ name, mimeType: "application/pdf", buffer: RESUME_PDF });
const storedApplications = () => storedFiles("applications");

async function fillValidApplication(page: Page) {
  await field(page, "fullName").fill("Asha Rao");
  await field(page, "email").fill("asha@example.com");
  await field(page, "phone").fill("+91 98765 43210");
  await field(page, "location").fill("Patna");
  await field(page, "experience").selectOption("7+");
  await field(page, "coverLetter").fill("I have designed cloud platforms for ten years.");
  await field(page, "resume").setInputFiles(resume("cv.pdf"));
  await field(page, "consent").check();
}

/** Records every dialog (and accepts it), so a test can assert that none or one appeared. */
function collectDialogs(page: Page): string[] {
  const messages: string[] = [];
  page.on("dialog", async (dialog) => {
    messages.push(dialog.message());
    await dialog.accept();
  });
  return messages;
}

test.describe("Application form", () => {
  test("is submitted end to end and confirms with the spec's alert", async ({ page }) => {
    const errors = watchErrors(page);
    const dialogs = collectDialogs(page);
    await open(page, PATH);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Apply for Solutions Architect");
    await expect(page.getByRole("link", { name: "View full job description" })).toHaveAttribute(
      "href",
      "/careers/solutions-architect/",
    );

    await page.getByLabel("Full Name").fill("Asha Rao");
    await page.getByLabel("Email").fill("asha@example.com");
    await page.getByLabel("Phone").fill("+91 98765 43210");
    await page.getByLabel("Location").fill("Patna");
    await page.getByLabel("Portfolio URL").fill("https://asha.example.com");
    await page.getByLabel("Years of Experience").selectOption("7+");
    await page.getByLabel("Available Start Date").fill("2027-01-15");
    await page.getByLabel("Cover Letter").fill("I have designed cloud platforms for ten years.");
    await page.getByLabel("Resume/CV").setInputFiles(resume("first.pdf"));
    await expect(page.getByText("Selected file: first.pdf")).toBeAttached();
    await page.getByLabel("Resume/CV").setInputFiles(resume("second.pdf"));
    await expect(page.getByText("Selected file: second.pdf")).toBeAttached();
    await expect(page.getByText("Selected file: first.pdf")).toHaveCount(0);
    // The name is shown once, by the control itself; the line above is for screen readers only.
    await expect(page.getByText("Selected file: second.pdf")).toHaveCSS("position", "absolute");

    await page.getByRole("checkbox", { name: /I agree/ }).check();

    const before = storedApplications().length;
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect.poll(() => dialogs).toEqual([ALERT]);
    await expect(page).toHaveURL(new RegExp(`${PATH}$`));
    expect(errors).toEqual([]);
    // The server stored it, with its résumé, before the browser was told it was received.
    const stored = storedApplications()
      .slice(before)
      .map((file) => JSON.stringify(readJson(file)));
    expect(stored.some((entry) => entry.includes("Asha Rao") && entry.includes("solutions-architect"))).toBe(true);
  });

  test("after sending, the form's heading is in view below the sticky header, and the confirmation names the role", async ({
    page,
  }) => {
    collectDialogs(page);
    await page.setViewportSize({ width: 375, height: 812 });
    await open(page, PATH);
    await fillValidApplication(page);
    await page.getByRole("button", { name: "Submit Application" }).click();
    const sent = page.getByRole("status").filter({ hasText: "We received your application for Solutions Architect." });
    await expect(sent).toBeVisible();
    const heading = page.getByRole("heading", { level: 2, name: "Your Application" });
    await expect(heading).toBeInViewport({ ratio: 1 });
    // Not under the sticky header: its top edge is below the header's bottom edge.
    const headerBottom = await page
      .locator("header")
      .first()
      .evaluate((header) => header.getBoundingClientRect().bottom);
    expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(headerBottom);
    await expect(sent).toBeInViewport();
  });

  test("on a 375x812 phone the form's first field is in the first screen", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await open(page, PATH);
    await expect(field(page, "fullName")).toBeInViewport({ ratio: 1 });
  });

  test("the campaign of the page where the visit began is stored with the application; a direct visit stores none", async ({
    page,
    context,
  }) => {
    const dialogs = collectDialogs(page);
    const storedWith = (letter: string) =>
      storedApplications()
        .map((file) => readJson(file) as { data: Record<string, string> })
        .find((entry) => entry.data.coverLetter === letter)?.data;

    await open(page, "/careers/?utm_source=linkedin&utm_campaign=autumn");
    await page.getByRole("link", { name: "Apply Now for Solutions Architect" }).click();
    await expect(page).toHaveURL(new RegExp(`${PATH}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Apply for Solutions Architect");
    await fillValidApplication(page);
    const campaignLetter = `Found you on LinkedIn ${Date.now()}.`;
    await field(page, "coverLetter").fill(campaignLetter);
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect.poll(() => dialogs).toEqual([ALERT]);
    await expect
      .poll(() => storedWith(campaignLetter))
      .toMatchObject({ utm_source: "linkedin", utm_campaign: "autumn", utm_medium: "", ref: "" });
    expect(await context.cookies()).toEqual([]);

    const direct = await context.newPage();
    const directDialogs = collectDialogs(direct);
    await open(direct, PATH);
    await fillValidApplication(direct);
    const directLetter = `Came straight to the site ${Date.now()}.`;
    await field(direct, "coverLetter").fill(directLetter);
    await direct.getByRole("button", { name: "Submit Application" }).click();
    await expect.poll(() => directDialogs).toEqual([ALERT]);
    await expect
      .poll(() => storedWith(directLetter))
      .toMatchObject({ utm_source: "", utm_medium: "", utm_campaign: "", ref: "" });
  });

  test("a campaign landing page left before its islands ran still credits the application made on the next page", async ({
    page,
  }) => {
    const dialogs = collectDialogs(page);
    // The landing page's only island (the menu) is held back, so that none of it has run.
    await page.route(/\/static\/islands\/menu-[^/]+\.js$/, () => new Promise(() => {}));
    await page.goto("/careers/solutions-architect/?utm_source=newsletter&utm_campaign=winter");
    await expect(page.locator(`[${ISLAND_ATTRIBUTE}="${ISLAND_HYDRATED}"]`), "no island has run").toHaveCount(0);
    await page.goto(PATH); // a new document, as a link followed before the app starts loads one
    await fillValidApplication(page);
    const letter = `Read your newsletter ${Date.now()}.`;
    await field(page, "coverLetter").fill(letter);
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect.poll(() => dialogs).toEqual([ALERT]);
    const stored = () =>
      storedApplications()
        .map((file) => readJson(file) as { data: Record<string, string> })
        .find((entry) => entry.data.coverLetter === letter)?.data;
    await expect.poll(stored).toMatchObject({ utm_source: "newsletter", utm_campaign: "winter" });
  });

  test("a failed request keeps every field and the chosen file, and says so", async ({ page }) => {
    const dialogs = collectDialogs(page);
    await page.route("**/api/applications", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"Internal error"}' }),
    );
    await open(page, PATH);
    await fillValidApplication(page);
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByRole("alert")).toContainText("everything you entered is still here");
    await expect(field(page, "fullName")).toHaveValue("Asha Rao");
    await expect(field(page, "coverLetter")).toHaveValue("I have designed cloud platforms for ten years.");
    await expect(page.getByText("Selected file: cv.pdf")).toBeVisible();
    await expect(page.getByRole("checkbox", { name: /I agree/ })).toBeChecked();
    expect(dialogs).toEqual([]);
  });

  test("a résumé the server refuses by its content is marked at its field, and nothing is stored", async ({ page }) => {
    const dialogs = collectDialogs(page);
    await open(page, PATH);
    await fillValidApplication(page);
    // Named and typed as a PDF, but the bytes are plain text: only the server can tell.
    await field(page, "resume").setInputFiles({
      name: "cv.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("not really a PDF"),
    });
    const before = storedApplications().length;
    await page.getByRole("button", { name: "Submit Application" }).click();

    await expect(page.getByRole("alert")).toContainText("Please check the fields marked above.");
    await expect(field(page, "resume")).toHaveAttribute("aria-invalid", "true");
    await expect(field(page, "resume")).toBeFocused();
    await expect(field(page, "resume")).toHaveAccessibleDescription(/PDF, DOC or DOCX/);
    // The hint stays with the error: its id and the input's aria-describedby come from the same render.
    await expect(field(page, "resume")).toHaveAccessibleDescription(containing(careers.application.resumeHint));
    await expectWholeIdReferences(page, "after the server refused the résumé");
    await expect(field(page, "fullName")).toHaveValue("Asha Rao");
    await expect(field(page, "fullName")).not.toHaveAttribute("aria-invalid");
    expect(storedApplications().length).toBe(before);
    expect(dialogs).toEqual([]);
  });

  test("every other control the server refuses is marked alone, described by the server's message, with whole id references", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const dialogs = collectDialogs(page);
    await open(page, PATH);
    await fillValidApplication(page);
    const typed = (name: string, refused: string, valid = ""): Refusal => ({
      name,
      refuse: () => field(page, name).fill(refused),
      restore: () => field(page, name).fill(valid),
    });
    const tooLong = "x".repeat(SHORT_MAX + 1); // the inputs set no maxlength: the server's limit is the one
    const before = storedApplications().length;
    await expectEachRefusalMarked(page, {
      form: form(page),
      submit: page.getByRole("button", { name: "Submit Application" }),
      endpoint: "/api/applications",
      refusals: [
        // Values the browser lets through: spaces satisfy `required` (the server trims them), an
        // address the browser's own rule accepts (the server's is the same) can be over 200
        // characters, a URL whose host has no dot passes, a telephone input takes any text, and a
        // date input holds years past 9999.
        typed("fullName", "   ", "Asha Rao"),
        typed("email", `${"a".repeat(SHORT_MAX)}@example.com`, "asha@example.com"),
        typed("phone", "call me", "+91 98765 43210"),
        typed("location", "   ", "Patna"),
        typed("portfolioUrl", "https://localhost"),
        typed("linkedin", "https://localhost"),
        typed("github", "https://localhost"),
        typed("currentRole", tooLong),
        typed("expectedSalary", tooLong),
        typed("startDate", "10000-01-01"),
        typed("coverLetter", "   ", "I have designed cloud platforms for ten years."),
        // A required choice or box left empty reaches the server only past the browser's validation.
        {
          name: "experience",
          refuse: async () => {
            await setNoValidate(form(page), true);
            await field(page, "experience").selectOption("");
          },
          restore: async () => {
            await field(page, "experience").selectOption("7+");
            await setNoValidate(form(page), false);
          },
        },
        {
          name: "consent",
          refuse: async () => {
            await setNoValidate(form(page), true);
            await field(page, "consent").uncheck();
          },
          restore: async () => {
            await field(page, "consent").check();
            await setNoValidate(form(page), false);
          },
        },
      ],
    });
    expect(storedApplications().length).toBe(before);
    expect(dialogs).toEqual([]);
  });

  test("a résumé over 5 MB is refused in the browser before any request", async ({ page }) => {
    let requests = 0;
    page.on("request", (request) => {
      if (request.url().includes("/api/applications")) requests += 1;
    });
    await open(page, PATH);
    await fillValidApplication(page);
    await field(page, "resume").setInputFiles({
      name: "big.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
    });
    await expect(field(page, "resume")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText(/larger than 5 MB/)).toBeVisible();
    await expectWholeIdReferences(page, "after the browser refused the résumé");
    await page.getByRole("button", { name: "Submit Application" }).click();
    await page.waitForTimeout(300);
    expect(requests).toBe(0);
  });

  test("the browser blocks an empty required field and an invalid email", async ({ page }) => {
    const dialogs = collectDialogs(page);
    await open(page, PATH);
    const submit = page.getByRole("button", { name: "Submit Application" });
    await submit.click();
    expect(await field(page, "fullName").evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    expect(await field(page, "resume").evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    await expect(form(page).locator(":invalid")).toHaveCount(8);

    await field(page, "fullName").fill("Asha Rao");
    await field(page, "email").fill("asha-at-example");
    await field(page, "phone").fill("+91 98765 43210");
    await field(page, "location").fill("Patna");
    await field(page, "experience").selectOption("3-5");
    await field(page, "coverLetter").fill("Hello");
    await field(page, "resume").setInputFiles(resume("cv.pdf"));
    await field(page, "consent").check();
    await submit.click();
    expect(await field(page, "email").evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);
    await expect(form(page).locator(":invalid")).toHaveCount(1);
    await page.waitForTimeout(300);
    expect(dialogs).toEqual([]);
  });
});
