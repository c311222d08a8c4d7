import { css, useTheme } from "@emotion/react";
import type { SiteContent } from "../../hooks/use-site-content";
import { SocialLinks } from "../layout/social-links";
import { Icon } from "../ui/icon";

type Props = {
  hoursHeading: string;
  hours: SiteContent["businessHours"];
  /** What is there round the clock, beside hours that are not: "24/7 monitoring of the systems we run for you. ..." */
  hoursNote: string;
  responseNote: string;
  /** The second line for buyers outside India's hours: its heading, a sentence, the number and its hours. */
  europe: { heading: string; text: string; phone: string; phoneHref: string; hours: SiteContent["businessHours"] };
  socialHeading: string;
};

/** Beside the form: business hours, the second line in European hours, the response-time promise and the social profiles. */
export function ContactAside({ hoursHeading, hours, hoursNote, responseNote, europe, socialHeading }: Props) {
  const theme = useTheme();
  const panel = css`
    padding: ${theme.space[6]};
    border-radius: ${theme.radii.lg};
    background: ${theme.colors.surfaceAlt};
  `;
  return (
    <div
      css={css`
        display: grid;
        gap: ${theme.space[6]};
        align-content: start;
      `}
    >
      <div css={panel}>
        <h2
          css={css`
            font-size: ${theme.fontSizes.xl};
            display: flex;
            align-items: center;
            gap: ${theme.space[2]};
          `}
        >
          <Icon name="clock" /> {hoursHeading}
        </h2>
        <HoursList hours={hours} />
        <p
          css={css`
            margin: ${theme.space[4]} 0 0;
            font-size: ${theme.fontSizes.sm};
            color: ${theme.colors.muted};
          `}
        >
          {hoursNote}
        </p>
      </div>
      <div css={panel}>
        <h2
          css={css`
            font-size: ${theme.fontSizes.xl};
          `}
        >
          {europe.heading}
        </h2>
        <p>{europe.text}</p>
        <p>
          <a
            href={europe.phoneHref}
            css={css`
              display: inline-flex;
              align-items: center;
              min-height: ${theme.sizes.target};
              font-size: ${theme.fontSizes.lg};
              font-weight: ${theme.fontWeights.semibold};
            `}
          >
            {europe.phone}
          </a>
        </p>
        <HoursList hours={europe.hours} />
      </div>
      <p
        css={[
          panel,
          css`
            margin: 0;
            background: ${theme.colors.primarySoft};
            color: ${theme.colors.primaryDark};
          `,
        ]}
      >
        {responseNote}
      </p>
      <div css={panel}>
        <h2
          css={css`
            font-size: ${theme.fontSizes.xl};
          `}
        >
          {socialHeading}
        </h2>
        <SocialLinks tone="light" />
      </div>
    </div>
  );
}

/** Opening hours as a list of days and hours. */
function HoursList({ hours }: { hours: SiteContent["businessHours"] }) {
  const theme = useTheme();
  return (
    <dl
      css={css`
        display: grid;
        grid-template-columns: auto 1fr;
        gap: ${theme.space[2]} ${theme.space[4]};
        margin: 0;
      `}
    >
      {hours.map((row) => (
        <div
          key={row.days}
          css={css`
            display: contents;
          `}
        >
          <dt
            css={css`
              font-weight: ${theme.fontWeights.semibold};
            `}
          >
            {row.days}
          </dt>
          <dd
            css={css`
              margin: 0;
              text-align: end;
            `}
          >
            {row.hours}
          </dd>
        </div>
      ))}
    </dl>
  );
}
