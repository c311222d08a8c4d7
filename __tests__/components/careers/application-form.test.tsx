import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApplicationForm } from "../../../src/components/careers/application-form";
import { SubmissionError } from "../../../src/forms/client";
import { POSITION_CLOSED_MESSAGE, resumeMismatchMessage } from "../../../shared/form-rules/application-schema";
import { careersContent } from "../../helpers/careers-data";
import { byLabel } from "../../helpers/fields";
import { renderWithTheme } from "../../helpers/render";
import { controlledRequest } from "../../helpers/controlled-request";
import type { SendForm } from "../../../src/hooks/use-submission";

const content = careersContent.application;
const labels = content.labels;
const form = () => screen.getByRole<HTMLFormElement>("form", { name: content.formHeading });
const file = (name: string) => new File(["cv"], name, { type: "application/pdf" });
const renderForm = (send: SendForm = jest.fn().mockResolvedValue(undefined)) =>
  renderWithTheme(
    <ApplicationForm
      retention={{ days: 180, talentPoolDays: 730 }}
      content={content}
      jobSlug="data-analyst"
      jobTitle="Data Analyst"
      jobDepartment="Data Science"
      send={send}
      otherPositions={[{ slug: "qa-engineer", title: "QA Engineer" }]}
    />,
  );

let alert: jest.SpyInstance;
beforeEach(() => {
  alert = jest.spyOn(window, "alert").mockImplementation(() => {});
});
afterEach(() => alert.mockRestore());

describe("ApplicationForm", () => {
  it("has every control of the application form with its name, type and required flag", () => {
    renderForm();
    const expected: [keyof typeof labels, string, boolean][] = [
      ["fullName", "text", true],
      ["email", "email", true],
      ["phone", "tel", true],
      ["location", "text", true],
      ["portfolioUrl", "text", false],
      ["linkedin", "text", false],
      ["github", "text", false],
      ["currentRole", "text", false],
      ["expectedSalary", "text", false],
      ["startDate", "date", false],
    ];
    for (const [name, type, required] of expected) {
      const control = byLabel(labels[name]);
      expect(control).toHaveAttribute("name", name);
      expect(control).toHaveAttribute("type", type);
      if (required) expect(control).toBeRequired();
      else expect(control).not.toBeRequired();
    }
    // Web addresses: the URL keyboard, without the browser's own check, which refuses "linkedin.com/in/x".
    for (const name of ["portfolioUrl", "linkedin", "github"] as const)
      expect(byLabel(labels[name])).toHaveAttribute("inputmode", "url");
    const names = Array.from(form().elements)
      .map((element) => element.getAttribute("name"))
      .filter(Boolean);
    expect(names).toEqual([
      "jobSlug",
      "idempotencyKey",
      "fullName",
      "email",
      "phone",
      "location",
      "portfolioUrl",
      "linkedin",
      "github",
      "experience",
      "currentRole",
      "expectedSalary",
      "startDate",
      "coverLetter",
      "resume",
      "website",
      "consent",
      "talentPool",
    ]);
  });

  it("asks for years of experience from 'Select...', 0-2, 3-5, 5-7 and 7+", () => {
    renderForm();
    const select = screen.getByRole("combobox", { name: labels.experience });
    expect(select).toHaveAttribute("name", "experience");
    expect(select).toBeRequired();
    const options = Array.from((select as HTMLSelectElement).options);
    expect(options.map((option) => option.value)).toEqual(["", "0-2", "3-5", "5-7", "7+"]);
    expect(options[0]).toHaveTextContent("Select...");
  });

  it("has a required 4-row cover letter", () => {
    renderForm();
    const letter = screen.getByRole("textbox", { name: labels.coverLetter });
    expect(letter.tagName).toBe("TEXTAREA");
    expect(letter).toHaveAttribute("rows", "4");
    expect(letter).toBeRequired();
  });

  it("takes a required .pdf, .doc or .docx resume, described by its hint", () => {
    renderForm();
    const resume = byLabel(labels.resume);
    expect(resume).toHaveAttribute("type", "file");
    expect(resume).toHaveAttribute("name", "resume");
    expect(resume).toHaveAttribute("accept", ".pdf,.doc,.docx");
    expect(resume).toBeRequired();
    expect(resume).toHaveAccessibleDescription("PDF, DOC, or DOCX (Max 5MB)");
  });

  it("replaces the chosen resume with a newly chosen one and shows its name", async () => {
    const user = userEvent.setup();
    renderForm();
    const resume = byLabel(labels.resume) as HTMLInputElement;
    await user.upload(resume, file("first.pdf"));
    expect(screen.getByText("Selected file: first.pdf")).toBeInTheDocument();
    await user.upload(resume, file("second.docx"));
    expect(screen.getByText("Selected file: second.docx")).toBeInTheDocument();
    expect(screen.queryByText(/first\.pdf/)).not.toBeInTheDocument();
  });

  it("keeps each value as it is typed and sends the form's own controls: the job, the values, the file, the empty honeypot", async () => {
    const user = userEvent.setup();
    const request = controlledRequest();
    renderForm(request.send);
    await user.type(byLabel(labels.fullName), "Asha Rao");
    expect(byLabel(labels.fullName)).toHaveValue("Asha Rao");
    await user.selectOptions(byLabel(labels.experience), "7+");
    const cv = file("cv.pdf");
    await user.upload(byLabel(labels.resume), cv);
    await user.click(screen.getByRole("checkbox", { name: new RegExp(content.consentLabel.slice(0, 20)) }));
    fireEvent.submit(form());
    await waitFor(() => expect(request.send).toHaveBeenCalled());
    expect(request.sent()).toMatchObject({
      jobSlug: "data-analyst",
      fullName: "Asha Rao",
      experience: "7+",
      consent: "on",
      website: "",
    });
    expect((request.sentForm()?.get("resume") as File).name).toBe("cv.pdf");
    expect(screen.getByRole("button", { name: content.submittingLabel })).toBeDisabled();
    await act(async () => request.answer({ id: "20261125T101500000Z-0a1b2c3d" }));
    expect(alert).toHaveBeenCalledWith(content.successMessage);
  });

  it("once sent, the form is replaced by the success state: the reference and links to the other open positions, no form to send again", async () => {
    const request = controlledRequest();
    renderForm(request.send);
    await userEvent.setup().type(byLabel(labels.fullName), "Asha Rao");
    fireEvent.submit(form());
    await act(async () => request.answer({ id: "20261125T101500000Z-0a1b2c3d" }));
    expect(screen.queryByRole("form", { name: content.formHeading })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: content.submitLabel })).not.toBeInTheDocument();
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent(content.successMessage);
    expect(status).toHaveTextContent(`${content.referenceLabel}: 20261125T101500000Z-0a1b2c3d`);
    expect(screen.getByRole("link", { name: "QA Engineer" })).toHaveAttribute("href", "/careers/qa-engineer/");
    expect(status).toHaveFocus();
  });

  it("carries one idempotency key per filled form, made when it is first filled and the same on a retry", async () => {
    const request = controlledRequest();
    renderForm(request.send);
    const key = form().elements.namedItem("idempotencyKey") as HTMLInputElement;
    expect(key.value).toBe("");
    await userEvent.setup().type(byLabel(labels.fullName), "Asha Rao");
    expect(key.value).toMatch(/^[0-9a-f]{32}$/);
    fireEvent.submit(form());
    await act(async () => request.refuse(new SubmissionError("The connection failed.")));
    fireEvent.submit(form());
    await act(async () => request.answer({ id: "20261125T101500000Z-0a1b2c3d" }));
    const [first, retry] = request.allSent();
    expect(first.idempotencyKey).toBe(key.value);
    expect(retry.idempotencyKey).toBe(first.idempotencyKey);
  });

  it("works without JavaScript: posts itself to the endpoint as multipart form data", () => {
    renderForm();
    expect(form()).toHaveAttribute("method", "post");
    expect(form()).toHaveAttribute("action", "/api/applications");
    expect(form()).toHaveAttribute("enctype", "multipart/form-data");
  });

  it("prevents the default submission and shows the exact confirmation alert", async () => {
    renderForm();
    const event = new Event("submit", { bubbles: true, cancelable: true });
    await act(async () => void form().dispatchEvent(event));
    expect(event.defaultPrevented).toBe(true);
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith("Application submitted successfully! We will get back to you soon."),
    );
    expect(alert).toHaveBeenCalledTimes(1);
  });

  it("says who receives the data and for how long, links the privacy policy, and requires consent", () => {
    renderForm();
    expect(screen.getByText(/We keep it for 180 days/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: content.privacyLinkLabel })).toHaveAttribute("href", "/privacy-policy/");
    expect(screen.getByRole("checkbox", { name: new RegExp(content.consentLabel.slice(0, 20)) })).toBeRequired();
  });

  it("offers a second, optional, unticked box to be kept for future openings, for the talent-pool period the note states", async () => {
    const request = controlledRequest();
    renderForm(request.send);
    const pool = screen.getByRole("checkbox", { name: /future openings/ });
    expect(pool).not.toBeChecked();
    expect(pool).not.toBeRequired();
    expect(pool).toHaveAccessibleName(
      "Optional: keep my application for 730 days and consider me for future openings too.",
    );
    expect(screen.getByText(/or for 730 days if you tick the second box below/)).toBeInTheDocument();
    await userEvent.setup().click(pool);
    fireEvent.submit(form());
    await waitFor(() => expect(request.send).toHaveBeenCalled());
    expect(request.sent()).toMatchObject({ talentPool: "on" });
  });

  it("keeps the honeypot away from people and assistive technology", () => {
    renderForm();
    const honeypot = form().elements.namedItem("website") as HTMLInputElement;
    expect(honeypot).not.toBeVisible();
    expect(honeypot).toHaveAttribute("tabindex", "-1");
    expect(screen.queryByRole("textbox", { name: /leave this field empty/i })).not.toBeInTheDocument();
  });

  it("shows a web address typed without https:// with it once the visitor leaves the field", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(byLabel(labels.linkedin), "linkedin.com/in/asha-rao");
    expect(byLabel(labels.linkedin)).toHaveValue("linkedin.com/in/asha-rao");
    await user.tab();
    expect(byLabel(labels.linkedin)).toHaveValue("https://linkedin.com/in/asha-rao");
    await user.type(byLabel(labels.github), "not an address");
    await user.tab();
    expect(byLabel(labels.github)).toHaveValue("not an address");
  });

  it("says a file is not what its name claims at the résumé field, as the server answers", async () => {
    const user = userEvent.setup();
    const message = resumeMismatchMessage("cv.pdf");
    renderForm(jest.fn().mockRejectedValue(new SubmissionError("refused", { resume: message })));
    await user.upload(byLabel(labels.resume), file("cv.pdf"));
    fireEvent.submit(form());
    await waitFor(() =>
      expect(byLabel(labels.resume)).toHaveAccessibleDescription(new RegExp("This file is not a real PDF document")),
    );
  });

  it("links the open positions when the server answers that the position has closed", async () => {
    renderForm(
      jest.fn().mockRejectedValue(new SubmissionError(POSITION_CLOSED_MESSAGE, { jobSlug: POSITION_CLOSED_MESSAGE })),
    );
    fireEvent.submit(form());
    const alertText = await screen.findByRole("alert");
    expect(alertText).toHaveTextContent("This position is not open any more.");
    expect(within(alertText).getByRole("link", { name: "/careers/" })).toHaveAttribute("href", "/careers/");
  });

  it("on a failed delivery shows why, and keeps every value and the chosen file", async () => {
    const user = userEvent.setup();
    renderForm(jest.fn().mockRejectedValue(new SubmissionError("The connection failed.")));
    await user.type(byLabel(labels.fullName), "Asha Rao");
    await user.upload(byLabel(labels.resume), file("cv.pdf"));
    fireEvent.submit(form());
    expect(await screen.findByRole("alert")).toHaveTextContent(`${content.failurePrefix} The connection failed.`);
    expect(byLabel(labels.fullName)).toHaveValue("Asha Rao");
    expect(screen.getByText("Selected file: cv.pdf")).toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
  });

  it("shows the server's message at each control it refused, goes to the first, and drops one once it is changed", async () => {
    const user = userEvent.setup();
    const refusal = new SubmissionError("refused", {
      email: "Enter a valid email address.",
      resume: "Attach a PDF, DOC or DOCX file.",
      jobSlug: "This is not a position we know.",
    });
    renderForm(jest.fn().mockRejectedValue(refusal));
    await user.type(byLabel(labels.email), "asha@example");
    await user.upload(byLabel(labels.resume), file("cv.pdf"));
    fireEvent.submit(form());

    // The message without a control of its own goes to the alert, after the pointer to the fields.
    expect(await screen.findByRole("alert")).toHaveTextContent(
      `${content.failurePrefix} ${content.fieldErrorText} This is not a position we know.`,
    );
    expect(byLabel(labels.email)).toHaveAttribute("aria-invalid", "true");
    expect(byLabel(labels.email)).toHaveAccessibleDescription("Enter a valid email address.");
    expect(byLabel(labels.resume)).toHaveAccessibleDescription(/Attach a PDF, DOC or DOCX file\./);
    expect(byLabel(labels.fullName)).not.toHaveAttribute("aria-invalid");
    await waitFor(() => expect(byLabel(labels.email)).toHaveFocus());
    expect(byLabel(labels.email)).toHaveValue("asha@example");
    expect(screen.getByText("Selected file: cv.pdf")).toBeInTheDocument();

    await user.type(byLabel(labels.email), ".com");
    expect(byLabel(labels.email)).not.toHaveAttribute("aria-invalid");
    expect(byLabel(labels.resume)).toHaveAttribute("aria-invalid", "true");
  });

  it("refuses a résumé over 5 MB before any upload, with a message at the field", async () => {
    const user = userEvent.setup();
    const submit = jest.fn().mockResolvedValue(undefined);
    renderForm(submit);
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "big.pdf", { type: "application/pdf" });
    await user.upload(byLabel(labels.resume), big);
    expect(byLabel(labels.resume)).toHaveAttribute("aria-invalid", "true");
    expect(byLabel(labels.resume)).toHaveAccessibleDescription(/5 MB/i);
    fireEvent.submit(form());
    expect(submit).not.toHaveBeenCalled();
  });
});
