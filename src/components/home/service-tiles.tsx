import { css, useTheme } from "@emotion/react";
import { Link } from "../ui/link";
import { ButtonLink } from "../ui/button-link";
import { Icon, type IconName } from "../ui/icon";
import { servicePath, servicesPath } from "../../../shared/routes";
import { columnsUpTo, mq } from "../../../content-model/theme";

type Tile = {
  readonly slug: string;
  readonly title: string;
  readonly summary: string;
  readonly icon: IconName;
  readonly color: string;
};

/**
 * The home page's service tiles; the whole tile is clickable, its title is the link's name. On a
 * phone the tiles are two to a row with their icon and name only (each service's page and the
 * Services page say what it is), so the eight take two screens less; from the sm breakpoint each
 * tile is a card with its summary.
 */
export function ServiceTiles({ tiles, viewAllLabel }: { tiles: readonly Tile[]; viewAllLabel: string }) {
  const theme = useTheme();
  return (
    <>
      <ul
        css={css`
          list-style: none;
          margin: 0;
          padding: 0;
          display: grid;
          gap: ${theme.space[3]};
          /* Two columns on a phone, one as soon as larger text needs the room. */
          grid-template-columns: ${columnsUpTo(2, "9rem", theme.space[3])};
          ${mq("sm")} {
            gap: ${theme.space[6]};
            grid-template-columns: ${columnsUpTo(4, "16rem", theme.space[6])};
          }
        `}
      >
        {tiles.map((tile) => (
          <li
            key={tile.slug}
            css={css`
              position: relative;
              padding: ${theme.space[4]};
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
              ${mq("sm")} {
                padding: ${theme.space[6]};
              }
            `}
          >
            <span
              css={css`
                color: ${tile.color};
              `}
            >
              <Icon name={tile.icon} size={28} />
            </span>
            <h3
              css={css`
                font-size: ${theme.fontSizes.md};
                margin: ${theme.space[3]} 0 0;
                ${mq("sm")} {
                  font-size: ${theme.fontSizes.lg};
                  margin: ${theme.space[3]} 0 ${theme.space[2]};
                }
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
                display: none;
                margin: 0;
                color: ${theme.colors.muted};
                font-size: ${theme.fontSizes.sm};
                ${mq("sm")} {
                  display: block;
                }
              `}
            >
              {tile.summary}
            </p>
          </li>
        ))}
      </ul>
      <p
        css={css`
          margin: ${theme.space[8]} 0 0;
          text-align: center;
          ${mq("sm")} {
            margin-top: ${theme.space[10]};
          }
        `}
      >
        <ButtonLink to={servicesPath} tone="secondary">
          {viewAllLabel}
        </ButtonLink>
      </p>
    </>
  );
}
