import type { ReactNode } from "react";
import { css } from "@emotion/react";
import { theme } from "../../../content-model/theme";
import { cardSurface } from "./card-grid";
import { Icon, type IconName } from "./icon";

type Props = { icon: IconName; title: string; description: string };

const cardCss = css`
  ${cardSurface};
  border: 1px solid ${theme.colors.border};
`;
const badgeCss = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${theme.sizes.iconBadge};
  height: ${theme.sizes.iconBadge};
  margin-bottom: ${theme.space[4]};
  border-radius: ${theme.radii.md};
  color: ${theme.colors.primary};
  background: ${theme.colors.primarySoft};
`;
const titleCss = css`
  font-size: ${theme.fontSizes.xl};
  margin-bottom: ${theme.space[2]};
`;
const textCss = css`
  margin: 0;
  color: ${theme.colors.muted};
`;

/** A card's title (h3) and short description, as every card with an icon or a number shows them. */
export function CardText({ title, description }: { title: string; description: ReactNode }) {
  return (
    <>
      <h3 css={titleCss}>{title}</h3>
      <p css={textCss}>{description}</p>
    </>
  );
}

/** A card in a CardGrid: an icon badge, a title (h3) and a short description. */
export function IconCard({ icon, title, description }: Props) {
  return (
    <li css={cardCss}>
      <span css={badgeCss}>
        <Icon name={icon} />
      </span>
      <CardText title={title} description={description} />
    </li>
  );
}
