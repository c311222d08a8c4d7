import { css, useTheme } from "@emotion/react";
import type { ReactNode } from "react";

type Props = { children: ReactNode; width?: "container" | "prose"; as?: "div" | "section" };

/** Centres content at a readable width with the page gutters. */
export function Container({ children, width = "container", as: Tag = "div" }: Props) {
  const theme = useTheme();
  return (
    <Tag css={css`max-width: ${theme.sizes[width]}; margin: 0 auto; padding: 0 ${theme.space[4]};`}>
      {children}
    </Tag>
  );
}
