import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ContactForm } from "../../../src/components/contact/contact-form";
import site from "../../../data/site.json";
import { SubmissionError } from "../../../src/forms/client";
import { contactContent } from "../../helpers/careers-data";
import { byLabel } from "../../helpers/fields";
import { renderWithTheme } from "../../helpers/render";
import { controlledRequest } from "../../helpers/controlled-request";
import type { SendForm } from "../../../src/hooks/use-submission";

const { contactSuccessMs } = site.constants;
const labels = contactContent.labels;
const renderForm = (send: SendForm = controlledRequest().send, fallbackEmail?: string) =>
  renderWithTheme(
    <ContactForm content={contactContent} successMs={contactSuccessMs} send={send} fallbackEmail={fallbackEmail} />,
  );

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(byLabel(labels.name), "Asha Rao");
  await user.type(byLabel(labels.email), "asha@example.com");
  await user.type(byLabel(labels.subject), "A new website");
  await user.type(byLabel(labels.message), "We need a shop.");
}

describe("ContactForm", () => {
  it("works without JavaScript: posts itself to the endpoint, and carries a key per filled form, new once the form is shown empty again", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const request = controlledRequest();
    renderForm(request.send);
    const form = screen.getByRole("form", { name: contactContent.formHeading });
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "/api/contact");
    await fillRequired(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    await act(async () => request.refuse(new SubmissionError("The connection failed.")));
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    await act(async () => request.answer({ id: "20261125T101500000Z-0a1b2c3d" }));
    const [first, retry] = request.allSent();
    expect(first.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
    expect(retry.idempotencyKey).toBe(first.idempotencyKey);
    await act(async () => jest.advanceTimersByTime(contactSuccessMs));
    await fillRequired(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(request.sent().idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
    expect(request.sent().idempotencyKey).not.toBe(first.idempotencyKey);
    jest.useRealTimers();
  });

  it("has the contact form's controls with their required flags and types", () => {
    renderForm();
    const expected: [keyof typeof labels, string | null, boolean][] = [
      ["name", "text", true],
      ["email", "email", true],
      ["company", "text", false],
      ["phone", "tel", false],
      ["subject", "text", true],
      ["message", null, true],
      ["budget", null, false],
      ["timeline", null, false],
    ];
    for (const [name, type, required] of expected) {
      const control = byLabel(labels[name]);
      expect(control).toHaveAttribute("name", name);
      if (type) expect(control).toHaveAttribute("type", type);
      expect(control.hasAttribute("required")).toBe(required);
    }
    expect(byLabel(labels.message)).toHaveAttribute("rows", "6");
  });

  it("offers the budget and timeline values with readable labels", () => {
    renderForm();
    const values = (name: string) =>
      Array.from((byLabel(name) as HTMLSelectElement).options).map((option) => option.value);
    expect(values(labels.budget)).toEqual(["", "<10k", "10k-50k", "50k-100k", "100k+"]);
    expect(values(labels.timeline)).toEqual(["", "urgent", "1month", "3months", "6months+"]);
    expect(screen.getByRole("option", { name: "Within 3 months" })).toHaveValue("3months");
  });

  it(`shows 'Sending...' (disabled) while the request is under way, the success message for ${contactSuccessMs} ms, then the empty form`, async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const request = controlledRequest();
    renderForm(request.send);
    await fillRequired(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    expect(screen.getByRole("button", { name: "Sending..." })).toBeDisabled();
    await act(async () => jest.advanceTimersByTime(10_000));
    expect(screen.getByRole("button", { name: "Sending..." })).toBeDisabled();
    expect(screen.queryByText("Message Sent Successfully!")).not.toBeInTheDocument();
    expect(request.sent()).toMatchObject({
      name: "Asha Rao",
      email: "asha@example.com",
      subject: "A new website",
      message: "We need a shop.",
      website: "",
    });

    await act(async () => request.answer());
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent("Message Sent Successfully!");
    expect(status).toHaveTextContent("Thank you for reaching out. We'll be in touch soon.");
    expect(screen.queryByRole("button", { name: /Send/ })).not.toBeInTheDocument();
    expect(status.firstElementChild).toHaveFocus();

    await act(async () => jest.advanceTimersByTime(contactSuccessMs - 1));
    expect(screen.getByText("Message Sent Successfully!")).toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(1));
    expect(screen.queryByText("Message Sent Successfully!")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Send Message" })).toBeEnabled();
    for (const label of Object.values(labels)) expect(byLabel(label)).toHaveValue("");
    jest.useRealTimers();
  });

  it("shows the server's own words when it refuses the whole message (too many submissions), with the email fallback, and keeps the message", async () => {
    const user = userEvent.setup();
    const request = controlledRequest();
    renderForm(request.send, "hello@example.com");
    await fillRequired(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    await act(async () =>
      request.refuse(new SubmissionError("Too many submissions. Please try again in 10 minute(s).")),
    );
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Too many submissions. Please try again in 10 minute(s).");
    expect(within(alert).getByRole("link", { name: "hello@example.com" })).toHaveAttribute(
      "href",
      "mailto:hello@example.com",
    );
    expect(byLabel(labels.subject)).toHaveValue("A new website");
  });

  it("shows its own error text when sending fails without a message for visitors", async () => {
    const user = userEvent.setup();
    renderForm(jest.fn().mockRejectedValue(new TypeError("x is undefined")));
    await fillRequired(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(contactContent.errorText);
    expect(screen.queryByText("x is undefined")).not.toBeInTheDocument();
  });

  it("shows the server's message at the control it refused and goes there, without the email fallback", async () => {
    const user = userEvent.setup();
    renderForm(
      jest.fn().mockRejectedValue(new SubmissionError("refused", { email: "Enter a valid email address." })),
      "hello@example.com",
    );
    await fillRequired(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(contactContent.fieldErrorText);
    expect(screen.queryByRole("link", { name: "hello@example.com" })).not.toBeInTheDocument();
    expect(byLabel(labels.email)).toHaveAttribute("aria-invalid", "true");
    expect(byLabel(labels.email)).toHaveAccessibleDescription("Enter a valid email address.");
    await waitFor(() => expect(byLabel(labels.email)).toHaveFocus());
    expect(byLabel(labels.message)).toHaveValue("We need a shop.");

    await user.type(byLabel(labels.email), "m");
    expect(byLabel(labels.email)).not.toHaveAttribute("aria-invalid");
  });
});
