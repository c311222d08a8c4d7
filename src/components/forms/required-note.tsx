import { css, useTheme } from "@emotion/react";

/** Explains the asterisk next to required labels (the controls carry `required` themselves). */
export function RequiredNote({ text }: { text: string }) {
  const theme = useTheme();
  return <p css={css`color: ${theme.colors.muted}; font-size: ${theme.fontSizes.sm};`}>{text}</p>;
}
