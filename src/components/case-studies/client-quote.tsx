import { css } from "@emotion/react";
import { theme } from "../../../content-model/theme";

type Quote = { readonly quote: string; readonly author: string; readonly role: string; readonly company: string };

const figureCss = css`
  margin: 0;
  max-width: ${theme.sizes.prose};
  padding-left: ${theme.space[6]};
  border-left: 4px solid ${theme.colors.primary};
`;
const quoteCss = css`
  margin: 0 0 ${theme.space[4]};
  font-size: ${theme.fontSizes.xl};
`;

/** The client's own words about the project (data/testimonials.json, the testimonial naming this case study). */
export function ClientQuote({ quote }: { quote: Quote }) {
  return (
    <figure css={figureCss}>
      <blockquote css={quoteCss}>
        <p>“{quote.quote}”</p>
      </blockquote>
      <figcaption>
        <strong>{quote.author}</strong>, {quote.role}, {quote.company}
      </figcaption>
    </figure>
  );
}
