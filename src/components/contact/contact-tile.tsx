import { css, useTheme } from "@emotion/react";
import { useSiteContent } from "../../hooks/use-site-content";
import { Icon, type IconName } from "../ui/icon";
import { VisuallyHidden } from "../ui/visually-hidden";

/** The kinds data/contact.json may give a tile (the ContactTileKind enum of its rule). */
export type TileKind = Queries.ContactTileKind;

const ICON: Record<TileKind, IconName> = { email: "mail", phone: "phone", chat: "chat", visit: "pin" };

type Props = { kind: TileKind; title: string; text: string; value: string; href?: string };

/** One way to reach the company: what it is, and the address or number to use. */
export function ContactTile({ kind, title, text, value, href }: Props) {
  const theme = useTheme();
  return (
    <li
      css={css`
        padding: ${theme.space[6]};
        border: 1px solid ${theme.colors.border};
        border-radius: ${theme.radii.lg};
        background: ${theme.colors.surface};
        box-shadow: ${theme.shadows.sm};
        overflow-wrap: anywhere;
      `}
    >
      <span
        css={css`
          display: inline-flex;
          padding: ${theme.space[3]};
          border-radius: ${theme.radii.md};
          color: ${theme.colors.primary};
          background: ${theme.colors.primarySoft};
        `}
      >
        <Icon name={ICON[kind]} />
      </span>
      <h3
        css={css`
          font-size: ${theme.fontSizes.lg};
          margin: ${theme.space[4]} 0 ${theme.space[2]};
        `}
      >
        {title}
      </h3>
      <p
        css={css`
          color: ${theme.colors.muted};
          font-size: ${theme.fontSizes.sm};
        `}
      >
        {text}
      </p>
      <p
        css={css`
          margin: 0;
          font-weight: ${theme.fontWeights.semibold};
        `}
      >
        {href ? <TileLink href={href} value={value} /> : value}
      </p>
    </li>
  );
}

/** A tile's link: an address on another site (a chat app) opens in a new tab, and says so. */
function TileLink({ href, value }: { href: string; value: string }) {
  const { labels } = useSiteContent();
  if (!/^https?:/.test(href)) return <a href={href}>{value}</a>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {value}
      <VisuallyHidden>{` ${labels.newTabHidden}`}</VisuallyHidden>
    </a>
  );
}
