import { css, useTheme } from "@emotion/react";

type Props = { label: string; choices: readonly string[]; selected: string; onChoose: (department: string) => void };

/** Toggle buttons, one per department; the pressed one is the current filter. */
export function DepartmentFilter({ label, choices, selected, onChoose }: Props) {
  const theme = useTheme();
  return (
    <div role="group" aria-label={label} css={css`display: flex; flex-wrap: wrap; gap: ${theme.space[2]}; margin-bottom: ${theme.space[4]};`}>
      {choices.map((choice) => (
        <button
          key={choice}
          type="button"
          aria-pressed={choice === selected}
          onClick={() => onChoose(choice)}
          css={css`
            min-height: 2.75rem; padding: ${theme.space[2]} ${theme.space[4]}; border-radius: ${theme.radii.pill};
            border: 2px solid ${theme.colors.primary}; background: ${theme.colors.surface}; color: ${theme.colors.primary};
            font-weight: ${theme.fontWeights.semibold}; cursor: pointer;
            &:hover { background: ${theme.colors.primarySoft}; }
            &[aria-pressed="true"] { background: ${theme.colors.primary}; color: ${theme.colors.inverse}; }
          `}
        >
          {choice}
        </button>
      ))}
    </div>
  );
}
