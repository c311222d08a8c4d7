import { css, useTheme } from "@emotion/react";
import { columnsUpTo, mq } from "../../../content-model/theme";
import { Container } from "../ui/container";
import { visuallyHidden } from "../ui/visually-hidden";

type Claim = { readonly key: string; readonly value: string; readonly label: string };

/** The company's promises (data/site.json `claims`) in one band right under the hero. */
export function ClaimsStrip({ claims, heading }: { claims: readonly Claim[]; heading: string }) {
  const theme = useTheme();
  return (
    <section
      aria-labelledby="claims-heading"
      css={css`
        background: ${theme.colors.surface};
        border-bottom: 1px solid ${theme.colors.border};
      `}
    >
      <h2 id="claims-heading" css={visuallyHidden}>
        {heading}
      </h2>
      <Container>
        <ul
          css={css`
            list-style: none;
            margin: 0;
            padding: ${theme.space[6]} 0;
            display: grid;
            gap: ${theme.space[4]};
            grid-template-columns: ${columnsUpTo(claims.length, "8rem", theme.space[4])};
          `}
        >
          {claims.map((claim) => (
            <li
              key={claim.key}
              css={css`
                text-align: center;
                &:last-of-type:nth-of-type(odd) {
                  grid-column: 1 / -1;
                }
                ${mq("md")} {
                  &:last-of-type:nth-of-type(odd) {
                    grid-column: auto;
                  }
                }
              `}
            >
              <strong
                css={css`
                  display: block;
                  font-size: ${theme.fontSizes.xl};
                  color: ${theme.colors.primaryDark};
                `}
              >
                {claim.value}
              </strong>
              <span
                css={css`
                  font-size: ${theme.fontSizes.sm};
                  color: ${theme.colors.muted};
                `}
              >
                {claim.label}
              </span>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
