import { css, useTheme } from "@emotion/react";

/** The role's required skills as tags, in the order data gives them. */
export function SkillTags({ skills }: { skills: readonly string[] }) {
  const theme = useTheme();
  return (
    <ul css={css`list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: ${theme.space[2]};`}>
      {skills.map((skill) => (
        <li key={skill} css={css`padding: ${theme.space[1]} ${theme.space[3]}; border-radius: ${theme.radii.pill}; background: ${theme.colors.primarySoft}; color: ${theme.colors.primaryDark}; font-weight: ${theme.fontWeights.medium};`}>
          {skill}
        </li>
      ))}
    </ul>
  );
}
