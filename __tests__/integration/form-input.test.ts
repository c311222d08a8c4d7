import crypto from "node:crypto";
import net from "node:net";
import {
  applicationForm,
  DOC_WITH_MACROS,
  DOCX_WITH_EXE,
  DOCX_WITH_MACROS,
  OTHER_OLE2,
  PDF,
  validApplication,
  validContact,
  ZIP_WITH_WORD_FOLDER,
} from "./fixtures";
import { startMailServer } from "./mail-server";
import { waitFor } from "./wait";
import { freePort, requireBuild, startServer, type RunningServer } from "./server-process";
import { resumeMismatchMessage } from "../../shared/form-rules/application-schema";

const built = requireBuild();
const suite = built ? describe : describe.skip;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const COMPANY = "hr@example.com";
/** An address no other test uses, so that the mails to it are this test's. */
const uniqueAddress = (name: string) => `${name}.${crypto.randomBytes(3).toString("hex")}@example.com`;
const newKey = () => crypto.randomUUID();
/** What a browser sends for a form it submits itself (no JavaScript). */
const PAGE_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";

/** A multipart body as bytes, so that the very same request can be sent twice. */
async function multipart(form: FormData): Promise<{ body: Buffer; contentType: string }> {
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return { body: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get("content-type")! };
}

/**
 * Sends a request on a raw connection and, once `stored()` says the server has it, cuts the
 * connection without reading the answer: the visitor's network dropped before the answer arrived.
 */
async function sendAndDrop(
  url: string,
  body: Buffer,
  headers: Record<string, string>,
  stored: () => Promise<boolean>,
): Promise<void> {
  const { hostname, port, pathname } = new URL(url);
  const socket = net.connect(Number(port), hostname);
  await new Promise((resolve) => socket.once("connect", resolve));
  const head = Object.entries({ ...headers, Host: `${hostname}:${port}`, "Content-Length": String(body.length) })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("");
  socket.write(`POST ${pathname} HTTP/1.1\r\n${head}\r\n`);
  socket.write(body);
  await waitFor(stored);
  socket.destroy();
}

suite("forms as people fill them in, with and without JavaScript", () => {
  let server: RunningServer;
  let mail: Awaited<ReturnType<typeof startMailServer>>;
  beforeAll(async () => {
    const smtpPort = await freePort();
    mail = await startMailServer(smtpPort);
    server = await startServer({
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      NOTIFY_TO: COMPANY,
      NOTIFY_FROM: "Website <forms@example.com>",
      OUTBOX_POLL_MS: "100",
    });
  });
  afterAll(async () => {
    expect(await server.stop()).toBe(0);
    await mail.close();
  });

  const mailsAbout = (text: string, to: string) =>
    mail.mails.filter((sent) => sent.to.includes(to) && sent.raw.includes(text));
  const recordsOf = async (email: string) => server.store.find(email, () => undefined);
  /** What the store holds besides the outbox (which the mail receiver is emptying meanwhile): equal means nothing was stored. */
  const stored = async () =>
    Object.keys(await server.snapshot())
      .filter((name) => !name.startsWith("outbox/"))
      .sort();

  describe("names and addresses as people write them", () => {
    it("keeps a résumé's file name as written: Lebenslauf_Müller.pdf, not Lebenslauf_MÃ¼ller.pdf", async () => {
      const response = await fetch(`${server.url}/api/applications`, {
        method: "POST",
        body: applicationForm(validApplication, { bytes: PDF, name: "Lebenslauf_Müller.pdf" }),
      });
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      const stored = await server.store.read("application", id);
      expect(stored?.kind === "application" && stored.resume.originalName).toBe("Lebenslauf_Müller.pdf");
    });

    it.each(["o'brien@example.com", "jane+careers@example.com", "jane@xn--mller-kva.de"])(
      "accepts %s on both forms (the browser's type=email accepts it)",
      async (email) => {
        const contact = await fetch(`${server.url}/api/contact`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ ...validContact, email }),
        });
        expect(contact.status).toBe(201);
        const application = await fetch(`${server.url}/api/applications`, {
          method: "POST",
          body: applicationForm({ ...validApplication, email }, { bytes: PDF, name: "cv.pdf" }),
        });
        expect(application.status).toBe(201);
      },
    );
  });

  describe("a résumé is judged by its structure", () => {
    it.each([
      [
        "an OLE2 file holding the bytes 'WordDocument' but no such stream, renamed cv.doc",
        OTHER_OLE2,
        "cv.doc",
        resumeMismatchMessage("cv.doc"),
      ],
      [
        "a zip with a word/ folder and no main document part, renamed cv.docx",
        ZIP_WITH_WORD_FOLDER,
        "cv.docx",
        resumeMismatchMessage("cv.docx"),
      ],
      ["a DOCX carrying word/vbaProject.bin", DOCX_WITH_MACROS, "cv.docx", expect.stringMatching(/macros/)],
      ["a DOCX carrying an .exe", DOCX_WITH_EXE, "cv.docx", expect.stringMatching(/macros or embedded programs/)],
      ["a DOC with a Macros storage", DOC_WITH_MACROS, "cv.doc", expect.stringMatching(/macros/)],
    ])("%s: 400 naming resume, nothing stored", async (_case, bytes, name, message) => {
      const before = await stored();
      const response = await fetch(`${server.url}/api/applications`, {
        method: "POST",
        body: applicationForm(validApplication, { bytes, name }),
      });
      expect([response.status, await response.json()]).toEqual([400, { errors: { resume: message } }]);
      expect(await stored()).toEqual(before);
    });
  });

  describe("one application per click", () => {
    it("the same filled application posted twice at once (a double click): both answered 201 with one reference; one record, one company email, one confirmation", async () => {
      const email = uniqueAddress("double");
      const form = applicationForm(
        { ...validApplication, email, idempotencyKey: newKey() },
        { bytes: PDF, name: "cv.pdf" },
      );
      const { body, contentType } = await multipart(form);
      const post = () =>
        fetch(`${server.url}/api/applications`, {
          method: "POST",
          headers: { "Content-Type": contentType, Accept: "application/json" },
          body: new Uint8Array(body),
        });
      const answers = await Promise.all([post(), post()]);
      const bodies = await Promise.all(answers.map((answer) => answer.json()));
      expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
      expect(bodies[1]).toEqual(bodies[0]);
      const again = await post(); // and once more, later
      expect([again.status, await again.json()]).toEqual([201, bodies[0]]);

      expect((await recordsOf(email)).map((record) => record.id)).toEqual([bodies[0].id]);
      await waitFor(() => mailsAbout(bodies[0].id, COMPANY).length >= 1 && mailsAbout("", email).length >= 1);
      await pause(1_500); // time for a second notification, were one queued
      expect(mailsAbout(bodies[0].id, COMPANY)).toHaveLength(1);
      expect(mailsAbout("", email)).toHaveLength(1);
    });

    it("a retry after a dropped connection gets the first answer: one record, one company email, one confirmation", async () => {
      const email = uniqueAddress("dropped");
      const { body, contentType } = await multipart(
        applicationForm({ ...validApplication, email, idempotencyKey: newKey() }, { bytes: PDF, name: "cv.pdf" }),
      );
      // The server stores it; the visitor never hears.
      await sendAndDrop(
        `${server.url}/api/applications`,
        body,
        { "Content-Type": contentType, Accept: "application/json" },
        async () => (await recordsOf(email)).length === 1,
      );
      const [first] = await recordsOf(email);
      const retry = await fetch(`${server.url}/api/applications`, {
        method: "POST",
        headers: { "Content-Type": contentType, Accept: "application/json" },
        body: new Uint8Array(body),
      });
      // The first answer, as the server gave it: its confirmation email is on its way.
      expect([retry.status, await retry.json()]).toEqual([
        201,
        { id: first.id, reference: first.reference, confirmation: true },
      ]);

      expect(await recordsOf(email)).toHaveLength(1);
      await waitFor(() => mailsAbout(first.id, COMPANY).length >= 1 && mailsAbout("", email).length >= 1);
      await pause(1_500);
      expect(mailsAbout(first.id, COMPANY)).toHaveLength(1);
      expect(mailsAbout("", email)).toHaveLength(1);
    });

    it("another filled form (another key) is another application", async () => {
      const email = uniqueAddress("twice");
      const post = () =>
        fetch(`${server.url}/api/applications`, {
          method: "POST",
          body: applicationForm(
            { ...validApplication, email, idempotencyKey: newKey() },
            { bytes: PDF, name: "cv.pdf" },
          ),
        });
      expect((await post()).status).toBe(201);
      expect((await post()).status).toBe(201);
      expect(await recordsOf(email)).toHaveLength(2);
    });

    it("a JSON post without a key (an integration, not a form) is stored each time, as before", async () => {
      const email = uniqueAddress("integration");
      const post = () =>
        fetch(`${server.url}/api/contact`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ ...validContact, email }),
        });
      expect([(await post()).status, (await post()).status]).toEqual([201, 201]);
      expect(await recordsOf(email)).toHaveLength(2);
    });

    it("a key that is not one a form makes: 400 naming it, nothing stored", async () => {
      const before = await stored();
      const response = await fetch(`${server.url}/api/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ ...validContact, idempotencyKey: "../../etc" }),
      });
      expect(response.status).toBe(400);
      expect(Object.keys(((await response.json()) as { errors: object }).errors)).toEqual(["idempotencyKey"]);
      expect(await stored()).toEqual(before);
    });
  });

  describe("without JavaScript: a plain HTML form post gets an HTML answer", () => {
    const plainContact = (email: string) => new URLSearchParams({ ...validContact, email, website: "" });

    it("contact (urlencoded): 303 to a confirmation page that shows the reference; stored and notified", async () => {
      const email = uniqueAddress("plain");
      const response = await fetch(`${server.url}/api/contact`, {
        method: "POST",
        redirect: "manual",
        headers: { Accept: PAGE_ACCEPT, "Content-Type": "application/x-www-form-urlencoded" },
        body: plainContact(email),
      });
      expect(response.status).toBe(303);
      const location = new URL(response.headers.get("location")!, server.url);
      expect(location.pathname).toBe("/contact/sent/");
      const [record] = await recordsOf(email);
      // The short reference people quote (NX-…), which the record holds beside its id.
      expect(location.searchParams.get("ref")).toBe(record.reference);
      expect(record.data).toMatchObject({ ...validContact, email });

      const page = await fetch(location);
      expect([page.status, page.headers.get("content-type")]).toEqual([200, expect.stringMatching(/^text\/html/)]);
      const html = await page.text();
      expect(html).toContain(record.reference);
      expect(html).not.toMatch(/<script\b(?![^>]*type="application\/(ld\+)?json")/);
      await waitFor(() => mailsAbout(record.id, COMPANY).length === 1);
    });

    it("contact posted twice as it was (a second click on a page without JavaScript): the same answer, one record", async () => {
      const email = uniqueAddress("plain2");
      const post = () =>
        fetch(`${server.url}/api/contact`, {
          method: "POST",
          redirect: "manual",
          headers: { Accept: PAGE_ACCEPT, "Content-Type": "application/x-www-form-urlencoded" },
          body: plainContact(email),
        });
      const [first, second] = await Promise.all([post(), post()]);
      expect([first.status, second.status]).toEqual([303, 303]);
      expect(second.headers.get("location")).toBe(first.headers.get("location"));
      expect(await recordsOf(email)).toHaveLength(1);
    });

    it("application (multipart): 303 to a confirmation page that shows the reference and links the open positions; stored", async () => {
      const email = uniqueAddress("plainapp");
      const response = await fetch(`${server.url}/api/applications`, {
        method: "POST",
        redirect: "manual",
        headers: { Accept: PAGE_ACCEPT },
        body: applicationForm({ ...validApplication, email, website: "" }, { bytes: PDF, name: "cv.pdf" }),
      });
      expect(response.status).toBe(303);
      const location = new URL(response.headers.get("location")!, server.url);
      expect(location.pathname).toBe("/careers/applied/");
      const [record] = await recordsOf(email);
      // The short reference people quote (NX-…), which the record holds beside its id.
      expect(location.searchParams.get("ref")).toBe(record.reference);
      const html = await (await fetch(location)).text();
      expect(html).toContain(record.reference);
      expect(html).toMatch(/href="\/careers\/[a-z0-9-]+\/"/);
    });

    it("a refused plain post: an HTML page (400) naming each refused field by its label with the server's message; nothing stored", async () => {
      const before = await stored();
      const response = await fetch(`${server.url}/api/contact`, {
        method: "POST",
        headers: { Accept: PAGE_ACCEPT, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ ...validContact, email: "jane(at)example.com", message: "" }),
      });
      expect([response.status, response.headers.get("content-type")]).toEqual([
        400,
        expect.stringMatching(/^text\/html/),
      ]);
      const html = await response.text();
      expect(html).toMatch(/Email[\s\S]*Enter a valid email address, like name@example.com\./);
      expect(html).toMatch(/Message[\s\S]*Enter your message\./);
      expect(html).toContain('href="/contact/"');
      expect(await stored()).toEqual(before);
    });

    it("a reference that is not one the server makes is not shown", async () => {
      const page = await fetch(`${server.url}/contact/sent/?ref=${encodeURIComponent("<b>pay at evil.example</b>")}`);
      expect(await page.text()).not.toMatch(/evil\.example/);
    });

    it("with JavaScript (Accept: application/json, or fetch's */*), the answer is JSON as before", async () => {
      const response = await fetch(`${server.url}/api/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ ...validContact, email: uniqueAddress("js") }),
      });
      expect([response.status, response.headers.get("content-type")]).toEqual([
        201,
        expect.stringMatching(/^application\/json/),
      ]);
    });
  });
});
