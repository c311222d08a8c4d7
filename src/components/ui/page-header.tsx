import { css } from "@emotion/react";
import type { ReactNode } from "react";
import { theme } from "../../../content-model/theme";
import { Container } from "./container";

type Props = { heading: string; intro?: string; eyebrow?: ReactNode; children?: ReactNode };

const band = css`
  background: ${theme.colors.surfaceAlt};
  padding: ${theme.space[12]} 0 ${theme.space[10]};
`;
const headingCss = css`
  font-size: ${theme.fontSizes["4xl"]};
`;
const introCss = css`
  font-size: ${theme.fontSizes.lg};
  color: ${theme.colors.muted};
  max-width: ${theme.sizes.prose};
`;

/** The top band of an inner page: its single h1 and a short introduction. */
export function PageHeader({ heading, intro, eyebrow, children }: Props) {
  return (
    <div css={band}>
      <Container>
        {eyebrow}
        <h1 css={headingCss}>{heading}</h1>
        {intro && <p css={introCss}>{intro}</p>}
        {children}
      </Container>
    </div>
  );
}
