import { css, useTheme } from "@emotion/react";
import { mq } from "../../../content-model/theme";
import { cardSurface } from "../ui/card-grid";
import { Icon } from "../ui/icon";

type Office = {
  readonly city: string;
  readonly country: string;
  readonly address: string;
  readonly zip: string;
  readonly isHeadquarters: boolean;
};
type Props = { offices: readonly Office[]; headquartersLabel: string };

/** The company's offices with their postal addresses; the headquarters is marked. */
export function OfficeList({ offices, headquartersLabel }: Props) {
  const theme = useTheme();
  return (
    <ul
      css={css`
        list-style: none;
        margin: 0;
        padding: 0;
        display: grid;
        gap: ${theme.space[4]};
        ${mq("md")} {
          grid-template-columns: repeat(3, 1fr);
        }
      `}
    >
      {offices.map((office) => (
        <li key={office.city} css={cardSurface}>
          <h3
            css={css`
              display: flex;
              flex-wrap: wrap;
              align-items: center;
              gap: ${theme.space[2]};
              font-size: ${theme.fontSizes.xl};
            `}
          >
            <Icon name="pin" />
            {office.city}
            {office.isHeadquarters && (
              <span
                css={css`
                  font-size: ${theme.fontSizes.xs};
                  padding: ${theme.space[1]} ${theme.space[2]};
                  border-radius: ${theme.radii.pill};
                  background: ${theme.colors.primarySoft};
                  color: ${theme.colors.primaryDark};
                `}
              >
                {headquartersLabel}
              </span>
            )}
          </h3>
          <address
            css={css`
              font-style: normal;
              color: ${theme.colors.muted};
            `}
          >
            {office.address}
            <br />
            {office.city} {office.zip}
            <br />
            {office.country}
          </address>
        </li>
      ))}
    </ul>
  );
}
