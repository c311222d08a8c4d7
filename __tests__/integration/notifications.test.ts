import http from "node:http";
import addressparser from "nodemailer/lib/addressparser";
import { applicationForm, PDF, validApplication, validContact } from "./fixtures";
import { parseMail, startMailServer } from "./mail-server";
import { waitFor } from "./wait";
import {
  failNotificationWrites,
  freePort,
  requireBuild,
  startServer,
  storedIds,
  type RunningServer,
} from "./server-process";

const built = requireBuild();
const suite = built ? describe : describe.skip;

interface Hook {
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
}

/** A local webhook receiver (the company's ATS or CRM) that keeps the JSON it is sent. */
async function startWebhookReceiver(port: number) {
  const hooks: Hook[] = [];
  const receiver = http.createServer((req, res) => {
    let text = "";
    req.on("data", (chunk) => (text += chunk));
    req.on("end", () => {
      hooks.push({ headers: req.headers, body: JSON.parse(text) });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(port, "127.0.0.1", resolve));
  return { hooks, close: () => new Promise<void>((resolve) => receiver.close(() => resolve())) };
}

/** A header of a received mail as a mail client shows it: unfolded, encoded words decoded. */
function header(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, " ");
  const line = head.split(/\r?\n/).find((each) => each.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line
    ?.slice(name.length + 1)
    .trim()
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_word, encoding: string, text: string) =>
      encoding.toLowerCase() === "b"
        ? Buffer.from(text, "base64").toString("utf8")
        : Buffer.from(
            text
              .replace(/_/g, " ")
              .replace(/=([0-9a-f]{2})/gi, (_hex, code: string) => String.fromCharCode(parseInt(code, 16))),
            "latin1",
          ).toString("utf8"),
    );
}

/** C0 and C1 controls, DEL and the bidirectional overrides: what must not reach a header or a terminal. */
// eslint-disable-next-line no-control-regex -- control characters are what this test looks for.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

const postContact = (server: RunningServer) =>
  fetch(`${server.url}/api/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(validContact),
  });

/** Notifications still waiting in the server's outbox (files in outbox/, or rows of the outbox table). */
const waiting = (server: RunningServer) => server.store.pendingNotifications();

suite("notifications by email and webhook", () => {
  let server: RunningServer;
  let smtpPort: number;
  let webhookPort: number;
  const env = () => ({
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    NOTIFY_TO: "hr@example.com",
    NOTIFY_FROM: "Website <forms@example.com>",
    WEBHOOK_URL: `http://127.0.0.1:${webhookPort}/submissions`,
    WEBHOOK_SECRET: "s3cret",
    OUTBOX_POLL_MS: "100",
    OUTBOX_RETRY_BASE_MS: "100",
    OUTBOX_RETRY_MAX_MS: "400",
    // The senders' confirmations have their own tests (confirmations.test.ts); these count the company's mails.
    CONFIRMATIONS: "off",
  });
  beforeEach(async () => {
    smtpPort = await freePort();
    webhookPort = await freePort();
  });
  afterEach(async () => {
    await server.stop();
  });

  it("a valid submission arrives as an email naming the submitter, with a link to the resume, and as a webhook call", async () => {
    const mail = await startMailServer(smtpPort);
    const webhook = await startWebhookReceiver(webhookPort);
    server = await startServer(env());
    try {
      const contact = (await (await postContact(server)).json()) as { id: string };
      const response = await fetch(`${server.url}/api/applications`, {
        method: "POST",
        body: applicationForm(validApplication, { bytes: PDF, name: "my cv.pdf" }),
      });
      expect(response.status).toBe(201);
      const application = (await response.json()) as { id: string };
      await waitFor(() => mail.mails.length === 2 && webhook.hooks.length === 2);

      const contactMail = mail.mails.find((sent) => sent.raw.includes(contact.id))!;
      expect(contactMail.to).toEqual(["hr@example.com"]);
      expect(header(contactMail.raw, "Subject")).toMatch(/^Contact NX-\w{3}-\w{3}: A new web shop \(from Jane Doe\)$/);
      expect(contactMail.raw).toMatch(/^Reply-To: Jane Doe <jane@example.com>/m);
      const applicationMail = mail.mails.find((sent) => sent.raw.includes(application.id))!;
      expect(header(applicationMail.raw, "Subject")).toMatch(
        /^Application NX-\w{3}-\w{3}: Solutions Architect \(from Ravi Kumar\)$/,
      );
      // The résumé stays on the server, as a link (resume-links.test.ts follows it).
      expect(applicationMail.raw).not.toMatch(/Content-Disposition: attachment/);
      expect(applicationMail.raw.replace(/\r?\n/g, "")).not.toContain(PDF.toString("base64"));
      expect((await parseMail(applicationMail)).text).toContain(`${server.url}/api/resumes/${application.id}?expires=`);

      const contactHook = webhook.hooks.find((hook) => hook.body.id === contact.id)!;
      expect(contactHook.body).toMatchObject({ event: "submission.created", kind: "contact", data: validContact });
      expect(contactHook.headers["x-signature-256"]).toMatch(/^sha256=[0-9a-f]{64}$/);
      const applicationHook = webhook.hooks.find((hook) => hook.body.id === application.id)!;
      expect(applicationHook.body).toMatchObject({
        kind: "application",
        data: { fullName: "Ravi Kumar" },
        resume: { originalName: "my cv.pdf", url: expect.stringContaining(`/api/resumes/${application.id}?`) },
      });
      await waitFor(async () => (await waiting(server)).length === 0);
    } finally {
      await mail.close();
      await webhook.close();
    }
  });

  it("Reply-To is exactly the submitted address whatever the name says, and the Subject carries no control characters", async () => {
    const mail = await startMailServer(smtpPort);
    server = await startServer({ ...env(), WEBHOOK_URL: "" });
    const spoofingNames = [
      "attacker@evil.example, Jane",
      "Jane <attacker@evil.example>",
      '"Jane" <attacker@evil.example>, Bob',
      "Jane\u001b]0;owned\u0007\u001b[2J",
    ];
    try {
      for (const name of spoofingNames) {
        const contact = await fetch(`${server.url}/api/contact`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ ...validContact, name, subject: "Hello\u001b]0;owned\u0007\u001b[2J \u202eevil" }),
        });
        expect(contact.status).toBe(201);
      }
      const application = await fetch(`${server.url}/api/applications`, {
        method: "POST",
        body: applicationForm({ ...validApplication, fullName: spoofingNames[0] }, { bytes: PDF, name: "cv.pdf" }),
      });
      expect(application.status).toBe(201);
      await waitFor(() => mail.mails.length === spoofingNames.length + 1);
      for (const sent of mail.mails) {
        const replyTo = addressparser(header(sent.raw, "Reply-To") ?? "", { flatten: true }).map(
          (each) => each.address,
        );
        expect(replyTo).toEqual([
          header(sent.raw, "Subject")!.startsWith("Application") ? validApplication.email : validContact.email,
        ]);
        expect(header(sent.raw, "Subject")).not.toMatch(CONTROL);
      }
    } finally {
      await mail.close();
    }
  });

  it("with both down the visitor still gets 201 and the submission is stored; both arrive once they are back", async () => {
    server = await startServer(env());
    const response = await postContact(server);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(await server.store.read("contact", id)).toMatchObject({ id });

    // Failed attempts are written back to the outbox with their error and next attempt.
    await waitFor(async () => {
      const entries = await waiting(server);
      return entries.length === 2 && entries.every((entry) => entry.attempts >= 2 && Boolean(entry.lastError));
    });

    const mail = await startMailServer(smtpPort);
    const webhook = await startWebhookReceiver(webhookPort);
    try {
      await waitFor(() => mail.mails.length === 1 && webhook.hooks.length === 1);
      expect(mail.mails[0].raw).toContain("Jane Doe");
      expect(webhook.hooks[0].body).toMatchObject({ id, kind: "contact" });
      await waitFor(async () => (await waiting(server)).length === 0);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect([mail.mails.length, webhook.hooks.length]).toEqual([1, 1]); // delivered once, not again
    } finally {
      await mail.close();
      await webhook.close();
    }
  });

  it("every 201 has its notification delivered once SMTP is back, though writes failed meanwhile; a submission that could not be stored with its notification got 500 and left nothing", async () => {
    server = await startServer({ ...env(), WEBHOOK_URL: "" });
    const accepted: string[] = [];
    const submit = async () => {
      const contact = await postContact(server);
      const application = await fetch(`${server.url}/api/applications`, {
        method: "POST",
        body: applicationForm(validApplication, { bytes: PDF, name: "cv.pdf" }),
      });
      for (const response of [contact, application]) {
        if (response.status === 201) accepted.push(((await response.json()) as { id: string }).id);
        else
          expect([response.status, await response.json()]).toEqual([
            500,
            { error: expect.stringMatching(/could not be saved/) },
          ]);
      }
    };

    // A write failure injected from outside the server: no notification can be written, while the
    // submissions themselves still could be (a disk that fills up; a table that refuses rows).
    await failNotificationWrites(server, true);
    await submit();
    await submit();
    // Nothing half-stored: every record and resume in the store belongs to a submission that got its 201.
    const { ids, leftovers } = await storedIds(server);
    expect(ids.filter((id) => !accepted.includes(id))).toEqual([]);
    expect(leftovers).toEqual([]);
    await failNotificationWrites(server, false);

    // Accepted while SMTP is down; then the retries cannot record their new state.
    const acceptedBefore = accepted.length;
    await submit();
    await waitFor(async () => {
      const entries = await waiting(server);
      return accepted
        .slice(acceptedBefore)
        .every((id) => entries.some((entry) => entry.id === `${id}.email` && entry.attempts >= 1));
    });
    await failNotificationWrites(server, true, { retries: true });
    await new Promise((resolve) => setTimeout(resolve, 1500)); // several rounds of retries that cannot be written back
    await failNotificationWrites(server, false, { retries: true });

    const mail = await startMailServer(smtpPort);
    try {
      const undelivered = () => accepted.filter((id) => !mail.mails.some((sent) => sent.raw.includes(id)));
      await waitFor(() => undelivered().length === 0, 10_000).catch(() => undefined);
      expect({ accepted: accepted.length, undelivered: undelivered() }).toEqual({
        accepted: accepted.length,
        undelivered: [],
      });
      await waitFor(async () => (await waiting(server)).length === 0);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(mail.mails.length).toBe(accepted.length); // each once
    } finally {
      await mail.close();
    }
  });
});

suite("confirmations to the sender", () => {
  let server: RunningServer;
  let smtpPort: number;
  const env = () => ({
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    NOTIFY_TO: "hr@example.com",
    NOTIFY_FROM: "Website <forms@example.com>",
    OUTBOX_POLL_MS: "100",
    OUTBOX_RETRY_BASE_MS: "100",
    OUTBOX_RETRY_MAX_MS: "400",
  });
  const dayAfter = (receivedAt: string, days: number) =>
    new Date(Date.parse(receivedAt) + days * 86_400_000).toLocaleDateString("en-US", {
      dateStyle: "long",
      timeZone: "UTC",
    });
  beforeEach(async () => {
    smtpPort = await freePort();
  });
  afterEach(async () => {
    await server.stop();
  });

  it("the applicant and the enquirer each get a confirmation beside the company's email: short reference, what next, deletion date, privacy contact, nothing they typed", async () => {
    const mail = await startMailServer(smtpPort);
    server = await startServer(env());
    try {
      const contact = (await (await postContact(server)).json()) as { id: string; reference: string };
      const application = (await (
        await fetch(`${server.url}/api/applications`, {
          method: "POST",
          body: applicationForm(validApplication, { bytes: PDF, name: "cv.pdf" }),
        })
      ).json()) as { id: string; reference: string };
      await waitFor(() => mail.mails.length === 4);
      const to = (address: string) => mail.mails.filter((sent) => sent.to.includes(address));
      expect(to("hr@example.com")).toHaveLength(2);

      const [applicant] = to(validApplication.email);
      const stored = (await server.store.read("application", application.id))!;
      expect(header(applicant.raw, "Subject")).toBe("We received your application for Solutions Architect");
      expect(header(applicant.raw, "To")).toBe(`Ravi Kumar <${validApplication.email}>`);
      expect(applicant.raw).toMatch(/Content-Type: multipart\/alternative/);
      expect(applicant.raw).toContain(`Your reference: ${application.reference}`);
      expect(applicant.raw).toContain(`delete it on ${dayAfter(stored.receivedAt, 180)}`);
      expect(applicant.raw).toContain("privacy@nexoratech.com");
      expect(applicant.raw).not.toContain("I have designed systems for ten years.");
      expect(applicant.raw).not.toContain(PDF.toString("base64"));
      expect(applicant.raw).not.toMatch(/Content-Disposition: attachment/);

      const [enquirer] = to(validContact.email);
      expect(header(enquirer.raw, "Subject")).toBe("We received your message");
      expect(enquirer.raw).toContain(`Your reference: ${contact.reference}`);
      expect(enquirer.raw).toContain("within 24 hours");
      await waitFor(async () => (await waiting(server)).length === 0);
    } finally {
      await mail.close();
    }
  });

  it("with SMTP down the 201 comes all the same; once it is back each email arrives exactly once", async () => {
    server = await startServer(env());
    const { reference } = (await (await postContact(server)).json()) as { reference: string };
    await waitFor(async () => {
      const entries = await waiting(server);
      return entries.length === 2 && entries.every((entry) => entry.attempts >= 1);
    });
    const mail = await startMailServer(smtpPort);
    try {
      await waitFor(() => mail.mails.length === 2);
      await waitFor(async () => (await waiting(server)).length === 0);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(mail.mails.map((sent) => sent.to.join()).sort()).toEqual([validContact.email, "hr@example.com"].sort());
      expect(mail.mails.every((sent) => sent.raw.includes(reference))).toBe(true);
    } finally {
      await mail.close();
    }
  });

  it("a name holding a line break, angle brackets or an address changes no header and adds no recipient; the HTML part escapes it", async () => {
    const mail = await startMailServer(smtpPort);
    server = await startServer({ ...env(), CONFIRMATIONS: "on" });
    const names = [
      "Jane\r\nBcc: attacker@evil.example",
      "Jane <attacker@evil.example>",
      "attacker@evil.example, Jane",
      '"Jane" <b>bold</b>',
    ];
    // One address each: an address gets one confirmation a day (emails.test.ts).
    const addressOf = (index: number) => `jane${index}@example.com`;
    try {
      for (const [index, name] of names.entries()) {
        const response = await fetch(`${server.url}/api/contact`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ ...validContact, name, email: addressOf(index) }),
        });
        expect(response.status).toBe(201);
      }
      await waitFor(() => mail.mails.length === names.length * 2);
      for (const sent of mail.mails.filter((each) => !each.to.includes("hr@example.com"))) {
        expect(sent.to).toHaveLength(1);
        expect(addressparser(header(sent.raw, "To") ?? "", { flatten: true }).map((each) => each.address)).toEqual(
          sent.to,
        );
        expect(header(sent.raw, "Bcc")).toBeUndefined();
        expect(header(sent.raw, "Cc")).toBeUndefined();
        if (!sent.raw.includes("<b>bold</b>") && !sent.raw.includes("&lt;b&gt;")) continue;
        const html = sent.raw.replace(/=\r?\n/g, "").split(/Content-Type: text\/html/i)[1] ?? "";
        expect(html).toContain("&lt;b&gt;bold&lt;/b&gt;");
        expect(html).not.toContain("<b>bold</b>");
      }
    } finally {
      await mail.close();
    }
  });
});
