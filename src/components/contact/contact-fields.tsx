import type { ChangeEvent } from "react";
import type { FieldErrors } from "../../forms/field-errors";
import { CONTACT_CONTROLS } from "../../../shared/form-rules/contact-schema";
import type { ContactField, ContactValues } from "../../../shared/form-rules/controls";
import { SelectField } from "../fields/select-field";
import { TextAreaField } from "../fields/text-area-field";
import { TextField } from "../fields/text-field";

type Option = { readonly value: string; readonly label: string };
type Props = {
  labels: Record<keyof ContactValues, string>;
  budgetOptions: readonly Option[];
  timelineOptions: readonly Option[];
  values: ContactValues;
  /** Messages from the server for the controls it refused. */
  errors: FieldErrors<ContactField>;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
};

/** The contact form's controls, named as the server API reads them; `required` and `type` from their rules (shared/form-rules/contact-schema.ts). */
export function ContactFields({ labels, budgetOptions, timelineOptions, values, errors, onChange }: Props) {
  const field = (name: ContactField) => ({
    name,
    label: labels[name],
    value: values[name],
    error: errors[name],
    onChange,
    ...CONTACT_CONTROLS[name],
  });
  return (
    <>
      <TextField {...field("name")} autoComplete="name" />
      <TextField {...field("email")} autoComplete="email" />
      <TextField {...field("company")} autoComplete="organization" />
      <TextField {...field("phone")} autoComplete="tel" />
      <TextField {...field("subject")} wide />
      <TextAreaField {...field("message")} rows={6} />
      <SelectField {...field("budget")} options={budgetOptions} />
      <SelectField {...field("timeline")} options={timelineOptions} />
    </>
  );
}
