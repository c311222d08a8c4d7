import { css, useTheme } from "@emotion/react";
import { CardGrid } from "../ui/card-grid";
import { StarRating } from "./star-rating";

type Testimonial = {
  readonly quote: string;
  readonly author: string;
  readonly role: string;
  readonly company: string;
  readonly rating: number;
};

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
              padding: ${theme.space[6]};
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
                font-size: ${theme.fontSizes.lg};
              `}
            >
              <p
                css={css`
                  margin: 0;
                `}
              >{`“${testimonial.quote}”`}</p>
            </blockquote>
            <figcaption>
              <strong
                css={css`
                  display: block;
                `}
              >
                {testimonial.author}
              </strong>
              <span
                css={css`
                  color: ${theme.colors.muted};
                  font-size: ${theme.fontSizes.sm};
                `}
              >{`${testimonial.role}, ${testimonial.company}`}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </CardGrid>
  );
}
