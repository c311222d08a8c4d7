import type { ChangeEvent } from "react";
import { controlCss } from "../fields/control-css";
import { FormField } from "../fields/form-field";
import { fillTemplate } from "../ui/fill-template";
import { visuallyHidden } from "../ui/visually-hidden";
import { RESUME_CONTROL } from "../../../shared/form-rules/application-schema";

const RESUME_NAME = "resume";

type Props = {
  label: string;
  hint: string;
  chosenTemplate: string;
  file: File | null;
  error?: string | null;
  onChoose: (event: ChangeEvent<HTMLInputElement>) => void;
};

/**
 * The CV upload: a file input with its hint, and the name of the file chosen. Whether it is required
 * and the file types it accepts come from the résumé's rule; the 5 MB of the hint is checked before
 * upload and on the server.
 */
export function ResumeField({ label, hint, chosenTemplate, file, error, onChoose }: Props) {
  return (
    <FormField
      label={label}
      name={RESUME_NAME}
      hint={hint}
      error={error ?? undefined}
      wide
      required={RESUME_CONTROL.required}
    >
      {(control) => (
        <>
          <input {...control} type="file" name={RESUME_NAME} {...RESUME_CONTROL} onChange={onChoose} css={controlCss} />
          {/* The control itself shows the name; this says it to screen readers when it changes. */}
          <p aria-live="polite" css={visuallyHidden}>
            {file ? fillTemplate(chosenTemplate, { name: file.name }) : ""}
          </p>
        </>
      )}
    </FormField>
  );
}
