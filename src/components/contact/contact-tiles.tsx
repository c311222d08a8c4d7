import { css, useTheme } from "@emotion/react";
import type { SiteContent } from "../../hooks/use-site-content";
import { CardGrid } from "../ui/card-grid";
import { VisuallyHidden } from "../ui/visually-hidden";
import { ContactTile, type TileKind } from "./contact-tile";

type Tile = { readonly kind: TileKind; readonly title: string; readonly text: string };
type Props = { heading: string; tiles: readonly Tile[]; contact: SiteContent["contact"] };

/** Email, phone, live chat and visit: each tile's value comes from data/site.json `contact`. */
export function ContactTiles({ heading, tiles, contact }: Props) {
  const theme = useTheme();
  const values: Record<TileKind, { value: string; href?: string }> = {
    email: { value: contact.email, href: `mailto:${contact.email}` },
    phone: { value: contact.phone, href: contact.phoneHref },
    chat: { value: contact.liveChat, href: contact.liveChatHref },
    visit: { value: contact.visit },
  };
  return (
    <section
      aria-labelledby="contact-tiles-heading"
      css={css`
        padding: ${theme.space[12]} 0 0;
      `}
    >
      <h2 id="contact-tiles-heading">
        <VisuallyHidden>{heading}</VisuallyHidden>
      </h2>
      <CardGrid columns={4} gap={4}>
        {tiles.map((tile) => (
          <ContactTile key={tile.kind} kind={tile.kind} title={tile.title} text={tile.text} {...values[tile.kind]} />
        ))}
      </CardGrid>
    </section>
  );
}
