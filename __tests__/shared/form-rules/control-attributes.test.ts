/** @jest-environment node */
import * as v from "valibot";
import { APPLICATION_CONTROLS, applicationSchema, RESUME_CONTROL } from "../../../shared/form-rules/application-schema";
import { CONTACT_CONTROLS, contactSchema } from "../../../shared/form-rules/contact-schema";
import { controlAttributes, inputType } from "../../../shared/form-rules/control-attributes";
import {
  APPLICATION_FIELDS,
  CONSENT_CONTROL,
  CONTACT_FIELDS,
  TALENT_POOL_CONTROL,
} from "../../../shared/form-rules/controls";
import { optionalText, requiredText, validateForm } from "../../../shared/form-rules/fields";
import { validApplicationPost, validContactPost } from "./valid-posts";

const validApplication = validApplicationPost;
const validContact = validContactPost;
const withoutValue = (values: Record<string, string>, name: string) =>
  Object.fromEntries(Object.entries(values).filter(([key]) => key !== name));

describe("a form control's required flag and input type, read from its rule", () => {
  it("is required when the rule refuses an untouched control, and takes the type the rule names", () => {
    const schema = v.object({
      name: requiredText("Enter your name."),
      note: optionalText(),
      site: v.pipe(optionalText(), inputType("url")),
      agree: v.pipe(
        v.optional(v.boolean(), false),
        v.check((value) => value, "Tick the box."),
      ),
    });
    expect(controlAttributes(schema)).toEqual({
      name: { required: true },
      note: { required: false },
      site: { required: false, type: "url" },
      agree: { required: true },
    });
  });

  it.each([
    [
      "application",
      applicationSchema,
      APPLICATION_CONTROLS,
      validApplication,
      [...APPLICATION_FIELDS.filter((name) => name !== "resume"), CONSENT_CONTROL, TALENT_POOL_CONTROL],
    ],
    ["contact", contactSchema, CONTACT_CONTROLS, validContact, CONTACT_FIELDS],
  ] as const)(
    "the %s form's browser asks for exactly the values its server refuses to go without",
    (_form, schema, controls, valid, names) => {
      for (const name of names) {
        const refusedWithout = !validateForm(schema, withoutValue(valid, name)).success;
        expect([name, (controls as Record<string, { required: boolean }>)[name].required]).toEqual([
          name,
          refusedWithout,
        ]);
      }
    },
  );

  it("gives the inputs the types of their rules, and the résumé the file names its rule accepts", () => {
    const types = (controls: Record<string, { type?: string }>) =>
      Object.fromEntries(
        Object.entries(controls)
          .filter(([, control]) => control.type)
          .map(([name, control]) => [name, control.type]),
      );
    expect(types(APPLICATION_CONTROLS)).toEqual({ email: "email", phone: "tel", startDate: "date" });
    // Web addresses are text with the URL keyboard: the form completes "linkedin.com/in/x", which type="url" refuses.
    const modes = Object.entries(APPLICATION_CONTROLS)
      .filter(([, control]) => control.inputMode)
      .map(([name, control]) => [name, control.inputMode]);
    expect(Object.fromEntries(modes)).toEqual({ portfolioUrl: "url", linkedin: "url", github: "url" });
    expect(types(CONTACT_CONTROLS)).toEqual({ email: "email", phone: "tel" });
    expect(RESUME_CONTROL).toEqual({ accept: ".pdf,.doc,.docx", required: true });
  });
});
