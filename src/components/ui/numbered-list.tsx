import { css } from "@emotion/react";
import { columnsUpTo, mq, theme } from "../../../content-model/theme";
import { CardText } from "./icon-card";

type Item = { readonly title: string; readonly description: string };

// Large numbers over a short rule instead of icon badges in boxes: an ordered list with a look of its own.
const listCss = css`
  list-style: none;
  margin: 0;
  padding: 0;
  counter-reset: item;
  display: grid;
  gap: ${theme.space[6]};
  grid-template-columns: ${columnsUpTo(4, "13rem", theme.space[8])};
  ${mq("sm")} {
    gap: ${theme.space[8]};
  }
`;
// On a phone the number stands beside its point, not above it.
const itemCss = css`
  counter-increment: item;
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  column-gap: ${theme.space[4]};
  align-items: start;
  &::before {
    content: counter(item, decimal-leading-zero);
    grid-row: span 2;
    display: block;
    padding-bottom: ${theme.space[1]};
    border-bottom: 3px solid ${theme.colors.primary};
    width: max-content;
    font-size: ${theme.fontSizes["2xl"]};
    font-weight: ${theme.fontWeights.bold};
    line-height: ${theme.lineHeights.tight};
    color: ${theme.colors.primaryDark};
  }
  ${mq("sm")} {
    display: block;
    &::before {
      margin-bottom: ${theme.space[3]};
      padding-bottom: ${theme.space[2]};
      font-size: ${theme.fontSizes["3xl"]};
    }
  }
`;

/** Titled points numbered 01, 02, … (what makes the company different). */
export function NumberedList({ items }: { items: readonly Item[] }) {
  return (
    <ol css={listCss}>
      {items.map((item) => (
        <li key={item.title} css={itemCss}>
          <CardText title={item.title} description={item.description} />
        </li>
      ))}
    </ol>
  );
}
