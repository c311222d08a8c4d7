import { css, useTheme } from "@emotion/react";
import { Link } from "gatsby";
import { buttonCss } from "../ui/button-link";
import { Container } from "../ui/container";

type Props = { heading: string; text: string; contactLabel: string; emailLabel: string; email: string };

/** For visitors whose role is not listed: the contact page, or an e-mail to the careers team. */
export function NoRoleBlock({ heading, text, contactLabel, emailLabel, email }: Props) {
  const theme = useTheme();
  return (
    <Container>
      <section
        aria-labelledby="no-role-heading"
        css={css`margin-top: ${theme.space[16]}; padding: ${theme.space[10]} ${theme.space[6]}; border-radius: ${theme.radii.lg}; text-align: center; background: ${theme.colors.primaryDark}; color: ${theme.colors.inverse};`}
      >
        <h2 id="no-role-heading" css={css`font-size: ${theme.fontSizes["3xl"]};`}>{heading}</h2>
        <p css={css`max-width: ${theme.sizes.prose}; margin: 0 auto ${theme.space[6]};`}>{text}</p>
        <div css={css`display: flex; flex-wrap: wrap; justify-content: center; gap: ${theme.space[3]};`}>
          <Link to="/contact/" css={buttonCss(theme, "inverse")}>{contactLabel}</Link>
          <a href={`mailto:${email}`} css={[buttonCss(theme, "inverse"), css`overflow-wrap: anywhere;`]}>{emailLabel}</a>
        </div>
      </section>
    </Container>
  );
}
