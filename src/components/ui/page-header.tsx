import { css, useTheme } from "@emotion/react";
import type { ReactNode } from "react";
import { Container } from "./container";

type Props = { heading: string; intro?: string; eyebrow?: ReactNode; children?: ReactNode };

/** The top band of an inner page: its single h1 and a short introduction. */
export function PageHeader({ heading, intro, eyebrow, children }: Props) {
  const theme = useTheme();
  return (
    <div css={css`background: ${theme.colors.surfaceAlt}; padding: ${theme.space[12]} 0 ${theme.space[10]};`}>
      <Container>
        {eyebrow}
        <h1 css={css`font-size: ${theme.fontSizes["4xl"]};`}>{heading}</h1>
        {intro && <p css={css`font-size: ${theme.fontSizes.lg}; color: ${theme.colors.muted}; max-width: ${theme.sizes.prose};`}>{intro}</p>}
        {children}
      </Container>
    </div>
  );
}
