import { CardGrid } from "./card-grid";
import { IconCard } from "./icon-card";
import type { IconName } from "./icon";

type Item = { readonly title: string; readonly description: string; readonly icon: IconName };

/** A grid of IconCards (industries, differentiators, highlights, capabilities). */
export function IconCardList({ items, columns }: { items: readonly Item[]; columns?: 2 | 3 | 4 }) {
  return (
    <CardGrid columns={columns}>
      {items.map((item) => (
        <IconCard key={item.title} icon={item.icon} title={item.title} description={item.description} />
      ))}
    </CardGrid>
  );
}
