import { css } from "@emotion/react";
import { buttonCss } from "../ui/button-link";

type Props = { busy: boolean; label: string; busyLabel: string };

const submitCss = css`
  ${buttonCss.primary};
  justify-self: start;
`;

/** A form's submit button; while the form is being sent it is disabled and says so. */
export function SubmitButton({ busy, label, busyLabel }: Props) {
  return (
    <button type="submit" disabled={busy} css={submitCss}>
      {busy ? busyLabel : label}
    </button>
  );
}
