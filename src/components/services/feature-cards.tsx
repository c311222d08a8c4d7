import { css, useTheme } from "@emotion/react";
import { CardGrid } from "../ui/card-grid";
import { Icon, type IconName } from "../ui/icon";
import { CardText } from "../ui/icon-card";

type Props = {
  cards: readonly { readonly title: string; readonly description: string }[];
  icon: IconName;
  color: string;
};

/** What a service includes: one card per feature, marked with the service's icon and colour. */
export function FeatureCards({ cards, icon, color }: Props) {
  const theme = useTheme();
  return (
    <CardGrid columns={cards.length % 3 === 0 ? 3 : 2}>
      {cards.map((card) => (
        <li
          key={card.title}
          css={css`
            display: flex;
            gap: ${theme.space[4]};
            padding: ${theme.space[6]};
            border-radius: ${theme.radii.lg};
            background: ${theme.colors.surface};
            border: 1px solid ${theme.colors.border};
            box-shadow: ${theme.shadows.sm};
          `}
        >
          <span
            css={css`
              flex: none;
              color: ${color};
            `}
          >
            <Icon name={icon} size={28} />
          </span>
          <div>
            <CardText title={card.title} description={card.description} />
          </div>
        </li>
      ))}
    </CardGrid>
  );
}
