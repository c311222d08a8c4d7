import { css, type SerializedStyles } from "@emotion/react";
import type { ReactNode } from "react";
import { columnsUpTo, theme } from "../../../content-model/theme";

type Columns = 2 | 3 | 4;
type Gap = 4 | 6;
type Props = { children: ReactNode; columns?: Columns; gap?: Gap };

const gridCss = (columns: Columns, gap: Gap) => css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space[gap]};
  grid-template-columns: ${columnsUpTo(columns, CARD_MIN, theme.space[gap])};
`;
// One card's least width: one column on phones, two on tablets, `columns` on a laptop.
const CARD_MIN = "16rem";
// Made once per column count and gap when the module loads; a render only picks one.
const grids = Object.fromEntries(
  ([4, 6] as const).map((gap) => [gap, { 2: gridCss(2, gap), 3: gridCss(3, gap), 4: gridCss(4, gap) }]),
) as Record<Gap, Record<Columns, SerializedStyles>>;

/** A list of cards: one column on phones, two on tablets, up to `columns` where they fit (columnsUpTo). */
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
