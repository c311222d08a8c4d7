/** @jest-environment node */
import contactContent from "../../../data/contact.json";
import { BUDGET_VALUES, contactSchema, TIMELINE_VALUES } from "../../../shared/form-rules/contact-schema";
import { LONG_MAX, SHORT_MAX, validateForm } from "../../../shared/form-rules/fields";
import { validContactPost } from "./valid-posts";

const valid = validContactPost;

describe("the contact form's rules (checked in the browser and again on the server)", () => {
  it("accepts name, email, subject and message alone, filling the optional fields with empty text", () => {
    const result = validateForm(contactSchema, valid);
    expect(result).toEqual({
      success: true,
      output: {
        ...valid,
        company: "",
        phone: "",
        budget: "",
        timeline: "",
        website: "",
        idempotencyKey: "",
        utm_source: "",
        utm_medium: "",
        utm_campaign: "",
        ref: "",
      },
    });
  });

  it("takes where the lead came from as short plain text, and refuses a value over 100 characters naming its field", () => {
    const result = validateForm(contactSchema, {
      ...valid,
      utm_source: " linkedin ",
      utm_campaign: "autumn\u0007",
      ref: "x".repeat(101),
    });
    expect(result.success).toBe(false);
    expect(!result.success && Object.keys(result.errors)).toEqual(["ref"]);
    const accepted = validateForm(contactSchema, { ...valid, utm_source: " linkedin ", utm_campaign: "autumn\u0007" });
    expect(accepted.success && [accepted.output.utm_source, accepted.output.utm_campaign]).toEqual([
      "linkedin",
      "autumn",
    ]);
  });

  it("names every missing required field at once", () => {
    const result = validateForm(contactSchema, {});
    expect(result.success).toBe(false);
    expect(!result.success && Object.keys(result.errors).sort()).toEqual(["email", "message", "name", "subject"]);
  });

  it("treats text of spaces as missing, and trims what it keeps", () => {
    const result = validateForm(contactSchema, { ...valid, name: "   ", subject: "  Hi  " });
    expect(!result.success && result.errors).toEqual({ name: "Enter your name." });
    expect(validateForm(contactSchema, { ...valid, subject: "  Hi  " })).toMatchObject({ output: { subject: "Hi" } });
  });

  it("refuses an address that is not an email address", () => {
    const result = validateForm(contactSchema, { ...valid, email: "jane.example.com" });
    expect(!result.success && result.errors.email).toMatch(/valid email address/);
  });

  it(`limits short fields to ${SHORT_MAX} characters and the message to ${LONG_MAX}`, () => {
    expect(validateForm(contactSchema, { ...valid, company: "x".repeat(SHORT_MAX) }).success).toBe(true);
    expect(validateForm(contactSchema, { ...valid, company: "x".repeat(SHORT_MAX + 1) })).toEqual({
      success: false,
      errors: { company: "Use at most 200 characters." },
    });
    expect(validateForm(contactSchema, { ...valid, message: "x".repeat(LONG_MAX) }).success).toBe(true);
    expect(validateForm(contactSchema, { ...valid, message: "x".repeat(LONG_MAX + 1) })).toEqual({
      success: false,
      errors: { message: "Use at most 10,000 characters." },
    });
  });

  it("takes budget and timeline only from the lists in data/contact.json", () => {
    expect(BUDGET_VALUES).toEqual(contactContent.budgetOptions.map((option) => option.value).filter(Boolean));
    expect(TIMELINE_VALUES).toEqual(["urgent", "1month", "3months", "6months+"]);
    expect(validateForm(contactSchema, { ...valid, budget: "10k-50k", timeline: "urgent" }).success).toBe(true);
    const result = validateForm(contactSchema, { ...valid, budget: "a million", timeline: "tomorrow" });
    expect(!result.success && Object.keys(result.errors)).toEqual(["budget", "timeline"]);
  });

  it("accepts usual phone numbers and refuses text that is not one", () => {
    for (const phone of ["+91 11 4567 8900", "(555) 123-4567", "030/1234567 x12"]) {
      expect(validateForm(contactSchema, { ...valid, phone }).success).toBe(true);
    }
    expect(validateForm(contactSchema, { ...valid, phone: "call me" }).success).toBe(false);
    expect(validateForm(contactSchema, { ...valid, phone: "12" }).success).toBe(false);
  });

  it("refuses a filled honeypot and anything that is not text", () => {
    expect(validateForm(contactSchema, { ...valid, website: "http://spam.example" })).toEqual({
      success: false,
      errors: { website: "This field must be left empty." },
    });
    expect(validateForm(contactSchema, { ...valid, name: 42 })).toEqual({
      success: false,
      errors: { name: "Send this field as text." },
    });
    expect(validateForm(contactSchema, "name=Jane")).toMatchObject({
      success: false,
      errors: { form: expect.any(String) },
    });
  });

  it("drops control characters (terminal escapes, bidi overrides) from every field, keeping the message's line breaks", () => {
    const result = validateForm(contactSchema, {
      ...valid,
      name: "Jane\u001b]0;owned\u0007\u001b[2J Doe\u202e",
      subject: "Line one\r\nBcc: x@evil.example",
      message: "Hello,\r\n\tplease call.\u0000\u009b",
    });
    expect(result).toMatchObject({
      success: true,
      output: {
        name: "Jane]0;owned[2J Doe",
        subject: "Line one Bcc: x@evil.example",
        message: "Hello,\r\n\tplease call.",
      },
    });
  });
});
