import { css } from "@emotion/react";
import { columnsUpTo, theme } from "../../../content-model/theme";
import { fillTemplate } from "../ui/fill-template";

type Credential = { readonly name: string; readonly kind: string; readonly since: number; readonly detail: string };

const listCss = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space[4]};
  grid-template-columns: ${columnsUpTo(2, "20rem", theme.space[6])};
`;
const itemCss = css`
  padding: ${theme.space[5]} 0;
  border-top: 1px solid ${theme.colors.border};
`;
const kindCss = css`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.muted};
`;
const nameCss = css`
  font-size: ${theme.fontSizes.lg};
  margin: ${theme.space[1]} 0 ${theme.space[2]};
`;

/** The certifications, partnerships and memberships the company holds, each with since when and what it covers. */
export function CredentialList({
  credentials,
  sinceLabel,
}: {
  credentials: readonly Credential[];
  sinceLabel: string;
}) {
  return (
    <ul css={listCss}>
      {credentials.map((credential) => (
        <li key={credential.name} css={itemCss}>
          <p css={kindCss}>
            {credential.kind}, {fillTemplate(sinceLabel, { year: credential.since })}
          </p>
          <h3 css={nameCss}>{credential.name}</h3>
          <p
            css={css`
              margin: 0;
            `}
          >
            {credential.detail}
          </p>
        </li>
      ))}
    </ul>
  );
}
