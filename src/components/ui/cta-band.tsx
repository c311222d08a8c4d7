import { css, useTheme } from "@emotion/react";
import { ButtonLink } from "./button-link";
import { Container } from "./container";
import { textId } from "./text-id";

type LinkItem = { readonly label: string; readonly to: string };
type Props = { heading: string; text: string; links: readonly LinkItem[] };

/** The closing call to action of a page: a dark band with a heading, a line of text and one or two links. */
export function CtaBand({ heading, text, links }: Props) {
  const theme = useTheme();
  const id = textId(heading, "heading");
  return (
    <section aria-labelledby={id} css={css`padding: ${theme.space[16]} 0; background: ${theme.gradients.night}; color: ${theme.colors.inverse};`}>
      <Container width="prose">
        <div css={css`text-align: center;`}>
          <h2 id={id} css={css`font-size: ${theme.fontSizes["3xl"]};`}>{heading}</h2>
          <p css={css`color: ${theme.colors.inverseMuted}; font-size: ${theme.fontSizes.lg}; margin-bottom: ${theme.space[8]};`}>{text}</p>
          <div css={css`display: flex; flex-wrap: wrap; justify-content: center; gap: ${theme.space[4]};`}>
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
