import type { ChangeEvent, FocusEvent, HTMLInputTypeAttribute } from "react";
import type { InputMode } from "../../../shared/form-rules/control-attributes";
import { controlCss } from "./control-css";
import { FormField } from "./form-field";

type Props = {
  label: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** E.g. to show a web address completed with https:// once the visitor leaves the field. */
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  type?: HTMLInputTypeAttribute;
  /** The keyboard of a text input the browser must not check itself (a web address). */
  inputMode?: InputMode;
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
