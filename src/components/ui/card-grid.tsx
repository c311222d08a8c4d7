import { css, useTheme } from "@emotion/react";
import type { ReactNode } from "react";
import { mq } from "../../styles/theme";

type Props = { children: ReactNode; columns?: 2 | 3 | 4 };

/** A list of cards: one column on phones, two from the sm breakpoint, `columns` from lg. */
export function CardGrid({ children, columns = 3 }: Props) {
  const theme = useTheme();
  return (
    <ul
      css={css`
        list-style: none;
        margin: 0;
        padding: 0;
        display: grid;
        gap: ${theme.space[6]};
        grid-template-columns: 1fr;
        ${mq("sm")} { grid-template-columns: repeat(2, 1fr); }
        ${mq("lg")} { grid-template-columns: repeat(${columns}, 1fr); }
      `}
    >
      {children}
    </ul>
  );
}
