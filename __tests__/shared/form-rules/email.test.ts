import { applicationSchema } from "../../../shared/form-rules/application-schema";
import { contactSchema } from "../../../shared/form-rules/contact-schema";
import { validateForm } from "../../../shared/form-rules/fields";

/** What the browser's `<input type="email">` says of an address (jsdom implements the HTML standard's rule). */
function browserAccepts(address: string): boolean {
  const input = document.createElement("input");
  input.type = "email";
  input.value = address;
  return !input.validity.typeMismatch;
}

const serverAccepts = (address: string) => {
  const contact = validateForm(contactSchema, { name: "Jane", email: address, subject: "Hi", message: "Hello" });
  const application = validateForm(applicationSchema, { email: address });
  return [contact.success, !(application.success === false && "email" in application.errors)];
};

describe("email addresses as people write them, by the rule the browser applies", () => {
  it.each([
    "o'brien@example.com",
    "jane+jobs@example.com",
    "jane@xn--mller-kva.de",
    "j.doe_1@mail.example.co.uk",
    "first.o'neil-smith@sub-domain.example",
  ])("accepts %s, as the browser does", (address) => {
    expect(browserAccepts(address)).toBe(true);
    expect(serverAccepts(address)).toEqual([true, true]);
  });

  it.each([
    "jane(at)example.com",
    "jane@",
    "@example.com",
    "jane@exa mple.com",
    "jane@-example.com",
    "jane@example-.com",
    "jane@example..com",
    "jane@müller.de",
    "jane doe@example.com",
  ])("refuses %s, as the browser does", (address) => {
    expect(browserAccepts(address)).toBe(false);
    expect(serverAccepts(address)).toEqual([false, false]);
  });
});
