import { css, type SerializedStyles } from "@emotion/react";
import type { ReactNode } from "react";
import { mq, theme } from "../../../content-model/theme";
import { Container } from "./container";
import { textId } from "./text-id";

type Tone = "plain" | "alt";
type Props = { heading: string; intro?: string; children: ReactNode; tone?: Tone };

// A little less room between sections on a phone, where each screen holds less.
const padding = css`
  padding: ${theme.space[12]} 0;
  ${mq("sm")} {
    padding: ${theme.space[16]} 0;
  }
`;
const tones: Record<Tone, SerializedStyles> = {
  plain: css`
    ${padding}
    background: transparent;
  `,
  alt: css`
    ${padding}
    background: ${theme.colors.surfaceAlt};
  `,
};
// A link to the section (the careers hero's "See the open positions") leaves its heading clear of the sticky header.
const headingCss = css`
  font-size: ${theme.fontSizes["3xl"]};
  scroll-margin-top: calc(${theme.sizes.header} + ${theme.space[4]});
`;
const introCss = css`
  color: ${theme.colors.muted};
  max-width: ${theme.sizes.prose};
  margin-bottom: ${theme.space[8]};
`;

/** A page section with its h2, labelled by it for assistive technology. */
export function Section({ heading, intro, children, tone = "plain" }: Props) {
  const id = textId(heading, "heading");
  return (
    <section aria-labelledby={id} css={tones[tone]}>
      <Container>
        <h2 id={id} css={headingCss}>
          {heading}
        </h2>
        {intro && <p css={introCss}>{intro}</p>}
        {children}
      </Container>
    </section>
  );
}
