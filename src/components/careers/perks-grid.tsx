import { css, useTheme } from "@emotion/react";
import { CardGrid, cardSurface } from "../ui/card-grid";
import { Icon, type IconName } from "../ui/icon";
import { TagList } from "../ui/tag-list";

type Perk = { readonly title: string; readonly description: string; readonly icon: IconName };
type Props = { perks: readonly Perk[]; chips: readonly string[] };

/** The eight perks with their descriptions, then the smaller extras as chips. */
export function PerksGrid({ perks, chips }: Props) {
  const theme = useTheme();
  return (
    <>
      <CardGrid columns={4} gap={4}>
        {perks.map((perk) => (
          <li key={perk.title} css={cardSurface}>
            <span
              css={css`
                display: inline-flex;
                padding: ${theme.space[3]};
                border-radius: ${theme.radii.md};
                background: ${theme.colors.primarySoft};
                color: ${theme.colors.primary};
              `}
            >
              <Icon name={perk.icon} />
            </span>
            <h3
              css={css`
                font-size: ${theme.fontSizes.lg};
                margin: ${theme.space[4]} 0 ${theme.space[2]};
              `}
            >
              {perk.title}
            </h3>
            <p
              css={css`
                margin: 0;
                color: ${theme.colors.muted};
              `}
            >
              {perk.description}
            </p>
          </li>
        ))}
      </CardGrid>
      <div
        css={css`
          margin-top: ${theme.space[8]};
        `}
      >
        <TagList items={chips} tone="plain" />
      </div>
    </>
  );
}
