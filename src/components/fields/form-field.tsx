import { css } from "@emotion/react";
import type { ReactNode } from "react";
import { theme } from "../../../content-model/theme";

/** What a field hands to its control so that label, hint and error are announced with it. */
export type ControlProps = { id: string; "aria-describedby"?: string; "aria-invalid"?: true };

/**
 * The ids that tie a form control to its label, hint and error, made from the control's name (unique
 * in its form, and each page has one form) so that server and browser render the same ids.
 */
export const fieldIds = (name: string) => ({
  control: `field-${name}`,
  hint: `field-${name}-hint`,
  error: `field-${name}-error`,
});

type Props = {
  label: string;
  /** The control's name, which the ids are made from. */
  name: string;
  /** Marks the label with an asterisk; the control itself carries `required`. */
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  /** Spans the full width of a two-column field grid. */
  wide?: boolean;
  /** Renders the control (and anything shown under it) with the ids this field ties together. */
  children: (control: ControlProps) => ReactNode;
};

const fieldCss = css`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;
const labelCss = css`
  font-weight: ${theme.fontWeights.medium};
  margin-bottom: ${theme.space[1]};
`;
const asteriskCss = css`
  color: ${theme.colors.danger};
`;
const small = `margin: ${theme.space[1]} 0 0; font-size: ${theme.fontSizes.sm};`;
const hintCss = css`
  ${small} color: ${theme.colors.muted};
`;
const errorCss = css`
  ${small} color: ${theme.colors.danger};
`;

/** One form field: a visible label, the control, an optional hint and error, linked by id. */
export function FormField({ label, name, required = false, hint, error, wide = false, children }: Props) {
  const { control: id, hint: hintId, error: errorId } = fieldIds(name);
  const describedBy = [hint ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ");
  return (
    <div data-wide={wide || undefined} css={fieldCss}>
      <label htmlFor={id} css={labelCss}>
        {label}
        {required && (
          <span aria-hidden="true" css={asteriskCss}>
            {" "}
            *
          </span>
        )}
      </label>
      {children({
        id,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(error ? { "aria-invalid": true } : {}),
      })}
      {hint && (
        <p id={hintId} css={hintCss}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} css={errorCss}>
          {error}
        </p>
      )}
    </div>
  );
}
