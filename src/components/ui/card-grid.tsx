import { css, type SerializedStyles } from "@emotion/react";
import type { ReactNode } from "react";
import { mq, theme } from "../../styles/theme";

type Columns = 2 | 3 | 4;
type Props = { children: ReactNode; columns?: Columns };

const gridCss = (columns: Columns) => css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space[6]};
  grid-template-columns: 1fr;
  ${mq("sm")} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${mq("lg")} {
    grid-template-columns: repeat(${columns}, 1fr);
  }
`;
// Made once per column count when the module loads; a render only picks one.
const grids: Record<Columns, SerializedStyles> = { 2: gridCss(2), 3: gridCss(3), 4: gridCss(4) };

/** A list of cards: one column on phones, two from the sm breakpoint, `columns` from lg. */
export function CardGrid({ children, columns = 3 }: Props) {
  return <ul css={grids[columns]}>{children}</ul>;
}
