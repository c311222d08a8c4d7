import { css } from "@emotion/react";
import { theme } from "../../../content-model/theme";

const noteCss = css`
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.sm};
`;

/** Explains the asterisk next to required labels (the controls carry `required` themselves). */
export function RequiredNote({ text }: { text: string }) {
  return <p css={noteCss}>{text}</p>;
}
