import { css } from "@emotion/react";
import { theme } from "../../../content-model/theme";
import { buttonCss } from "../ui/button-link";

const mainCss = css`
  max-width: ${theme.sizes.prose};
  margin: 0 auto;
  padding: ${theme.space[20]} ${theme.space[4]};
  text-align: center;
`;
const textCss = css`
  color: ${theme.colors.muted};
`;

/**
 * The fallback the spec names for route errors. Its home link is a full page load on purpose:
 * after a render error the client-side router's state cannot be trusted. Its texts are the one
 * exception to "all content is data": the page's data may be what failed to render, and reading
 * it again would leave a blank page instead of this one.
 */
export function ErrorPage() {
  return (
    <main css={mainCss}>
      <h1>Unexpected Application Error!</h1>
      <p css={textCss}>
        Something went wrong while showing this page. Please try again, or start over from the home page.
      </p>
      <a href="/" css={buttonCss.primary}>
        Go to the home page
      </a>
    </main>
  );
}
