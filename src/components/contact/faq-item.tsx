import { css, useTheme } from "@emotion/react";
import { useDisclosure } from "../../hooks/use-disclosure";
import { textId } from "../ui/text-id";

type Props = { question: string; answer: string };

/** One question whose answer expands and collapses (a disclosure button with aria-expanded). */
export function FaqItem({ question, answer }: Props) {
  const theme = useTheme();
  const { open, toggle } = useDisclosure();
  const panelId = textId(question, "answer");
  return (
    <li css={css`border-bottom: 1px solid ${theme.colors.border};`}>
      <h3 css={css`margin: 0; font-size: ${theme.fontSizes.lg};`}>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={toggle}
          css={css`
            display: flex; width: 100%; justify-content: space-between; align-items: center; gap: ${theme.space[4]};
            padding: ${theme.space[4]} 0; border: 0; background: none; text-align: start; font-weight: ${theme.fontWeights.semibold};
            cursor: pointer; &:hover { color: ${theme.colors.primary}; }
          `}
        >
          {question}
          <span aria-hidden="true" css={css`font-size: ${theme.fontSizes["2xl"]}; line-height: 1;`}>{open ? "−" : "+"}</span>
        </button>
      </h3>
      <div id={panelId} hidden={!open}>
        <p css={css`color: ${theme.colors.muted};`}>{answer}</p>
      </div>
    </li>
  );
}
