import { css } from "@emotion/react";
import { useDisclosure } from "../../hooks/use-disclosure";
import { theme } from "../../../content-model/theme";
import { textId } from "../ui/text-id";

type Props = { question: string; answer: string };

const itemCss = css`
  border-bottom: 1px solid ${theme.colors.border};
`;
const headingCss = css`
  margin: 0;
  font-size: ${theme.fontSizes.lg};
`;
const buttonCss = css`
  display: flex;
  width: 100%;
  justify-content: space-between;
  align-items: center;
  gap: ${theme.space[4]};
  padding: ${theme.space[4]} 0;
  border: 0;
  background: none;
  text-align: start;
  font-weight: ${theme.fontWeights.semibold};
  cursor: pointer;
  &:hover {
    color: ${theme.colors.primary};
  }
`;
const signCss = css`
  font-size: ${theme.fontSizes["2xl"]};
  line-height: 1;
`;
const answerCss = css`
  color: ${theme.colors.muted};
`;

/** One question whose answer expands and collapses (a disclosure button with aria-expanded). */
export function FaqItem({ question, answer }: Props) {
  const { open, toggle } = useDisclosure();
  const panelId = textId(question, "answer");
  return (
    <li css={itemCss}>
      <h3 css={headingCss}>
        <button type="button" aria-expanded={open} aria-controls={panelId} onClick={toggle} css={buttonCss}>
          {question}
          <span aria-hidden="true" css={signCss}>
            {open ? "−" : "+"}
          </span>
        </button>
      </h3>
      <div id={panelId} hidden={!open}>
        <p css={answerCss}>{answer}</p>
      </div>
    </li>
  );
}
