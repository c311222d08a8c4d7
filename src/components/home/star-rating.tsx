import { css, useTheme } from "@emotion/react";
import { fillTemplate } from "../ui/fill-template";
import { visuallyHidden } from "../ui/visually-hidden";

const STAR = "M12 2l3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1L12 2z";

type Props = {
  rating: number;
  /** What screen readers hear, from data/home.json `ratingLabel`: "Rated {rating} out of {outOf}". */
  label: string;
  outOf?: number;
};

/** A rating drawn as stars and readable as text ("Rated 5 out of 5"). */
export function StarRating({ rating, label, outOf = 5 }: Props) {
  const theme = useTheme();
  return (
    <p
      css={css`
        display: flex;
        gap: ${theme.space[1]};
        color: ${theme.colors.star};
        margin: 0 0 ${theme.space[4]};
      `}
    >
      {Array.from({ length: outOf }, (_, position) => (
        <svg
          key={position}
          aria-hidden="true"
          width="20"
          height="20"
          viewBox="0 0 24 24"
          fill={position < rating ? "currentColor" : "none"}
          stroke="currentColor"
          strokeWidth="1.5"
        >
          <path d={STAR} />
        </svg>
      ))}
      <span css={visuallyHidden}>{fillTemplate(label, { rating, outOf })}</span>
    </p>
  );
}
