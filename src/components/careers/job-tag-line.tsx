import { css } from "@emotion/react";
import { theme } from "../../../content-model/theme";

type Props = { department: string; type: string; location: string };

/** "Engineering • Full-time • Hybrid - Austin": the role at a glance, above its title. */
const tagLineCss = css`
  margin: ${theme.space[4]} 0 ${theme.space[2]};
  font-weight: ${theme.fontWeights.semibold};
  color: ${theme.colors.primaryDark};
`;

export function JobTagLine({ department, type, location }: Props) {
  return <p css={tagLineCss}>{[department, type, location].join(" • ")}</p>;
}
