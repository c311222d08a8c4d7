import type { ChangeEvent, HTMLInputTypeAttribute } from "react";
import { controlCss } from "./control-css";
import { FormField } from "./form-field";

type Props = {
  label: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  type?: HTMLInputTypeAttribute;
  required?: boolean;
  autoComplete?: string;
  hint?: string;
  wide?: boolean;
  /** A message about the value, e.g. the server's; marks the control invalid. */
  error?: string;
};

/** A labelled single-line input (text, email, tel, url, date). */
export function TextField({ label, hint, wide, required, error, type = "text", ...input }: Props) {
  return (
    <FormField label={label} name={input.name} hint={hint} wide={wide} required={required} error={error}>
      {(control) => <input {...control} {...input} type={type} required={required} css={controlCss} />}
    </FormField>
  );
}
