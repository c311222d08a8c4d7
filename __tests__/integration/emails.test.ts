import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { AddressObject, ParsedMail } from "mailparser";
import { applicationForm, PDF, validApplication, validContact } from "./fixtures";
import { parseMail, startMailServer, type Mail } from "./mail-server";
import { waitFor } from "./wait";
import { createTestDatabase, ENGINE, freePort, requireBuild, startServer, type RunningServer } from "./server-process";

const built = requireBuild();
const suite = built ? describe : describe.skip;

/** What a reader of the mail can see: subject, sender and recipient names, the text and the HTML. */
const visible = (mail: ParsedMail) =>
  [mail.subject, mail.to && (mail.to as AddressObject).text, mail.text, mail.html].join("\n");
const address = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field[0] : field)?.value[0];
const SHORT_REFERENCE = /\bNX-[0-9A-Z]{3}-[0-9A-Z]{3}\b/;

const postContact = (server: RunningServer, fields: Record<string, string>) =>
  fetch(`${server.url}/api/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ ...validContact, ...fields }),
  });
const postApplication = (server: RunningServer, fields: Record<string, string> = {}) =>
  fetch(`${server.url}/api/applications`, {
    method: "POST",
    body: applicationForm({ ...validApplication, ...fields }, { bytes: PDF, name: "cv.pdf" }),
  });

suite("the emails a sender and the company receive", () => {
  let server: RunningServer | undefined;
  let smtpPort: number;
  const env = () => ({
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    NOTIFY_TO: "hr@example.com",
    NOTIFY_FROM: "forms@example.com",
    OUTBOX_POLL_MS: "100",
    OUTBOX_RETRY_BASE_MS: "100",
    OUTBOX_RETRY_MAX_MS: "400",
  });
  const toCompany = (mails: Mail[]) => mails.filter((sent) => sent.to.includes("hr@example.com"));
  const toVisitors = (mails: Mail[]) => mails.filter((sent) => !sent.to.includes("hr@example.com"));
  beforeEach(async () => {
    smtpPort = await freePort();
  });
  afterEach(async () => {
    await server?.stop();
    server = undefined;
  });

  it("an enquiry's confirmation holds the company's words only: a stranger's subject, message and a link in the name do not appear", async () => {
    const mail = await startMailServer(smtpPort);
    server = await startServer(env());
    try {
      const response = await postContact(server, {
        email: "victim@example.com",
        name: "Jane https://pay-evil.example/inv",
        subject: "Action required: invoice overdue, pay at https://pay-evil.example/inv",
        message: "Your account is locked. Pay now at www.pay-evil.example",
      });
      expect(response.status).toBe(201);
      await waitFor(() => mail.mails.length === 2);
      const [confirmation] = await Promise.all(toVisitors(mail.mails).map(parseMail));
      expect(address(confirmation.to)?.address).toBe("victim@example.com");
      const seen = visible(confirmation);
      for (const stranger of [
        "pay-evil",
        "invoice overdue",
        "Action required",
        "account is locked",
        "https://",
        "www.",
      ])
        expect(seen).not.toContain(stranger);
      expect(confirmation.subject).toBe("We received your message");
      expect(confirmation.text).toContain("Hello Jane,");
      expect(confirmation.html).toContain("Hello Jane,");
    } finally {
      await mail.close();
    }
  });

  it("an application's confirmation names the job by its title and repeats nothing else the candidate typed", async () => {
    const mail = await startMailServer(smtpPort);
    server = await startServer(env());
    try {
      expect(
        (await postApplication(server, { fullName: "Ravi evil.example Kumar", location: "Visit www.evil.example" }))
          .status,
      ).toBe(201);
      await waitFor(() => mail.mails.length === 2);
      const [confirmation] = await Promise.all(toVisitors(mail.mails).map(parseMail));
      expect(confirmation.subject).toBe("We received your application for Solutions Architect");
      const seen = visible(confirmation);
      for (const typed of [
        "evil.example",
        validApplication.coverLetter,
        validApplication.phone,
        "linkedin.com/in/ravi",
      ])
        expect(seen).not.toContain(typed);
      expect(confirmation.text).toContain("Hello Ravi Kumar,");
    } finally {
      await mail.close();
    }
  });

  it("Reply-To is a real company address (recruiting for an application, the contact address for an enquiry) and the sender shows the company's name", async () => {
    const mail = await startMailServer(smtpPort);
    server = await startServer(env());
    try {
      expect((await postContact(server, {})).status).toBe(201);
      expect((await postApplication(server)).status).toBe(201);
      await waitFor(() => mail.mails.length === 4);
      const parsed = await Promise.all(mail.mails.map(async (sent) => ({ sent, mail: await parseMail(sent) })));
      const confirmationTo = (who: string) => parsed.find(({ sent }) => sent.to.includes(who))!.mail;
      expect(address(confirmationTo(validApplication.email).replyTo)?.address).toBe("careers@nexoratech.com");
      expect(address(confirmationTo(validContact.email).replyTo)?.address).toBe("hello@nexoratech.com");
      for (const { mail: each } of parsed)
        expect(address(each.from)).toEqual({ name: "Nexora Technologies", address: "forms@example.com" });
      expect(confirmationTo(validApplication.email).text).not.toMatch(/address this email comes from/);
    } finally {
      await mail.close();
    }
  });

  it("at most one confirmation per address per day, across both forms and a restart of the server", async () => {
    const mail = await startMailServer(smtpPort);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "emails-it-"));
    const databaseUrl = ENGINE === "postgres" ? await createTestDatabase() : undefined;
    const shared = { ...env(), SUBMISSIONS_DIR: dir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
    try {
      server = await startServer(shared);
      expect((await postContact(server, { email: "someone@example.com" })).status).toBe(201);
      expect((await postContact(server, { email: "SomeOne@Example.com" })).status).toBe(201);
      expect((await postApplication(server, { email: "someone@example.com" })).status).toBe(201);
      await waitFor(() => toCompany(mail.mails).length === 3);
      await waitFor(async () => (await server!.store.pendingNotifications()).length === 0);
      await server.stop();
      server = await startServer(shared);
      expect((await postContact(server, { email: "someone@example.com" })).status).toBe(201);
      await waitFor(() => toCompany(mail.mails).length === 4);
      await waitFor(async () => (await server!.store.pendingNotifications()).length === 0);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(toVisitors(mail.mails)).toHaveLength(1);
    } finally {
      await mail.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("one confirmation per mailbox, +tag and case folded; at most 10 a day for the posts of one client address", async () => {
    const mail = await startMailServer(smtpPort);
    server = await startServer(env());
    try {
      for (let i = 0; i < 15; i++)
        expect((await postContact(server, { email: `${i % 2 ? "Victim" : "victim"}+${i}@example.net` })).status).toBe(
          201,
        );
      for (let i = 0; i < 12; i++)
        expect((await postContact(server, { email: `person${i}@example.org` })).status).toBe(201);
      await waitFor(() => toCompany(mail.mails).length === 27);
      // Entries being sent are not pending: wait for the confirmations themselves, then a while longer
      // for any that should not have been sent.
      await waitFor(() => toVisitors(mail.mails).length >= 10);
      await waitFor(async () => (await server!.store.pendingNotifications()).length === 0);
      await new Promise((resolve) => setTimeout(resolve, 500));
      const visitors = toVisitors(mail.mails).map((sent) => sent.to[0]);
      expect(visitors.filter((to) => to.toLowerCase().startsWith("victim"))).toHaveLength(1);
      expect(visitors).toHaveLength(10);
    } finally {
      await mail.close();
    }
  });

  it("a post takes as long whether or not its address had a confirmation today", async () => {
    const mail = await startMailServer(smtpPort);
    server = await startServer({ ...env(), OUTBOX_POLL_MS: "60000" });
    try {
      const timed = (email: string, localAddress = "127.0.0.1") =>
        new Promise<number>((resolve, reject) => {
          const started = performance.now();
          const body = JSON.stringify({ ...validContact, email });
          http
            .request(
              `${server!.url}/api/contact`,
              { method: "POST", localAddress, agent: false, headers: { "Content-Type": "application/json" } },
              (response) => {
                response.resume().on("end", () => {
                  expect(response.statusCode).toBe(201);
                  resolve(performance.now() - started);
                });
              },
            )
            .on("error", reject)
            .end(body);
        });
      await timed("warm@example.com");
      const fresh: number[] = [];
      const marked: number[] = [];
      // Each fresh address from its own client address (127.0.0.10-29): none meets the per-client cap.
      for (let i = 0; i < 30; i++) {
        fresh.push(await timed(`fresh${i}@example.com`, `127.0.0.${10 + i}`));
        marked.push(await timed("warm@example.com"));
      }
      // The lower quartile of each: what the work itself costs, the machine's other load left out (the
      // least alone was one lucky sample: 0.77 in a clean-clone run while other tests held both cores).
      const quartile = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 4)];
      console.log(
        `post with a fresh address: lower quartile ${quartile(fresh).toFixed(1)} ms; with a marked one: ${quartile(marked).toFixed(1)} ms`,
      );
      // Before, a marked address answered in about half the time (42 ms against 22 ms in the probe).
      expect(quartile(marked) / quartile(fresh)).toBeGreaterThan(0.7);
    } finally {
      await mail.close();
    }
  });

  it("each submission gets a short reference, stored with it, quoted in both emails; the company's email shows budget and timeline by their labels, in HTML and text", async () => {
    const mail = await startMailServer(smtpPort);
    server = await startServer(env());
    try {
      const response = await postContact(server, {});
      expect(response.status).toBe(201);
      const { id, reference } = (await response.json()) as { id: string; reference: string };
      expect(reference).toMatch(SHORT_REFERENCE);
      expect(reference).toHaveLength(10);
      expect(await server.store.read("contact", id)).toMatchObject({ id, reference });
      await waitFor(() => mail.mails.length === 2);
      const [company] = await Promise.all(toCompany(mail.mails).map(parseMail));
      const [confirmation] = await Promise.all(toVisitors(mail.mails).map(parseMail));
      expect(company.subject).toContain(reference);
      expect(confirmation.text).toContain(reference);
      expect(confirmation.html).toContain(reference);
      expect(confirmation.text).not.toContain(id);
      for (const part of [company.text, company.html]) {
        expect(part).toContain("$10,000 - $50,000");
        expect(part).toContain("Within 3 months");
        expect(part).not.toContain("10k-50k");
        expect(part).not.toContain("3months");
      }
      expect(company.html).toContain("<table");
    } finally {
      await mail.close();
    }
  });

  it("the company's email about an application names the job by its title and the experience by its label", async () => {
    const mail = await startMailServer(smtpPort);
    server = await startServer({ ...env(), CONFIRMATIONS: "off" });
    try {
      const response = await postApplication(server);
      const { reference } = (await response.json()) as { reference: string };
      await waitFor(() => mail.mails.length === 1);
      const company = await parseMail(mail.mails[0]);
      expect(company.subject).toBe(`Application ${reference}: Solutions Architect (from Ravi Kumar)`);
      expect(company.text).toContain("7+ years");
      expect(company.html).toContain("Solutions Architect");
      // The résumé is a link to this server, not an attachment (resume-links.test.ts follows it).
      expect(company.attachments).toEqual([]);
      expect(company.text).toMatch(/^Resume \(cv\.pdf, 1 kB\): http:\/\/127\.0\.0\.1:\d+\/api\/resumes\//m);
    } finally {
      await mail.close();
    }
  });
});
