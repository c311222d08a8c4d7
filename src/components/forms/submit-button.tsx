import { css, useTheme } from "@emotion/react";
import { buttonCss } from "../ui/button-link";

type Props = { busy: boolean; label: string; busyLabel: string };

/** A form's submit button; while the form is being sent it is disabled and says so. */
export function SubmitButton({ busy, label, busyLabel }: Props) {
  const theme = useTheme();
  return (
    <button type="submit" disabled={busy} css={[buttonCss(theme), css`justify-self: start;`]}>
      {busy ? busyLabel : label}
    </button>
  );
}
