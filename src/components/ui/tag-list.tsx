import { css, type SerializedStyles } from "@emotion/react";
import { mq, theme } from "../../../content-model/theme";

/**
 * How the chips look: `raised` (a service's or the home page's technologies), `soft` (a job's
 * skills, in the brand's tint), `plain` (the careers page's smaller extras).
 */
export type TagTone = "raised" | "soft" | "plain";
type Props = { items: readonly string[]; label?: string; tone?: TagTone };

const listCss = (gap: string) => css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${gap};
`;
// Made once when the module loads; a render only picks one.
const lists: Record<TagTone, SerializedStyles> = {
  raised: css`
    ${listCss(theme.space[2])}
    ${mq("sm")} {
      gap: ${theme.space[3]};
    }
  `,
  soft: listCss(theme.space[2]),
  plain: listCss(theme.space[2]),
};
const tags: Record<TagTone, SerializedStyles> = {
  raised: css`
    padding: ${theme.space[1]} ${theme.space[3]};
    ${mq("sm")} {
      padding: ${theme.space[2]} ${theme.space[4]};
    }
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.surface};
    font-weight: ${theme.fontWeights.medium};
    box-shadow: ${theme.shadows.sm};
  `,
  soft: css`
    padding: ${theme.space[1]} ${theme.space[3]};
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.primarySoft};
    color: ${theme.colors.primaryDark};
    font-weight: ${theme.fontWeights.medium};
  `,
  plain: css`
    padding: ${theme.space[1]} ${theme.space[4]};
    border-radius: ${theme.radii.pill};
    border: 1px solid ${theme.colors.border};
    background: ${theme.colors.surface};
  `,
};

/** A wrapped list of short items shown as chips (technologies, skills, perks), in the order given. */
export function TagList({ items, label, tone = "raised" }: Props) {
  return (
    <ul aria-label={label} css={lists[tone]}>
      {items.map((item) => (
        <li key={item} css={tags[tone]}>
          {item}
        </li>
      ))}
    </ul>
  );
}
