import userEvent from "@testing-library/user-event";
import { postApplication, postContact, SubmissionError } from "../../src/forms/client";
import { rememberLeadSource } from "../../src/forms/lead-source";

const respond = (status: number, body: unknown) =>
  jest.fn().mockResolvedValue({ status, json: () => Promise.resolve(body) });

/** A form as the page renders it: named controls, the honeypot among them. */
function formWith(html: string): HTMLFormElement {
  const form = document.createElement("form");
  form.innerHTML = html;
  document.body.replaceChildren(form);
  return form;
}
const contactForm = (honeypot = "") =>
  formWith(
    `<input name="name" value="Asha"><input name="email" value="asha@example.com"><input name="website" value="${honeypot}">`,
  );

afterEach(() => {
  delete (globalThis as { fetch?: unknown }).fetch;
});

describe("form client", () => {
  it("posts the contact form's own controls as JSON, the empty honeypot included, and resolves on 201", async () => {
    const fetch = respond(201, { id: "abc" });
    globalThis.fetch = fetch;
    await postContact(contactForm());
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe("/api/contact");
    expect(init.method).toBe("POST");
    expect(JSON.parse(init.body)).toEqual({ name: "Asha", email: "asha@example.com", website: "" });
  });

  it("adds where the visit came from, kept by the visit's first page", async () => {
    const fetch = respond(201, { id: "abc" });
    globalThis.fetch = fetch;
    window.sessionStorage.clear();
    rememberLeadSource("?utm_source=linkedin&utm_campaign=autumn");
    await postContact(contactForm());
    await postApplication(formWith(`<input name="fullName" value="Asha">`));
    window.sessionStorage.clear();
    expect(JSON.parse(fetch.mock.calls[0][1].body)).toMatchObject({
      name: "Asha",
      utm_source: "linkedin",
      utm_campaign: "autumn",
    });
    const application = fetch.mock.calls[1][1].body as FormData;
    expect([application.get("utm_source"), application.get("utm_campaign"), application.get("utm_medium")]).toEqual([
      "linkedin",
      "autumn",
      null,
    ]);
  });

  it("sends a honeypot a bot filled in as it was filled, for the server to refuse", async () => {
    const fetch = respond(400, { errors: { website: "Leave this field empty." } });
    globalThis.fetch = fetch;
    await expect(postContact(contactForm("http://spam.example"))).rejects.toBeInstanceOf(SubmissionError);
    expect(JSON.parse(fetch.mock.calls[0][1].body)).toMatchObject({ website: "http://spam.example" });
  });

  it("posts an application as multipart data from its controls: the job, the values, the file, the consent", async () => {
    const fetch = respond(201, { id: "abc" });
    globalThis.fetch = fetch;
    const form = formWith(`<input type="hidden" name="jobSlug" value="data-analyst"><input name="fullName" value="Asha">
      <input type="file" name="resume"><input type="checkbox" name="consent" checked><input name="website" value="">`);
    const resume = new File(["%PDF-1.4"], "cv.pdf", { type: "application/pdf" });
    await userEvent.upload(form.elements.namedItem("resume") as HTMLInputElement, resume);
    await postApplication(form);
    const body = fetch.mock.calls[0][1].body as FormData;
    expect(fetch.mock.calls[0][0]).toBe("/api/applications");
    expect(body.get("jobSlug")).toBe("data-analyst");
    expect(body.get("fullName")).toBe("Asha");
    expect(body.get("consent")).toBe("on");
    expect(body.get("website")).toBe("");
    expect((body.get("resume") as File).name).toBe("cv.pdf");
  });

  it("leaves out a file input with no file, so the server names the missing résumé", async () => {
    const fetch = respond(201, { id: "abc" });
    globalThis.fetch = fetch;
    await postApplication(formWith(`<input name="fullName" value="Asha"><input type="file" name="resume">`));
    const body = fetch.mock.calls[0][1].body as FormData;
    expect(body.has("resume")).toBe(false);
    expect(body.get("fullName")).toBe("Asha");
  });

  it("turns the server's field errors into one message and keeps them by field", async () => {
    globalThis.fetch = respond(400, { errors: { email: "Enter a valid email address." } });
    const failure = await postContact(contactForm()).catch((error: SubmissionError) => error);
    expect(failure).toBeInstanceOf(SubmissionError);
    expect(failure).toMatchObject({
      message: "Enter a valid email address.",
      fieldErrors: { email: "Enter a valid email address." },
    });
  });

  it("passes on the server's own words after too many submissions", async () => {
    globalThis.fetch = respond(429, { error: "Too many submissions. Please try again in 10 minute(s)." });
    await expect(postContact(contactForm())).rejects.toThrow("Too many submissions. Please try again in 10 minute(s).");
  });

  it("sends a 503 again once by itself after its Retry-After, telling the visitor meanwhile, with the same body", async () => {
    jest.useFakeTimers();
    try {
      const answers = [503, 201].map(
        (status) =>
          ({
            status,
            headers: new Headers(status === 503 ? { "Retry-After": "2" } : {}),
            json: () =>
              Promise.resolve(
                status === 503
                  ? { error: "Your submission could not be saved. Please try again in a moment." }
                  : { id: "abc" },
              ),
          }) as Response,
      );
      const fetch = jest.fn().mockResolvedValueOnce(answers[0]).mockResolvedValueOnce(answers[1]);
      globalThis.fetch = fetch;
      const onRetry = jest.fn();
      const sent = postContact(contactForm(), onRetry);
      await jest.advanceTimersByTimeAsync(1_900);
      expect([fetch.mock.calls.length, onRetry.mock.calls]).toEqual([
        1,
        [["The server is busy for a moment. Sending again in 2 seconds…"]],
      ]);
      await jest.advanceTimersByTimeAsync(200);
      await expect(sent).resolves.toEqual({ id: "abc" });
      expect(fetch).toHaveBeenCalledTimes(2);
      expect(fetch.mock.calls[1][1].body).toBe(fetch.mock.calls[0][1].body);
    } finally {
      jest.useRealTimers();
    }
  });

  it("gives the server's words when the retry of a 503 is refused again, and never retries a 500", async () => {
    jest.useFakeTimers();
    try {
      const unavailable = {
        status: 503,
        headers: new Headers({ "Retry-After": "1" }),
        json: () => Promise.resolve({ error: "Your submission could not be saved. Please try again in a moment." }),
      } as Response;
      globalThis.fetch = jest.fn().mockResolvedValue(unavailable);
      const sent = postContact(contactForm());
      const settled = expect(sent).rejects.toThrow("Your submission could not be saved. Please try again in a moment.");
      await jest.advanceTimersByTimeAsync(1_000);
      await settled;
      expect(globalThis.fetch).toHaveBeenCalledTimes(2);
      const failing = respond(500, { error: "Something went wrong." });
      globalThis.fetch = failing;
      await expect(postContact(contactForm())).rejects.toThrow("Something went wrong.");
      expect(failing).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it("reports a network failure as a connection problem", async () => {
    globalThis.fetch = jest.fn().mockRejectedValue(new TypeError("Failed to fetch"));
    await expect(postContact(contactForm())).rejects.toThrow(/connection failed/);
  });
});
