import { Global, css } from "@emotion/react";
import { theme } from "../../content-model/theme";

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
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  button,
  input,
  select,
  textarea {
    font: inherit;
    color: inherit;
  }
  /* Style, layout and paint of a section far from the viewport wait until it comes near (a phone
     sees one or two sections of a long page at load); its last rendered height is kept once seen.
     Not the page's header or hero (main's first child): it is in view at once, and sized by the
     estimate in the first frame it would shift its own content (seen at 1280 px on "/"). Not the
     footer: light text on its dark ground, which a contrast checker (Lighthouse's axe) reads as
     on the page's white while it is not drawn; it is a few dozen links, little to save. */
  main > :not(:first-child) section {
    content-visibility: auto;
    contain-intrinsic-block-size: auto 40rem;
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
    main > :not(:first-child) section {
      content-visibility: visible;
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
