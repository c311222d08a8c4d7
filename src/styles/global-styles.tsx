import { Global, css } from "@emotion/react";
import { focusOutline, focusRingOnLight, theme } from "../../content-model/theme";

const styles = css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
    scroll-behavior: auto;
    /* Below a page shorter than the window (the 404 page on a desktop) the footer's colour goes on,
       not a white band; the body keeps the page's own white. */
    background: ${theme.colors.night};
    ${focusRingOnLight}
    /* What the browser scrolls to (a focused control, "Skip to content", a heading the page moves
       to) stops below the sticky header, with a little air, not under it (WCAG 2.4.11). */
    scroll-padding-top: calc(${theme.sizes.header} + ${theme.space[4]});
  }
  body {
    margin: 0;
    font-family: ${theme.fonts.body};
    font-size: ${theme.fontSizes.md};
    line-height: ${theme.lineHeights.normal};
    color: ${theme.colors.ink};
    background: ${theme.colors.surface};
    /* A word longer than its line (an address, a long title under WCAG text spacing) wraps rather
       than pushing the page sideways at 320 px (1.4.10, 1.4.12). */
    overflow-wrap: break-word;
  }
  h1,
  h2,
  h3,
  h4 {
    font-family: ${theme.fonts.heading};
    line-height: ${theme.lineHeights.tight};
    margin: 0 0 ${theme.space[4]};
  }
  p {
    margin: 0 0 ${theme.space[4]};
  }
  img,
  svg {
    max-width: 100%;
  }
  a {
    color: ${theme.colors.primary};
    overflow-wrap: anywhere;
  }
  a:hover {
    color: ${theme.colors.primaryDark};
  }
  :focus-visible {
    outline: ${focusOutline};
    outline-offset: 2px;
  }
  button,
  input,
  select,
  textarea {
    font: inherit;
    color: inherit;
  }
  /* Paper (a job page printed to take along): the content in dark ink on white, one column, without
     the navigation, the footer and anything to press; a section starts on a page where it fits. */
  @media print {
    @page {
      margin: 12mm 14mm;
    }
    [data-print="hide"] {
      display: none !important;
    }
    *,
    *::before,
    *::after {
      color: ${theme.colors.ink} !important;
      background: none !important;
      box-shadow: none !important;
      text-shadow: none !important;
    }
    body {
      font-size: 10.5pt;
      line-height: 1.4;
    }
    h1,
    h2,
    h3 {
      margin: 0.8em 0 0.3em;
      break-after: avoid;
    }
    /* The screen's bands and spacing would spend a page on air. */
    main * {
      position: static !important;
      padding-block: 0 !important;
      min-height: 0 !important;
    }
    main div {
      display: block !important;
    }
    main li {
      break-inside: avoid;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      transition-duration: 0.01ms !important;
      animation-duration: 0.01ms !important;
    }
  }
`;

/** Rendered on the server (and by `gatsby develop`); no island renders it, so it never runs in a built page. */
export function GlobalStyles() {
  return <Global styles={styles} />;
}
