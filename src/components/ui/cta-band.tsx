import { css } from "@emotion/react";
import { graphql } from "gatsby";
import { focusRingOnDark, theme } from "../../../content-model/theme";
import { ButtonLink } from "./button-link";
import { Container } from "./container";
import { textId } from "./text-id";

type LinkItem = { readonly label: string; readonly to: string };
type Props = { heading: string; text: string; links: readonly LinkItem[] };

const bandCss = css`
  padding: ${theme.space[16]} 0;
  background: ${theme.gradients.night};
  color: ${theme.colors.inverse};
  ${focusRingOnDark}
`;
const centreCss = css`
  text-align: center;
`;
const headingCss = css`
  font-size: ${theme.fontSizes["3xl"]};
`;
const textCss = css`
  color: ${theme.colors.inverseMuted};
  font-size: ${theme.fontSizes.lg};
  margin-bottom: ${theme.space[8]};
`;
const linksCss = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space[4]};
`;

/** The closing call to action of a page: a dark band with a heading, a line of text and one or two links. */
export function CtaBand({ heading, text, links }: Props) {
  const id = textId(heading, "heading");
  return (
    <section aria-labelledby={id} css={bandCss}>
      <Container width="prose">
        <div css={centreCss}>
          <h2 id={id} css={headingCss}>
            {heading}
          </h2>
          <p css={textCss}>{text}</p>
          <div css={linksCss}>
            {links.map((link, position) => (
              <ButtonLink key={link.to + link.label} to={link.to} tone={position === 0 ? "primary" : "inverse"}>
                {link.label}
              </ButtonLink>
            ))}
          </div>
        </div>
      </Container>
    </section>
  );
}

/** What a band shows, as every page's query asks for it (`cta { ...CallToActionLinks }`). */
export const query = graphql`
  fragment CallToActionLinks on CallToAction {
    heading
    text
    primary {
      label
      to
    }
    secondary {
      label
      to
    }
  }
`;
