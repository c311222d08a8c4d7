import { css } from "@emotion/react";
import type { ReactNode } from "react";
import { Island, Static } from "../../../plugins/gatsby-plugin-islands/src";
import { ConsentBanner } from "./consent-banner";
import { Footer, type FooterVariant } from "./footer";
import { Header } from "./header";
import { MAIN_ID, SkipLink } from "./skip-link";

// The main element takes focus from the skip link; it shows no outline of its own.
const mainCss = css`
  &:focus {
    outline: none;
  }
`;

type Props = { children: ReactNode; footer?: FooterVariant };

/** The frame of every page: skip link, the consent banner when it asks, navigation, the page's main content and the footer. */
export function Layout({ children, footer = "default" }: Props) {
  return (
    <>
      <SkipLink />
      {/* Early in the tab order, right after the skip link, though it shows at the bottom. */}
      <ConsentBanner />
      <Island>
        <Header />
      </Island>
      <main id={MAIN_ID} tabIndex={-1} css={mainCss}>
        {children}
      </main>
      <Static belowTheFold>
        <Footer variant={footer} />
      </Static>
    </>
  );
}
