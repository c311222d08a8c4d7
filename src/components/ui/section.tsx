import { css, useTheme } from "@emotion/react";
import type { ReactNode } from "react";
import { Container } from "./container";
import { textId } from "./text-id";

type Props = { heading: string; intro?: string; children: ReactNode; tone?: "plain" | "alt" };

/** A page section with its h2, labelled by it for assistive technology. */
export function Section({ heading, intro, children, tone = "plain" }: Props) {
  const theme = useTheme();
  const id = textId(heading, "heading");
  return (
    <section aria-labelledby={id} css={css`padding: ${theme.space[16]} 0; background: ${tone === "alt" ? theme.colors.surfaceAlt : "transparent"};`}>
      <Container>
        <h2 id={id} css={css`font-size: ${theme.fontSizes["3xl"]};`}>{heading}</h2>
        {intro && <p css={css`color: ${theme.colors.muted}; max-width: ${theme.sizes.prose}; margin-bottom: ${theme.space[8]};`}>{intro}</p>}
        {children}
      </Container>
    </section>
  );
}
