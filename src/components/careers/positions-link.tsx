import { css } from "@emotion/react";
import { theme } from "../../../content-model/theme";
import { buttonCss } from "../ui/button-link";
import { fillTemplate } from "../ui/fill-template";

type Props = { targetId: string; count: number; one: string; other: string };

const wrapCss = css`
  margin: ${theme.space[6]} 0 0;
`;

/** The careers hero's way down to the list: "See the 8 open positions", a jump to the list's heading. */
export function PositionsLink({ targetId, count, one, other }: Props) {
  return (
    <p css={wrapCss}>
      <a href={`#${targetId}`} css={buttonCss.primary}>
        {fillTemplate(count === 1 ? one : other, { count })}
      </a>
    </p>
  );
}
