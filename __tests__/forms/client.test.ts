import { postApplication, postContact, SubmissionError } from "../../src/forms/client";
import { EMPTY_APPLICATION } from "../../src/hooks/use-application-form";
import { EMPTY_CONTACT } from "../../src/hooks/use-contact-form";

const respond = (status: number, body: unknown) =>
  jest.fn().mockResolvedValue({ status, json: () => Promise.resolve(body) } as Response);

afterEach(() => {
  delete (globalThis as { fetch?: unknown }).fetch;
});

describe("form client", () => {
  it("posts the contact message as JSON with an empty honeypot, and resolves on 201", async () => {
    const fetch = respond(201, { id: "abc" });
    globalThis.fetch = fetch;
    await postContact({ ...EMPTY_CONTACT, name: "Asha" });
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe("/api/contact");
    expect(init.method).toBe("POST");
    expect(JSON.parse(init.body)).toMatchObject({ name: "Asha", website: "" });
  });

  it("posts an application as multipart data with the job, the file and the consent", async () => {
    const fetch = respond(201, { id: "abc" });
    globalThis.fetch = fetch;
    const resume = new File(["%PDF-1.4"], "cv.pdf", { type: "application/pdf" });
    await postApplication("data-analyst", { ...EMPTY_APPLICATION, fullName: "Asha", resume, consent: true });
    const body = fetch.mock.calls[0][1].body as FormData;
    expect(fetch.mock.calls[0][0]).toBe("/api/applications");
    expect(body.get("jobSlug")).toBe("data-analyst");
    expect(body.get("fullName")).toBe("Asha");
    expect(body.get("consent")).toBe("on");
    expect((body.get("resume") as File).name).toBe("cv.pdf");
  });

  it("turns the server's field errors into one message and keeps them by field", async () => {
    globalThis.fetch = respond(400, { errors: { email: "Enter a valid email address." } });
    const failure = await postContact(EMPTY_CONTACT).catch((error: SubmissionError) => error);
    expect(failure).toBeInstanceOf(SubmissionError);
    expect(failure).toMatchObject({ message: "Enter a valid email address.", fieldErrors: { email: "Enter a valid email address." } });
  });

  it("asks the visitor to wait after too many submissions", async () => {
    globalThis.fetch = respond(429, { error: "Too many requests" });
    await expect(postContact(EMPTY_CONTACT)).rejects.toThrow(/wait a few minutes/);
  });

  it("reports a network failure as a connection problem", async () => {
    globalThis.fetch = jest.fn().mockRejectedValue(new TypeError("Failed to fetch"));
    await expect(postContact(EMPTY_CONTACT)).rejects.toThrow(/connection failed/);
  });
});
