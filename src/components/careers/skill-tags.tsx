import { css } from "@emotion/react";
import { theme } from "../../styles/theme";

/** The role's required skills as tags, in the order data gives them. */
const listCss = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
`;
const tagCss = css`
  padding: ${theme.space[1]} ${theme.space[3]};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.primarySoft};
  color: ${theme.colors.primaryDark};
  font-weight: ${theme.fontWeights.medium};
`;

export function SkillTags({ skills }: { skills: readonly string[] }) {
  return (
    <ul css={listCss}>
      {skills.map((skill) => (
        <li key={skill} css={tagCss}>
          {skill}
        </li>
      ))}
    </ul>
  );
}
