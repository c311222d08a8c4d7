import { css } from "@emotion/react";
import { theme } from "../../../content-model/theme";

type Props = { label: string; choices: readonly string[]; selected: string; onChoose: (department: string) => void };

/** Toggle buttons, one per department; the pressed one is the current filter. */
const groupCss = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  margin-bottom: ${theme.space[4]};
`;
const choiceCss = css`
  min-height: 2.75rem;
  padding: ${theme.space[2]} ${theme.space[4]};
  border-radius: ${theme.radii.pill};
  border: 2px solid ${theme.colors.primary};
  background: ${theme.colors.surface};
  color: ${theme.colors.primary};
  font-weight: ${theme.fontWeights.semibold};
  cursor: pointer;
  &:hover {
    background: ${theme.colors.primarySoft};
  }
  &[aria-pressed="true"] {
    background: ${theme.colors.primary};
    color: ${theme.colors.inverse};
  }
`;

export function DepartmentFilter({ label, choices, selected, onChoose }: Props) {
  return (
    <div role="group" aria-label={label} css={groupCss}>
      {choices.map((choice) => (
        <button
          key={choice}
          type="button"
          aria-pressed={choice === selected}
          onClick={() => onChoose(choice)}
          css={choiceCss}
        >
          {choice}
        </button>
      ))}
    </div>
  );
}
