import { css, useTheme } from "@emotion/react";

type Props = { table: { caption: string; columns: readonly string[]; rows: readonly (readonly string[])[] } };

/** A data table inside a legal section (the cookie list), scrollable on its own on narrow screens. */
export function LegalTable({ table }: Props) {
  const theme = useTheme();
  const cell = css`
    text-align: left;
    padding: ${theme.space[2]} ${theme.space[3]};
    border-bottom: 1px solid ${theme.colors.border};
    vertical-align: top;
  `;
  // A cookie name such as _ga_<container-id> may break anywhere: otherwise the table outgrows a 375 px
  // screen and becomes a scrolling region that a keyboard cannot reach (axe: scrollable-region-focusable).
  const rowHeader = css`
    ${cell};
    overflow-wrap: anywhere;
  `;
  return (
    <div
      css={css`
        overflow-x: auto;
        margin-bottom: ${theme.space[4]};
      `}
    >
      <table
        css={css`
          width: 100%;
          border-collapse: collapse;
          font-size: ${theme.fontSizes.sm};
        `}
      >
        <caption
          css={css`
            text-align: left;
            font-weight: ${theme.fontWeights.semibold};
            margin-bottom: ${theme.space[2]};
          `}
        >
          {table.caption}
        </caption>
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th
                key={column}
                scope="col"
                css={css`
                  ${cell};
                  background: ${theme.colors.surfaceAlt};
                `}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row[0]}>
              {row.map((value, index) =>
                index === 0 ? (
                  <th key={index} scope="row" css={rowHeader}>
                    <code>{value}</code>
                  </th>
                ) : (
                  <td key={index} css={cell}>
                    {value}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
