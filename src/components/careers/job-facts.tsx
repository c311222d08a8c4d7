import { css, useTheme } from "@emotion/react";
import { Icon } from "../ui/icon";

type Props = { experienceText: string; compensationNote: string; salary: string };

/** Under the job title: the experience asked for and the pay range. */
export function JobFacts({ experienceText, compensationNote, salary }: Props) {
  const theme = useTheme();
  const fact = css`display: inline-flex; align-items: center; gap: ${theme.space[2]}; padding: ${theme.space[2]} ${theme.space[4]}; border-radius: ${theme.radii.md}; background: ${theme.colors.surface}; box-shadow: ${theme.shadows.sm};`;
  return (
    <ul css={css`list-style: none; margin: ${theme.space[4]} 0 0; padding: 0; display: flex; flex-wrap: wrap; gap: ${theme.space[3]};`}>
      <li css={fact}><Icon name="star" size={20} />{experienceText}</li>
      <li css={fact}>
        <Icon name="dollar" size={20} />
        <span>
          <strong>{compensationNote}</strong>: {salary}
        </span>
      </li>
    </ul>
  );
}
