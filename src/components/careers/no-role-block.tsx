import { css } from "@emotion/react";
import { Link } from "../ui/link";
import { focusRingOnDark, theme } from "../../../content-model/theme";
import { buttonCss } from "../ui/button-link";
import { Container } from "../ui/container";

type Props = { heading: string; text: string; contactLabel: string; emailLabel: string; email: string };

const blockCss = css`
  margin-top: ${theme.space[16]};
  padding: ${theme.space[10]} ${theme.space[6]};
  border-radius: ${theme.radii.lg};
  text-align: center;
  background: ${theme.colors.primaryDark};
  color: ${theme.colors.inverse};
  ${focusRingOnDark}
`;
const headingCss = css`
  font-size: ${theme.fontSizes["3xl"]};
`;
const textCss = css`
  max-width: ${theme.sizes.prose};
  margin: 0 auto ${theme.space[6]};
`;
const actionsCss = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space[3]};
`;
const emailCss = css`
  ${buttonCss.inverse};
  overflow-wrap: anywhere;
`;

/** For visitors whose role is not listed: the contact page, or an e-mail to the careers team. */
export function NoRoleBlock({ heading, text, contactLabel, emailLabel, email }: Props) {
  return (
    <Container>
      <section aria-labelledby="no-role-heading" css={blockCss}>
        <h2 id="no-role-heading" css={headingCss}>
          {heading}
        </h2>
        <p css={textCss}>{text}</p>
        <div css={actionsCss}>
          <Link to="/contact/" css={buttonCss.inverse}>
            {contactLabel}
          </Link>
          <a href={`mailto:${email}`} css={emailCss}>
            {emailLabel}
          </a>
        </div>
      </section>
    </Container>
  );
}
