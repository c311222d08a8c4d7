import { css, useTheme } from "@emotion/react";
import { buttonCss } from "../ui/button-link";

/**
 * The fallback the spec names for route errors. Its home link is a full page load on purpose:
 * after a render error the client-side router's state cannot be trusted. Its texts are the one
 * exception to "all content is data": a static query that failed to load is one of the errors
 * that lead here, and reading one again would leave a blank page instead of this one.
 */
export function ErrorPage() {
  const theme = useTheme();
  return (
    <main css={css`max-width: ${theme.sizes.prose}; margin: 0 auto; padding: ${theme.space[20]} ${theme.space[4]}; text-align: center;`}>
      <h1>Unexpected Application Error!</h1>
      <p css={css`color: ${theme.colors.muted};`}>
        Something went wrong while showing this page. Please try again, or start over from the home page.
      </p>
      <a href="/" css={buttonCss(theme)}>Go to the home page</a>
    </main>
  );
}
