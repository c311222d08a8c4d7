import type { ChangeEvent } from "react";
import { controlCss } from "./control-css";
import { FormField } from "./form-field";

type Option = { readonly value: string; readonly label: string };
type Props = {
  label: string;
  name: string;
  value: string;
  options: readonly Option[];
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  required?: boolean;
  wide?: boolean;
  /** A message about the choice, e.g. the server's; marks the control invalid. */
  error?: string;
};

/** A labelled select; the option with the empty value is the "choose one" prompt from data. */
export function SelectField({ label, options, wide, required, error, ...select }: Props) {
  return (
    <FormField label={label} name={select.name} wide={wide} required={required} error={error}>
      {(control) => (
        <select {...control} {...select} required={required} css={controlCss}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
