import { css, useTheme } from "@emotion/react";
import { mq } from "../../../content-model/theme";
import { CardText } from "../ui/icon-card";

type Reason = { readonly title: string; readonly description: string };

/** The reasons to choose the company, as a numbered list. */
export function Reasons({ reasons }: { reasons: readonly Reason[] }) {
  const theme = useTheme();
  return (
    <ol
      css={css`
        list-style: none;
        margin: 0;
        padding: 0;
        display: grid;
        gap: ${theme.space[6]};
        ${mq("md")} {
          grid-template-columns: repeat(2, 1fr);
        }
      `}
    >
      {reasons.map((reason, position) => (
        <li
          key={reason.title}
          css={css`
            display: flex;
            gap: ${theme.space[4]};
          `}
        >
          <span
            aria-hidden="true"
            css={css`
              flex: none;
              display: inline-flex;
              align-items: center;
              justify-content: center;
              width: ${theme.sizes.iconBadge};
              height: ${theme.sizes.iconBadge};
              border-radius: ${theme.radii.pill};
              color: ${theme.colors.inverse};
              background: ${theme.colors.primary};
              font-weight: ${theme.fontWeights.bold};
            `}
          >
            {position + 1}
          </span>
          <div>
            <CardText title={reason.title} description={reason.description} />
          </div>
        </li>
      ))}
    </ol>
  );
}
