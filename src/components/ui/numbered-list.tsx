import { css } from "@emotion/react";
import { columnsUpTo, theme } from "../../../content-model/theme";
import { CardText } from "./icon-card";

type Item = { readonly title: string; readonly description: string };

// Large numbers over a short rule instead of icon badges in boxes: an ordered list with a look of its own.
const listCss = css`
  list-style: none;
  margin: 0;
  padding: 0;
  counter-reset: item;
  display: grid;
  gap: ${theme.space[8]};
  grid-template-columns: ${columnsUpTo(4, "13rem", theme.space[8])};
`;
const itemCss = css`
  counter-increment: item;
  &::before {
    content: counter(item, decimal-leading-zero);
    display: block;
    margin-bottom: ${theme.space[3]};
    padding-bottom: ${theme.space[2]};
    border-bottom: 3px solid ${theme.colors.primary};
    width: max-content;
    font-size: ${theme.fontSizes["3xl"]};
    font-weight: ${theme.fontWeights.bold};
    line-height: ${theme.lineHeights.tight};
    color: ${theme.colors.primaryDark};
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
