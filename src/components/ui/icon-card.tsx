import { css, useTheme } from "@emotion/react";
import { Icon } from "./icon";

type Props = { icon: string; title: string; description: string };

/** A card in a CardGrid: an icon badge, a title (h3) and a short description. */
export function IconCard({ icon, title, description }: Props) {
  const theme = useTheme();
  return (
    <li
      css={css`
        padding: ${theme.space[6]};
        background: ${theme.colors.surface};
        border: 1px solid ${theme.colors.border};
        border-radius: ${theme.radii.lg};
        box-shadow: ${theme.shadows.sm};
      `}
    >
      <span
        css={css`
          display: inline-flex;
          align-items: center;
          justify-content: center;
          width: ${theme.sizes.iconBadge};
          height: ${theme.sizes.iconBadge};
          margin-bottom: ${theme.space[4]};
          border-radius: ${theme.radii.md};
          color: ${theme.colors.primary};
          background: ${theme.colors.primarySoft};
        `}
      >
        <Icon name={icon} />
      </span>
      <h3 css={css`font-size: ${theme.fontSizes.xl}; margin-bottom: ${theme.space[2]};`}>{title}</h3>
      <p css={css`margin: 0; color: ${theme.colors.muted};`}>{description}</p>
    </li>
  );
}
