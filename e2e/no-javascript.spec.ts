import crypto from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { SMTPServer } from "smtp-server";
import careers from "../data/careers.json";
import contact from "../data/contact.json";
import { appliedPath, applyPath, contactPath, contactSentPath } from "../site/routes";
import { freePort, startServer, type RunningServer } from "../__tests__/integration/server-process";

/** Where the screenshots of the pages a visitor without JavaScript lands on are kept (SHOTS_DIR). */
const SHOTS = process.env.SHOTS_DIR ?? "test-results/no-javascript";
const COMPANY = "hr@example.com";

/**
 * A visitor whose browser runs no JavaScript (blocked, or a script that failed to load) sends
 * both forms: the browser posts them itself, the server stores and notifies them as it does the
 * script's posts, and answers with a page showing the reference. The server here has its own
 * mail receiver, so the company's email is checked too.
 */
test.describe("the forms without JavaScript", () => {
  test.describe.configure({ mode: "serial" });
  let server: RunningServer;
  const mails: { to: string[]; raw: string }[] = [];
  let smtp: SMTPServer;

  test.beforeAll(async () => {
    const smtpPort = await freePort();
    smtp = new SMTPServer({
      authOptional: true, disabledCommands: ["STARTTLS"], logger: false,
      onData(stream, session, callback) {
        let raw = "";
        stream.on("data", (chunk) => (raw += chunk));
        stream.on("end", () => {
          mails.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(smtpPort, "127.0.0.1", resolve));
    server = await startServer({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, NOTIFY_TO: COMPANY, OUTBOX_POLL_MS: "100", RATE_LIMIT_MAX: "0" });
  });
  test.afterAll(async () => {
    await server?.stop();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
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
      expect(await server.store.read("contact", ref)).toMatchObject({ data: { name: "Jane O'Brien", email, subject: "A quote without scripts" } });
      await expect.poll(() => companyMailAbout(ref).length, { timeout: 15_000 }).toBe(1);
      await page.screenshot({ path: `${SHOTS}/contact-sent-${width}.png`, fullPage: true });
      await context.close();
    });

    test(`the application form at ${width} px: stored, notified, and a page with the reference and the open positions`, async ({ browser }) => {
      const context = await noScript(browser, width);
      const page = await context.newPage();
      await page.goto(`${server.url}${applyPath("solutions-architect")}`);
      const form = page.getByRole("form", { name: careers.application.formHeading });
      const field = (name: string) => form.locator(`[name="${name}"]`);
      const email = address("plainapp");
      await field("fullName").fill("Jürgen Müller");
      await field("email").fill(email);
      await field("phone").fill("+49 30 1234567");
      await field("location").fill("Berlin");
      await field("experience").selectOption("7+");
      await field("coverLetter").fill("I apply with a browser that runs no JavaScript.");
      await field("resume").setInputFiles({ name: "Lebenslauf_Müller.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n%%EOF\n") });
      await field("consent").check();
      await form.getByRole("button", { name: careers.application.submitLabel }).click();

      await page.waitForURL((url) => url.pathname === appliedPath);
      const ref = reference(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(careers.application.successMessage);
      await expect(page.getByText(ref)).toBeVisible();
      await expect(page.getByRole("heading", { name: careers.application.otherPositionsHeading })).toBeVisible();
      expect(await server.store.read("application", ref)).toMatchObject({ data: { fullName: "Jürgen Müller", email }, resume: { originalName: "Lebenslauf_Müller.pdf" } });
      await expect.poll(() => companyMailAbout(ref).length, { timeout: 15_000 }).toBe(1);
      await page.screenshot({ path: `${SHOTS}/application-sent-${width}.png`, fullPage: true });
      await context.close();
    });
  }

  test("a refusal without JavaScript: a page naming the field and its problem, and nothing stored", async ({ browser }) => {
    const context = await noScript(browser, 1280);
    const page = await context.newPage();
    await page.goto(`${server.url}${contactPath}`);
    const form = page.getByRole("form", { name: contact.formHeading });
    await form.getByLabel(contact.labels.name).fill("Jane");
    // An address the browser lets through but a rule refuses would show here; the browser checks type=email first,
    // so a field it cannot check (the honeypot, filled as a bot would) stands in.
    await form.locator('[name="website"]').evaluate((input: HTMLInputElement) => (input.value = "https://spam.example"));
    await form.getByLabel(contact.labels.email).fill(address("bot"));
    await form.getByLabel(contact.labels.subject).fill("Hello");
    await form.getByLabel(contact.labels.message).fill("Hello");
    const before = await server.snapshot();
    await form.getByRole("button", { name: contact.submitLabel }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(contact.refusedHeading);
    await expect(page.getByText("This field must be left empty.")).toBeVisible();
    await expect(page.getByRole("link", { name: contact.backToFormLabel })).toHaveAttribute("href", contactPath);
    expect(await server.snapshot()).toEqual(before);
    await page.screenshot({ path: `${SHOTS}/contact-refused-1280.png`, fullPage: true });
    await context.close();
  });
});
