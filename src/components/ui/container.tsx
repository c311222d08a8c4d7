import { css, type SerializedStyles } from "@emotion/react";
import type { ReactNode } from "react";
import { theme } from "../../../content-model/theme";

type Width = "container" | "prose";
type Props = { children: ReactNode; width?: Width; as?: "div" | "section" };

// One serialised style per width, made once: Emotion takes a single ready object as it is, without hashing it again.
const widths: Record<Width, SerializedStyles> = {
  container: css`
    max-width: ${theme.sizes.container};
    margin: 0 auto;
    padding: 0 ${theme.space[4]};
  `,
  prose: css`
    max-width: ${theme.sizes.prose};
    margin: 0 auto;
    padding: 0 ${theme.space[4]};
  `,
};

/** Centres content at a readable width with the page gutters. */
export function Container({ children, width = "container", as: Tag = "div" }: Props) {
  return <Tag css={widths[width]}>{children}</Tag>;
}
