import { css } from "@emotion/react";
import { columnsUpTo, mq, theme } from "../../../content-model/theme";
import { Icon, type IconName } from "./icon";
import { CardText } from "./icon-card";

import type { ReactNode } from "react";

/** An item: its title, icon, and a line of text (or a link, as an industry's case study). */
type Item = { readonly title: string; readonly description: ReactNode; readonly icon: IconName };

// Rows, not cards: an icon beside its text, with a rule between rows, so a page of card grids
// gets a section that reads as a list.
const listCss = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  column-gap: ${theme.space[10]};
  grid-template-columns: ${columnsUpTo(2, "20rem", theme.space[10])};
`;
const itemCss = css`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${theme.space[4]};
  padding: ${theme.space[4]} 0;
  border-top: 1px solid ${theme.colors.border};
  ${mq("sm")} {
    padding: ${theme.space[5]} 0;
  }
`;
const iconCss = css`
  color: ${theme.colors.primary};
  padding-top: ${theme.space[1]};
`;

/** Titled items with an icon each, as a two-column list of rows (industries, highlights). */
export function IconList({ items }: { items: readonly Item[] }) {
  return (
    <ul css={listCss}>
      {items.map((item) => (
        <li key={item.title} css={itemCss}>
          <span css={iconCss}>
            <Icon name={item.icon} />
          </span>
          <div>
            <CardText title={item.title} description={item.description} />
          </div>
        </li>
      ))}
    </ul>
  );
}
