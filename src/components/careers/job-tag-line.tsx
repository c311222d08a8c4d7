import { css, useTheme } from "@emotion/react";

type Props = { department: string; type: string; location: string };

/** "Engineering • Full-time • Hybrid - Austin": the role at a glance, above its title. */
export function JobTagLine({ department, type, location }: Props) {
  const theme = useTheme();
  return (
    <p css={css`margin: ${theme.space[4]} 0 ${theme.space[2]}; font-weight: ${theme.fontWeights.semibold}; color: ${theme.colors.primaryDark};`}>
      {[department, type, location].join(" • ")}
    </p>
  );
}
