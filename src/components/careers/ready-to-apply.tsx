import { css, useTheme } from "@emotion/react";
import { ButtonLink } from "../ui/button-link";

type Props = { heading: string; text: string; applyLabel: string; applyPath: string };

/** The closing call to action of a job page. */
export function ReadyToApply({ heading, text, applyLabel, applyPath }: Props) {
  const theme = useTheme();
  return (
    <section
      data-print="hide"
      aria-labelledby="ready-heading"
      css={css`
        margin-top: ${theme.space[12]};
        padding: ${theme.space[8]} ${theme.space[6]};
        border-radius: ${theme.radii.lg};
        text-align: center;
        background: ${theme.colors.surfaceAlt};
      `}
    >
      <h2
        id="ready-heading"
        css={css`
          font-size: ${theme.fontSizes["2xl"]};
        `}
      >
        {heading}
      </h2>
      <p
        css={css`
          color: ${theme.colors.muted};
          max-width: ${theme.sizes.prose};
          margin: 0 auto ${theme.space[6]};
        `}
      >
        {text}
      </p>
      <ButtonLink to={applyPath}>{applyLabel}</ButtonLink>
    </section>
  );
}
