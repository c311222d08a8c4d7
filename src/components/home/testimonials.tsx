import { css, useTheme } from "@emotion/react";
import { mq } from "../../../content-model/theme";
import { CardGrid } from "../ui/card-grid";
import { StarRating } from "./star-rating";

type Testimonial = {
  readonly quote: string;
  readonly author: string;
  readonly role: string;
  readonly company: string;
  readonly sector: string;
  readonly size: string;
  readonly rating: number;
};

/** "Priya Malhotra" → "PM": the monogram that stands where a portrait would. */
const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .map((word) => word[0])
    .filter(Boolean)
    .slice(0, 2)
    .join("")
    .toUpperCase();

/** Client quotes, each with its star rating and who said it. */
export function Testimonials({
  testimonials,
  ratingLabel,
}: {
  testimonials: readonly Testimonial[];
  ratingLabel: string;
}) {
  const theme = useTheme();
  return (
    <CardGrid columns={3}>
      {testimonials.map((testimonial) => (
        <li
          key={testimonial.author}
          css={css`
            display: flex;
          `}
        >
          <figure
            css={css`
              margin: 0;
              display: flex;
              flex-direction: column;
              padding: ${theme.space[5]};
              ${mq("sm")} {
                padding: ${theme.space[6]};
              }
              background: ${theme.colors.surface};
              border: 1px solid ${theme.colors.border};
              border-radius: ${theme.radii.lg};
              box-shadow: ${theme.shadows.md};
            `}
          >
            <StarRating rating={testimonial.rating} label={ratingLabel} />
            <blockquote
              css={css`
                margin: 0 0 ${theme.space[6]};
                flex: 1;
                font-size: ${theme.fontSizes.md};
                ${mq("sm")} {
                  font-size: ${theme.fontSizes.lg};
                }
              `}
            >
              <p
                css={css`
                  margin: 0;
                `}
              >{`“${testimonial.quote}”`}</p>
            </blockquote>
            <figcaption
              css={css`
                display: grid;
                grid-template-columns: auto 1fr;
                gap: ${theme.space[1]} ${theme.space[3]};
                align-items: center;
              `}
            >
              <span
                aria-hidden="true"
                css={css`
                  grid-row: span 3;
                  display: inline-grid;
                  place-items: center;
                  width: ${theme.sizes.iconBadge};
                  height: ${theme.sizes.iconBadge};
                  border-radius: ${theme.radii.pill};
                  background: ${theme.colors.primaryDark};
                  color: ${theme.colors.inverse};
                  font-weight: ${theme.fontWeights.semibold};
                `}
              >
                {initialsOf(testimonial.author)}
              </span>
              <strong>{testimonial.author}</strong>
              <span
                css={css`
                  color: ${theme.colors.muted};
                  font-size: ${theme.fontSizes.sm};
                `}
              >{`${testimonial.role}, ${testimonial.company}`}</span>
              <span
                css={css`
                  color: ${theme.colors.muted};
                  font-size: ${theme.fontSizes.sm};
                `}
              >{`${testimonial.sector} · ${testimonial.size}`}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </CardGrid>
  );
}
