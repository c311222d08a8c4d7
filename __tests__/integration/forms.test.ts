import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import site from "../../data/site.json";
import {
  applicationForm,
  directVisit,
  DOC,
  DOCX,
  EXE,
  OTHER_OLE2,
  PDF,
  storedApplication,
  validApplication,
  validContact,
} from "./fixtures";
import { requireBuild, startServer, type RunningServer } from "./server-process";

const built = requireBuild();
const suite = built ? describe : describe.skip;

const postJson = (url: string, body: unknown) =>
  fetch(url, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });

/** A raw request, for bodies fetch cannot send (a declared length, an oversize body). */
function rawPost(
  url: string,
  body: Buffer,
  headers: Record<string, string>,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: "POST", headers: { ...headers, "Content-Length": String(body.length) } },
      (response) => {
        let text = "";
        response.on("data", (chunk) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode!, body: text }));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

suite("the forms' endpoints on the production server", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    expect(await server.stop()).toBe(0);
  });

  describe("a valid submission is stored, complete, when the 201 arrives", () => {
    it("contact message: 201 with its id, and one record holding every field", async () => {
      const response = await postJson(`${server.url}/api/contact`, { ...validContact, website: "" });
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      expect(await server.store.read("contact", id)).toEqual({
        id,
        reference: expect.stringMatching(/^NX-\w{3}-\w{3}$/),
        kind: "contact",
        receivedAt: expect.any(String),
        data: { ...validContact, ...directVisit },
      });
      if (!server.databaseUrl) expect(fs.existsSync(path.join(server.dir, "contact", `${id}.json`))).toBe(true); // one JSON file
    });

    it.each([
      ["PDF", PDF, "cv.pdf", "pdf", "application/pdf"],
      ["DOCX", DOCX, "cv.docx", "docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
      ["DOC", DOC, "cv.doc", "doc", "application/msword"],
    ])(
      "application with a %s resume: the record and the resume, byte for byte",
      async (_kind, bytes, name, ext, type) => {
        const response = await fetch(`${server.url}/api/applications`, {
          method: "POST",
          body: applicationForm(validApplication, { bytes, name }),
        });
        expect(response.status).toBe(201);
        const { id } = (await response.json()) as { id: string };
        const stored = (await server.store.read("application", id))!;
        expect(stored).toEqual({
          id,
          reference: expect.stringMatching(/^NX-\w{3}-\w{3}$/),
          kind: "application",
          receivedAt: expect.any(String),
          data: storedApplication,
          resume: {
            file: `${id}.resume.${ext}`,
            originalName: name,
            type,
            size: bytes.length,
            sha256: crypto.createHash("sha256").update(bytes).digest("hex"),
          },
        });
        expect(Buffer.from(await server.store.readResume(stored))).toEqual(bytes);
        if (!server.databaseUrl)
          expect(fs.readFileSync(path.join(server.dir, "applications", `${id}.resume.${ext}`))).toEqual(bytes);
      },
    );
  });

  describe("a bad request gets the right status, names the field, and writes nothing", () => {
    let before: Record<string, number>;
    beforeEach(async () => {
      before = await server.snapshot();
    });
    afterEach(async () => {
      expect(await server.snapshot()).toEqual(before);
    });

    it("a missing required field: 400 naming it", async () => {
      const { message: _left, ...withoutMessage } = validContact;
      const response = await postJson(`${server.url}/api/contact`, withoutMessage);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ errors: { message: "Enter your message." } });
      const application = await fetch(`${server.url}/api/applications`, {
        method: "POST",
        body: applicationForm({ ...validApplication, consent: "" }, { bytes: PDF, name: "cv.pdf" }),
      });
      expect(application.status).toBe(400);
      expect(await application.json()).toEqual({ errors: { consent: expect.stringMatching(/agree/) } });
    });

    it("a missing resume: 400 naming resume", async () => {
      const response = await fetch(`${server.url}/api/applications`, { method: "POST", body: applicationForm() });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ errors: { resume: "Attach your resume or CV." } });
    });

    it("a bad email: 400 naming email", async () => {
      const response = await postJson(`${server.url}/api/contact`, { ...validContact, email: "jane(at)example.com" });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ errors: { email: expect.stringMatching(/valid email/) } });
    });

    it("an unknown job slug: 400 naming jobSlug", async () => {
      const response = await fetch(`${server.url}/api/applications`, {
        method: "POST",
        body: applicationForm({ ...validApplication, jobSlug: "chief-astronaut" }, { bytes: PDF, name: "cv.pdf" }),
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        errors: { jobSlug: "This position is not open any more. The positions open now are listed at /careers/" },
      });
    });

    it(`a resume of 5 MB + 1 byte (${site.constants.resumeMaxBytes + 1} bytes): 413 naming resume`, async () => {
      const bytes = Buffer.concat([PDF, Buffer.alloc(site.constants.resumeMaxBytes + 1 - PDF.length)]);
      const response = await fetch(`${server.url}/api/applications`, {
        method: "POST",
        body: applicationForm(validApplication, { bytes, name: "cv.pdf" }),
      });
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ errors: { resume: expect.stringMatching(/larger than 5 MB/) } });
    });

    it("a resume of exactly 5 MB is not refused for its size", async () => {
      const bytes = Buffer.concat([EXE, Buffer.alloc(site.constants.resumeMaxBytes - EXE.length)]);
      const response = await fetch(`${server.url}/api/applications`, {
        method: "POST",
        body: applicationForm(validApplication, { bytes, name: "cv.pdf" }),
      });
      expect(response.status).toBe(400); // judged by its content (an executable), not by its size
    });

    it.each([
      ["an executable renamed cv.pdf", EXE, "cv.pdf"],
      ["an OLE2 file that is not a Word document, renamed cv.doc", OTHER_OLE2, "cv.doc"],
      ["plain text renamed cv.docx", Buffer.from("hello"), "cv.docx"],
    ])("%s: 400 naming resume, saying the file is not what its name says", async (_case, bytes, name) => {
      const response = await fetch(`${server.url}/api/applications`, {
        method: "POST",
        body: applicationForm(validApplication, { bytes, name }),
      });
      expect(response.status).toBe(400);
      const kind = { pdf: "PDF", doc: "Word (DOC)", docx: "Word (DOCX)" }[name.split(".").pop()!];
      expect(await response.json()).toEqual({
        errors: {
          resume: expect.stringMatching(
            new RegExp(
              `^This file is not a real ${kind!.replace(/[()]/g, "\\$&")} document: its name ends in \\.${name.split(".").pop()}, but its content is something else`,
            ),
          ),
        },
      });
    });

    it("an oversize JSON body (over 100 kB): 413, refused before it is read whole", async () => {
      const body = Buffer.from(JSON.stringify({ ...validContact, message: "x".repeat(150_000) }));
      const response = await rawPost(`${server.url}/api/contact`, body, { "Content-Type": "application/json" });
      expect(response.status).toBe(413);
      expect(JSON.parse(response.body)).toEqual({ error: expect.stringMatching(/larger than the limit/) });
    });

    it("an oversize JSON body sent without a length (chunked): 413 as well", async () => {
      const stream = new ReadableStream({
        start(controller) {
          controller.enqueue(
            new TextEncoder().encode(JSON.stringify({ ...validContact, message: "x".repeat(150_000) })),
          );
          controller.close();
        },
      });
      const response = await fetch(`${server.url}/api/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: stream,
        duplex: "half",
      } as RequestInit);
      expect(response.status).toBe(413);
    });

    it("a message over 10,000 characters: 400 naming message", async () => {
      const response = await postJson(`${server.url}/api/contact`, { ...validContact, message: "x".repeat(10_001) });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ errors: { message: "Use at most 10,000 characters." } });
    });

    it("malformed JSON: 400", async () => {
      const response = await rawPost(`${server.url}/api/contact`, Buffer.from('{"name": "Jane",'), {
        "Content-Type": "application/json",
      });
      expect(response.status).toBe(400);
      expect(JSON.parse(response.body)).toEqual({ errors: { form: expect.any(String) } });
    });

    it("a filled honeypot: 400 naming website", async () => {
      const response = await postJson(`${server.url}/api/contact`, {
        ...validContact,
        website: "https://cheap-pills.example",
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ errors: { website: "This field must be left empty." } });
      const application = await fetch(`${server.url}/api/applications`, {
        method: "POST",
        body: applicationForm({ ...validApplication, website: "x" }, { bytes: PDF, name: "cv.pdf" }),
      });
      expect(application.status).toBe(400);
      expect(await application.json()).toEqual({ errors: { website: "This field must be left empty." } });
    });

    it.each(["GET", "PUT", "DELETE"])("%s on a form endpoint: 405 with Allow: POST", async (method) => {
      for (const endpoint of ["contact", "applications"]) {
        const response = await fetch(`${server.url}/api/${endpoint}`, { method });
        expect(response.status).toBe(405);
        expect(response.headers.get("allow")).toBe("POST");
      }
    });

    it("an unknown /api route: JSON 404, even with a multipart body", async () => {
      const response = await fetch(`${server.url}/api/upload`, {
        method: "POST",
        body: applicationForm(validApplication, { bytes: PDF, name: "cv.pdf" }),
      });
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ error: "Not found" });
    });

    it("a POST to a page: 405 with Allow: GET, HEAD", async () => {
      const response = await fetch(`${server.url}/contact/`, { method: "POST", body: "x" });
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("GET, HEAD");
    });

    it.each([
      [
        "no boundary",
        "multipart/form-data",
        '--XYZ\r\nContent-Disposition: form-data; name="fullName"\r\n\r\nJane\r\n--XYZ--\r\n',
        /boundary/,
      ],
      [
        "a boundary other than the one declared",
        "multipart/form-data; boundary=ABC",
        '--XYZ\r\nContent-Disposition: form-data; name="fullName"\r\n\r\nJane\r\n--XYZ--\r\n',
        /boundary/,
      ],
      [
        "a boundary never closed",
        "multipart/form-data; boundary=ABC",
        '--ABC\r\nContent-Disposition: form-data; name="fullName"\r\n\r\nJane',
        /boundary/,
      ],
      [
        "a 20,000-character file name",
        "multipart/form-data; boundary=ABC",
        `--ABC\r\nContent-Disposition: form-data; name="resume"; filename="${"a".repeat(20_000)}.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\r\n--ABC--\r\n`,
        /file name/,
      ],
    ])(
      "malformed multipart, %s: 400 naming the problem, and no crash in the log",
      async (_case, contentType, body, problem) => {
        const response = await rawPost(`${server.url}/api/applications`, Buffer.from(body), {
          "Content-Type": contentType,
        });
        expect([response.status, JSON.parse(response.body)]).toEqual([
          400,
          { errors: { form: expect.stringMatching(problem) } },
        ]);
        expect(server.output()).not.toMatch(/\n\s+at /); // no stack trace: nothing went wrong on our side
      },
    );

    it("an unsupported body type: 415", async () => {
      const response = await rawPost(`${server.url}/api/contact`, Buffer.from("<xml/>"), {
        "Content-Type": "application/xml",
      });
      expect(response.status).toBe(415);
    });
  });

  it("keeps what was typed exactly as typed, markup included, as plain text", async () => {
    const response = await postJson(`${server.url}/api/contact`, {
      ...validContact,
      message: "<script>alert(1)</script>",
    });
    expect(response.status).toBe(201);
    const stored = (await server.store.list(() => undefined)).find(
      (entry) => entry.kind === "contact" && entry.data.message.includes("script"),
    );
    expect((stored!.data as { message: string }).message).toBe("<script>alert(1)</script>");
  });
});

suite("posts from other sites", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ ALLOWED_ORIGINS: "https://www.nexora.example, https://nexora.example" });
  });
  afterAll(async () => {
    await server.stop();
  });

  const contact = (headers: Record<string, string>, body: string | URLSearchParams = JSON.stringify(validContact)) =>
    fetch(`${server.url}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...headers },
      body,
    });

  it("a form posted from another site's page gets 403 and writes nothing, whatever the body", async () => {
    const before = await server.snapshot();
    const crossSite = { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" };
    const refused = [
      await contact(crossSite),
      await contact(
        { ...crossSite, "Content-Type": "application/x-www-form-urlencoded" },
        new URLSearchParams(validContact),
      ),
      await fetch(`${server.url}/api/applications`, {
        method: "POST",
        headers: crossSite,
        body: applicationForm(validApplication, { bytes: PDF, name: "cv.pdf" }),
      }),
      await contact({ Origin: "https://evil.example" }), // a browser that does not send Sec-Fetch-Site
      await contact({ Origin: "https://blog.nexora.example", "Sec-Fetch-Site": "same-site" }), // a sibling subdomain is another origin
      await contact({ Origin: "null", "Sec-Fetch-Site": "cross-site" }), // a sandboxed frame
    ];
    for (const response of refused)
      expect([response.status, await response.json()]).toEqual([403, { error: expect.stringMatching(/another site/) }]);
    expect(await server.snapshot()).toEqual(before);
  });

  it("the site's own pages, the listed origins and clients that are not browsers still post", async () => {
    const accepted = [
      await contact({ Origin: server.url, "Sec-Fetch-Site": "same-origin" }),
      await contact({ Origin: server.url }),
      await contact({ Origin: "https://nexora.example", "Sec-Fetch-Site": "cross-site" }),
      await contact({}), // curl, a server-side integration: no Origin, no Sec-Fetch-Site
    ];
    expect(accepted.map((response) => response.status)).toEqual([201, 201, 201, 201]);
  });
});

suite("the per-client rate limit", () => {
  let server: RunningServer;
  afterEach(async () => {
    await server.stop();
  });

  it("answers the sixth request in 10 minutes 429 with Retry-After, writing nothing", async () => {
    server = await startServer({ RATE_LIMIT_MAX: "5", RATE_LIMIT_WINDOW_MS: "600000" });
    for (let i = 0; i < 5; i++) expect((await postJson(`${server.url}/api/contact`, validContact)).status).toBe(201);
    const before = await server.snapshot();
    const sixth = await postJson(`${server.url}/api/contact`, validContact);
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get("retry-after"))).toBeGreaterThan(590);
    expect(Number(sixth.headers.get("retry-after"))).toBeLessThanOrEqual(600);
    expect(await sixth.json()).toEqual({ error: expect.stringMatching(/Too many/) });
    const upload = await fetch(`${server.url}/api/applications`, {
      method: "POST",
      body: applicationForm(validApplication, { bytes: PDF, name: "cv.pdf" }),
    });
    expect(upload.status).toBe(429);
    expect(await server.snapshot()).toEqual(before);
    expect((await fetch(`${server.url}/`)).status).toBe(200); // pages are not limited
  });

  it("ignores X-Forwarded-For unless TRUST_PROXY says otherwise", async () => {
    server = await startServer({ RATE_LIMIT_MAX: "1" });
    const from = (ip: string) =>
      fetch(`${server.url}/api/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": ip },
        body: JSON.stringify(validContact),
      });
    expect((await from("203.0.113.1")).status).toBe(201);
    expect((await from("203.0.113.2")).status).toBe(429);
    await server.stop();

    server = await startServer({ RATE_LIMIT_MAX: "1", TRUST_PROXY: "loopback" });
    expect((await from("203.0.113.1")).status).toBe(201);
    expect((await from("203.0.113.2")).status).toBe(201);
    expect((await from("203.0.113.1")).status).toBe(429);
  });
});
