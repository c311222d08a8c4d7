import { css, type SerializedStyles } from "@emotion/react";
import type { ReactNode } from "react";
import { mq, theme } from "../../styles/theme";

type Columns = 2 | 3 | 4;
type Gap = 4 | 6;
type Props = { children: ReactNode; columns?: Columns; gap?: Gap };

const gridCss = (columns: Columns, gap: Gap) => css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space[gap]};
  grid-template-columns: 1fr;
  ${mq("sm")} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${mq("lg")} {
    grid-template-columns: repeat(${columns}, 1fr);
  }
`;
// Made once per column count and gap when the module loads; a render only picks one.
const grids = Object.fromEntries(
  ([4, 6] as const).map((gap) => [gap, { 2: gridCss(2, gap), 3: gridCss(3, gap), 4: gridCss(4, gap) }]),
) as Record<Gap, Record<Columns, SerializedStyles>>;

/** A list of cards: one column on phones, two from the sm breakpoint, `columns` from lg. */
export function CardGrid({ children, columns = 3, gap = 6 }: Props) {
  return <ul css={grids[gap][columns]}>{children}</ul>;
}

/** A card's surface in a CardGrid (or any list of cards): padding, rounded corners, a light shadow. */
export const cardSurface = css`
  padding: ${theme.space[6]};
  background: ${theme.colors.surface};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.sm};
`;
