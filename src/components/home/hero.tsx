import { css } from "@emotion/react";
import type { ReactNode } from "react";
import { focusRingOnDark, mq, theme } from "../../../content-model/theme";
import { ButtonLink } from "../ui/button-link";
import { Container } from "../ui/container";

type LinkItem = { readonly label: string; readonly to: string };
type Props = {
  hero: { eyebrow: string; heading: string; text: string; primaryCta: LinkItem; secondaryCta: LinkItem };
  /** Shown beside the text from the lg breakpoint, below it on smaller screens. */
  aside?: ReactNode;
};

// The band and its grid hydrate with the page's frame; all styles are made once, here.
const bandCss = css`
  background: ${theme.gradients.night};
  color: ${theme.colors.inverse};
  ${focusRingOnDark}
  padding: ${theme.space[12]} 0;
  ${mq("sm")} {
    padding: ${theme.space[16]} 0;
  }
`;
const gridCss = css`
  display: grid;
  gap: ${theme.space[8]};
  align-items: center;
  ${mq("lg")} {
    grid-template-columns: 7fr 5fr;
    gap: ${theme.space[12]};
  }
`;
const eyebrowCss = css`
  color: ${theme.colors.inverseMuted};
  font-weight: ${theme.fontWeights.semibold};
  text-transform: uppercase;
  letter-spacing: 0.06em;
  font-size: ${theme.fontSizes.sm};
`;
const headingCss = css`
  font-size: ${theme.fontSizes["5xl"]};
  margin-bottom: ${theme.space[6]};
`;
const textCss = css`
  font-size: ${theme.fontSizes.lg};
  color: ${theme.colors.inverseMuted};
  max-width: ${theme.sizes.prose};
  margin-bottom: ${theme.space[8]};
`;
const actionsCss = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[4]};
`;

/** The home page's opening band: the page's h1, a short pitch and the two main calls to action. */
export function Hero({ hero, aside }: Props) {
  return (
    <div css={bandCss}>
      <Container>
        <div css={gridCss}>
          <>
            <div>
              <p css={eyebrowCss}>{hero.eyebrow}</p>
              <h1 css={headingCss}>{hero.heading}</h1>
              <p css={textCss}>{hero.text}</p>
              <div css={actionsCss}>
                <ButtonLink to={hero.primaryCta.to}>{hero.primaryCta.label}</ButtonLink>
                <ButtonLink to={hero.secondaryCta.to} tone="inverse">
                  {hero.secondaryCta.label}
                </ButtonLink>
              </div>
            </div>
          </>
          {aside}
        </div>
      </Container>
    </div>
  );
}
