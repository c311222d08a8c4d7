import { css } from "@emotion/react";
import { columnsUpTo, theme } from "../../../content-model/theme";

type Person = { readonly name: string; readonly role: string; readonly office: string; readonly line: string };

const listCss = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space[6]};
  grid-template-columns: ${columnsUpTo(4, "14rem", theme.space[6])};
`;
const nameCss = css`
  font-size: ${theme.fontSizes.lg};
  margin: 0;
`;
const roleCss = css`
  margin: ${theme.space[1]} 0 ${theme.space[3]};
  color: ${theme.colors.primaryDark};
  font-weight: ${theme.fontWeights.semibold};
`;
const lineCss = css`
  margin: 0;
  color: ${theme.colors.muted};
`;

/** The people who lead the company: name, role and office, and one line on what they answer for. */
export function PeopleList({ people }: { people: readonly Person[] }) {
  return (
    <ul css={listCss}>
      {people.map((person) => (
        <li key={person.name}>
          <h3 css={nameCss}>{person.name}</h3>
          <p css={roleCss}>
            {person.role}, {person.office}
          </p>
          <p css={lineCss}>{person.line}</p>
        </li>
      ))}
    </ul>
  );
}
