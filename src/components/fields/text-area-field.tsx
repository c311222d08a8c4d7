import { css } from "@emotion/react";
import type { ChangeEvent } from "react";
import { controlCss } from "./control-css";
import { FormField } from "./form-field";

type Props = {
  label: string;
  name: string;
  value: string;
  rows: number;
  onChange: (event: ChangeEvent<HTMLTextAreaElement>) => void;
  required?: boolean;
  /** A message about the text, e.g. the server's; marks the control invalid. */
  error?: string;
};

const textAreaCss = css`
  ${controlCss};
  resize: vertical;
`;

/** A labelled multi-line text box, always the full width of its form. */
export function TextAreaField({ label, required, error, ...textarea }: Props) {
  return (
    <FormField label={label} name={textarea.name} wide required={required} error={error}>
      {(control) => <textarea {...control} {...textarea} required={required} css={textAreaCss} />}
    </FormField>
  );
}
