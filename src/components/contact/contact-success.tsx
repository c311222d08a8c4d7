import { css } from "@emotion/react";
import { forwardRef } from "react";
import { theme } from "../../../content-model/theme";
import { Icon } from "../ui/icon";

type Props = { title: string; text: string };

const boxCss = css`
  scroll-margin-top: calc(${theme.sizes.header} + ${theme.space[8]});
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  gap: ${theme.space[2]};
  padding: ${theme.space[10]} ${theme.space[6]};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.successSoft};
  color: ${theme.colors.success};
`;
const titleCss = css`
  font-size: ${theme.fontSizes.xl};
  font-weight: ${theme.fontWeights.bold};
  margin: 0;
`;
const textCss = css`
  margin: 0;
  color: ${theme.colors.ink};
`;

/** Shown after a message is sent; focusable so focus can move here when the form goes away. */
export const ContactSuccess = forwardRef<HTMLDivElement, Props>(function ContactSuccess({ title, text }, ref) {
  return (
    <div ref={ref} tabIndex={-1} css={boxCss}>
      <Icon name="check" size={48} />
      <p css={titleCss}>{title}</p>
      <p css={textCss}>{text}</p>
    </div>
  );
});
