import { css, useTheme } from "@emotion/react";
import type { ReactNode } from "react";
import { Icon } from "../ui/icon";
import { textId } from "../ui/text-id";

type Props = { heading: string; items?: readonly string[]; children?: ReactNode };

/** One part of a job description: an h2 and either a checked list or free content. */
export function JobSection({ heading, items, children }: Props) {
  const theme = useTheme();
  const id = textId(heading, "heading");
  return (
    <section
      aria-labelledby={id}
      css={css`
        margin-top: ${theme.space[10]};
      `}
    >
      <h2
        id={id}
        css={css`
          font-size: ${theme.fontSizes["2xl"]};
        `}
      >
        {heading}
      </h2>
      {items && (
        <ul
          css={css`
            list-style: none;
            margin: 0;
            padding: 0;
            display: grid;
            gap: ${theme.space[3]};
          `}
        >
          {items.map((item) => (
            <li
              key={item}
              css={css`
                display: flex;
                gap: ${theme.space[3]};
                & > svg {
                  flex: none;
                  margin-top: ${theme.space[1]};
                  color: ${theme.colors.success};
                }
              `}
            >
              <Icon name="check" size={20} />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      )}
      {children}
    </section>
  );
}
