import { css } from "@emotion/react";
import { FaqItem } from "./faq-item";

const listCss = css`
  list-style: none;
  margin: 0;
  padding: 0;
`;

type Props = { items: readonly { readonly question: string; readonly answer: string }[] };

/** The frequently asked questions, each expandable on its own. */
export function FaqList({ items }: Props) {
  return (
    <ul css={listCss}>
      {items.map((item) => (
        <FaqItem key={item.question} question={item.question} answer={item.answer} />
      ))}
    </ul>
  );
}
