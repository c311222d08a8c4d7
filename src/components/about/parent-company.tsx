import { css, useTheme } from "@emotion/react";
import { mq } from "../../../content-model/theme";

type Facts = { readonly name: string; readonly type: string; readonly industry: string };
/** `parent` from data/site.json `parentCompany`; `labels`, the row names, from data/about.json `parentLabels`. */
type Props = { parent: Facts; labels: Facts };

/** The parent-company panel: name, type and industry of the group the company belongs to. */
export function ParentCompany({ parent, labels }: Props) {
  const theme = useTheme();
  const rows = [
    [labels.name, parent.name],
    [labels.type, parent.type],
    [labels.industry, parent.industry],
  ];
  return (
    <dl
      css={css`
        margin: 0;
        display: grid;
        gap: ${theme.space[4]};
        padding: ${theme.space[8]};
        border-radius: ${theme.radii.lg};
        background: ${theme.colors.surface};
        border: 1px solid ${theme.colors.border};
        border-left: 6px solid ${theme.colors.primary};
        ${mq("md")} {
          grid-template-columns: repeat(3, 1fr);
        }
      `}
    >
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt
            css={css`
              color: ${theme.colors.muted};
              font-size: ${theme.fontSizes.sm};
              text-transform: uppercase;
              letter-spacing: 0.06em;
            `}
          >
            {label}
          </dt>
          <dd
            css={css`
              margin: ${theme.space[1]} 0 0;
              font-size: ${theme.fontSizes.lg};
              font-weight: ${theme.fontWeights.semibold};
            `}
          >
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
