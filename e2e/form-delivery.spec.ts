import crypto from "node:crypto";
import { RESUME_PDF } from "./resume-file";
import { expect, test, type Page } from "@playwright/test";
import { startMailServer, type Mail } from "../__tests__/integration/mail-server";
import careers from "../data/careers.json";
import contact from "../data/contact.json";
import { appliedPath, applyPath, contactPath, contactSentPath } from "../shared/routes";
import { freePort, startServer, type RunningServer } from "../__tests__/integration/server-process";

/** Where the screenshots of the pages a visitor without JavaScript lands on are kept (SHOTS_DIR). */
const SHOTS = process.env.SHOTS_DIR ?? "test-results/form-delivery";
const COMPANY = "hr@example.com";
/** What fillApplication types unless told otherwise. */
const applicant = {
  fullName: "Asha Rao",
  phone: "+91 98765 43210",
  location: "Patna",
  coverLetter: "I have designed cloud platforms for ten years.",
  resumeName: "cv.pdf",
};

/**
 * A visitor whose browser runs no JavaScript (blocked, or a script that failed to load) sends
 * both forms: the browser posts them itself, the server stores and notifies them as it does the
 * script's posts, and answers with a page showing the reference. With JavaScript, a double click
 * or a retry after a lost answer sends one application. The server here has its own mail
 * receiver, so the company's email and the confirmation are counted too.
 */
test.describe("the forms delivered once, with and without JavaScript", () => {
  test.describe.configure({ mode: "serial" });
  let server: RunningServer;
  let mails: Mail[] = [];
  let smtp: Awaited<ReturnType<typeof startMailServer>>;

  test.beforeAll(async () => {
    const smtpPort = await freePort();
    smtp = await startMailServer(smtpPort);
    mails = smtp.mails;
    server = await startServer({
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      NOTIFY_TO: COMPANY,
      OUTBOX_POLL_MS: "100",
      RATE_LIMIT_MAX: "0",
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  const noScript = (browser: import("@playwright/test").Browser, width: number) =>
    browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
  const companyMailAbout = (ref: string) => mails.filter((mail) => mail.to.includes(COMPANY) && mail.raw.includes(ref));
  const address = (name: string) => `${name}.${crypto.randomBytes(3).toString("hex")}@example.com`;
  const reference = (page: Page) => new URL(page.url()).searchParams.get("ref")!;

  for (const width of [375, 1280]) {
    test(`the contact form at ${width} px: stored, notified, and a page with the reference`, async ({ browser }) => {
      const context = await noScript(browser, width);
      const page = await context.newPage();
      await page.goto(`${server.url}${contactPath}`);
      const form = page.getByRole("form", { name: contact.formHeading });
      const email = address("plain");
      await form.getByLabel(contact.labels.name).fill("Jane O'Brien");
      await form.getByLabel(contact.labels.email).fill(email);
      await form.getByLabel(contact.labels.subject).fill("A quote without scripts");
      await form.getByLabel(contact.labels.message).fill("Our browser runs no JavaScript.");
      await form.getByRole("button", { name: contact.submitLabel }).click();

      await page.waitForURL((url) => url.pathname === contactSentPath);
      const ref = reference(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(contact.successTitle);
      await expect(page.getByText(ref)).toBeVisible();
      // The page shows the short reference people quote (NX-…); the record holds it beside its id.
      expect(await server.store.find(email, () => undefined)).toEqual([
        expect.objectContaining({
          reference: ref,
          data: expect.objectContaining({ name: "Jane O'Brien", email, subject: "A quote without scripts" }),
        }),
      ]);
      await expect.poll(() => companyMailAbout(ref).length, { timeout: 15_000 }).toBe(1);
      await page.screenshot({ path: `${SHOTS}/contact-sent-${width}.png`, fullPage: true });
      await context.close();
    });

    test(`the application form at ${width} px: stored, notified, and a page with the reference and the open positions`, async ({
      browser,
    }) => {
      const context = await noScript(browser, width);
      const page = await context.newPage();
      await page.goto(`${server.url}${applyPath("solutions-architect")}`);
      const email = address("plainapp");
      const form = await fillApplication(page, email, {
        fullName: "Jürgen Müller",
        phone: "+49 30 1234567",
        location: "Berlin",
        coverLetter: "I apply with a browser that runs no JavaScript.",
        resumeName: "Lebenslauf_Müller.pdf",
      });
      await form.getByRole("button", { name: careers.application.submitLabel }).click();

      await page.waitForURL((url) => url.pathname === appliedPath);
      const ref = reference(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(careers.application.sentHeading);
      await expect(page.getByText(careers.application.successMessage)).toBeVisible();
      await expect(page.getByText(ref)).toBeVisible();
      await expect(page.getByRole("heading", { name: careers.application.otherPositionsHeading })).toBeVisible();
      await expect(page.getByRole("link", { name: "Data Analyst" })).toHaveAttribute("href", "/careers/data-analyst/");
      await expect(page.getByRole("link", { name: "Solutions Architect" })).toHaveCount(0); // the one just applied for
      expect(await server.store.find(email, () => undefined)).toEqual([
        expect.objectContaining({
          reference: ref,
          data: expect.objectContaining({ fullName: "Jürgen Müller", email }),
          resume: expect.objectContaining({ originalName: "Lebenslauf_Müller.pdf" }),
        }),
      ]);
      await expect.poll(() => companyMailAbout(ref).length, { timeout: 15_000 }).toBe(1);
      await page.screenshot({ path: `${SHOTS}/application-sent-${width}.png`, fullPage: true });
      await context.close();
    });
  }

  /** Fills the application form of the page as a visitor would (with `as` in place of the defaults). */
  async function fillApplication(page: Page, email: string, as: Partial<typeof applicant> = {}) {
    const values = { ...applicant, ...as };
    const form = page.getByRole("form", { name: careers.application.formHeading });
    const field = (name: string) => form.locator(`[name="${name}"]`);
    await field("fullName").fill(values.fullName);
    await field("email").fill(email);
    await field("phone").fill(values.phone);
    await field("location").fill(values.location);
    await field("experience").selectOption("7+");
    await field("coverLetter").fill(values.coverLetter);
    await field("resume").setInputFiles({
      name: values.resumeName,
      mimeType: "application/pdf",
      buffer: RESUME_PDF,
    });
    await field("consent").check();
    return form;
  }
  const confirmationsTo = (email: string) => mails.filter((mail) => mail.to.includes(email));
  const dialogsAccepted = (page: Page) => page.on("dialog", (dialog) => void dialog.accept());

  test("with JavaScript, a double click on Submit: one application stored, one company email, one confirmation, and the form replaced by its reference", async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 900 } });
    const page = await context.newPage();
    dialogsAccepted(page);
    await page.goto(`${server.url}${applyPath("solutions-architect")}`);
    const email = address("double");
    const form = await fillApplication(page, email);
    await form.getByRole("button", { name: careers.application.submitLabel }).dblclick();

    const status = page.getByRole("status").filter({ hasText: careers.application.referenceLabel });
    await expect(status).toBeVisible();
    await expect(form).toHaveCount(0); // no filled form left to send again
    await expect(status.getByRole("link", { name: "Data Analyst" })).toHaveAttribute("href", "/careers/data-analyst/");
    const records = await server.store.find(email, () => undefined);
    expect(records).toHaveLength(1);
    await expect(status).toContainText(records[0].reference ?? records[0].id); // the short reference people quote
    await expect
      .poll(() => companyMailAbout(records[0].id).length + confirmationsTo(email).length, { timeout: 15_000 })
      .toBe(2);
    await page.waitForTimeout(1_500); // time for a second notification, were one queued
    expect([companyMailAbout(records[0].id).length, confirmationsTo(email).length]).toEqual([1, 1]);
    await page.screenshot({ path: `${SHOTS}/application-success-state-375.png` }); // where focus took the visitor
    await context.close();
  });

  test("with JavaScript, a retry after the answer was lost (the connection dropped): the first answer, one application, one company email, one confirmation", async ({
    browser,
  }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    dialogsAccepted(page);
    await page.goto(`${server.url}${applyPath("solutions-architect")}`);
    const email = address("retry");
    const form = await fillApplication(page, email);
    // The first post reaches the server, which stores it; its answer never reaches the page.
    let dropped = false;
    await page.route("**/api/applications", async (route) => {
      if (dropped) return route.continue();
      dropped = true;
      await route.fetch();
      await route.abort("connectionreset");
    });
    await form.getByRole("button", { name: careers.application.submitLabel }).click();
    await expect(page.getByRole("alert")).toContainText("The connection failed");
    expect(await server.store.find(email, () => undefined)).toHaveLength(1);

    await form.getByRole("button", { name: careers.application.submitLabel }).click(); // the visitor tries again
    const status = page.getByRole("status").filter({ hasText: careers.application.referenceLabel });
    await expect(status).toBeVisible();
    const records = await server.store.find(email, () => undefined);
    expect(records).toHaveLength(1);
    await expect(status).toContainText(records[0].reference ?? records[0].id); // the short reference people quote
    await expect
      .poll(() => companyMailAbout(records[0].id).length + confirmationsTo(email).length, { timeout: 15_000 })
      .toBe(2);
    await page.waitForTimeout(1_500);
    expect([companyMailAbout(records[0].id).length, confirmationsTo(email).length]).toEqual([1, 1]);
    await context.close();
  });

  test("a refusal without JavaScript: a page naming the field by its label with the server's message, and nothing stored", async ({
    browser,
  }) => {
    const context = await noScript(browser, 1280);
    const page = await context.newPage();
    await page.goto(`${server.url}${contactPath}`);
    const form = page.getByRole("form", { name: contact.formHeading });
    await form.getByLabel(contact.labels.name).fill("Jane");
    await form.getByLabel(contact.labels.email).fill(address("refused"));
    // The browser checks required fields and the email's form itself; a phone number is the server's to judge.
    await form.getByLabel(contact.labels.phone).fill("call me maybe 12");
    await form.getByLabel(contact.labels.subject).fill("Hello");
    await form.getByLabel(contact.labels.message).fill("Hello");
    const before = await server.snapshot();
    await form.getByRole("button", { name: contact.submitLabel }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(contact.refusedHeading);
    await expect(page.getByRole("listitem").filter({ hasText: contact.labels.phone })).toContainText(
      "Enter a phone number with its area code",
    );
    await expect(page.getByRole("link", { name: contact.backToFormLabel })).toHaveAttribute("href", contactPath);
    expect(Object.keys(await server.snapshot()).filter((name) => !name.startsWith("outbox/"))).toEqual(
      Object.keys(before).filter((name) => !name.startsWith("outbox/")),
    );
    await page.screenshot({ path: `${SHOTS}/contact-refused-1280.png`, fullPage: true });
    await context.close();
  });
});
