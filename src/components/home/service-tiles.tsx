import { css, useTheme } from "@emotion/react";
import { Link } from "../ui/link";
import { ButtonLink } from "../ui/button-link";
import { CardGrid } from "../ui/card-grid";
import { Icon, type IconName } from "../ui/icon";
import { servicePath, servicesPath } from "../../../shared/routes";

type Tile = {
  readonly slug: string;
  readonly title: string;
  readonly summary: string;
  readonly icon: IconName;
  readonly color: string;
};

/** The home page's service tiles; the whole tile is clickable, its title is the link's name. */
export function ServiceTiles({ tiles, viewAllLabel }: { tiles: readonly Tile[]; viewAllLabel: string }) {
  const theme = useTheme();
  return (
    <>
      <CardGrid columns={4}>
        {tiles.map((tile) => (
          <li
            key={tile.slug}
            css={css`
              position: relative;
              padding: ${theme.space[6]};
              border: 1px solid ${theme.colors.border};
              border-top: 4px solid ${tile.color};
              border-radius: ${theme.radii.lg};
              background: ${theme.colors.surface};
              box-shadow: ${theme.shadows.sm};
              transition:
                box-shadow ${theme.transitions.fast},
                transform ${theme.transitions.fast};
              &:hover,
              &:focus-within {
                box-shadow: ${theme.shadows.lg};
                transform: translateY(-2px);
              }
            `}
          >
            <span
              css={css`
                color: ${tile.color};
              `}
            >
              <Icon name={tile.icon} size={32} />
            </span>
            <h3
              css={css`
                font-size: ${theme.fontSizes.lg};
                margin: ${theme.space[3]} 0 ${theme.space[2]};
              `}
            >
              <Link
                to={servicePath(tile.slug)}
                css={css`
                  color: ${theme.colors.ink};
                  text-decoration: none;
                  &::after {
                    content: "";
                    position: absolute;
                    inset: 0;
                    border-radius: ${theme.radii.lg};
                  }
                  &:hover {
                    color: ${theme.colors.primary};
                  }
                `}
              >
                {tile.title}
              </Link>
            </h3>
            <p
              css={css`
                margin: 0;
                color: ${theme.colors.muted};
                font-size: ${theme.fontSizes.sm};
              `}
            >
              {tile.summary}
            </p>
          </li>
        ))}
      </CardGrid>
      <p
        css={css`
          margin: ${theme.space[10]} 0 0;
          text-align: center;
        `}
      >
        <ButtonLink to={servicesPath} tone="secondary">
          {viewAllLabel}
        </ButtonLink>
      </p>
    </>
  );
}
