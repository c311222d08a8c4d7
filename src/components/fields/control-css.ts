import { css } from "@emotion/react";
import { focusOutline, mq, theme } from "../../../content-model/theme";

/**
 * The shared look of text inputs, selects and text areas. Made once when the module loads (as are
 * all component styles): a css prop that is one ready object costs Emotion no serialising or hashing.
 */
export const controlCss = css`
  width: 100%;
  min-height: 2.75rem;
  padding: ${theme.space[2]} ${theme.space[3]};
  border: 1px solid ${theme.colors.muted};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.surface};
  color: ${theme.colors.ink};
  /* When the browser scrolls to an invalid control, keep it clear of the sticky header. */
  scroll-margin-top: calc(${theme.sizes.header} + ${theme.space[8]});
  /* :focus and :focus-within, not :focus-visible: a date input's focus sits in its inner segments and
     calendar button, where :focus-visible does not match the input itself; text fields show focus
     on click anyway. */
  &:focus,
  &:focus-within {
    border-color: ${theme.colors.primary};
    outline: ${focusOutline};
    outline-offset: 2px;
  }
  /* Only after the visitor has interacted, as the browser's own validation would report it. */
  &:user-invalid {
    border-color: ${theme.colors.danger};
  }
  /* One control: a drop area whose button reads as the site's secondary button, and the browser's
     own file name beside it, shown once (the résumé field announces it to screen readers). */
  &[type="file"] {
    padding: ${theme.space[3]};
    border-style: dashed;
    background: ${theme.colors.surfaceAlt};
    cursor: pointer;
  }
  &::file-selector-button {
    margin-inline-end: ${theme.space[3]};
    padding: ${theme.space[2]} ${theme.space[4]};
    border: 1px solid ${theme.colors.primary};
    border-radius: ${theme.radii.sm};
    background: ${theme.colors.surface};
    color: ${theme.colors.primary};
    font: inherit;
    font-weight: ${theme.fontWeights.semibold};
    cursor: pointer;
  }
`;

/** A form's fields in a two-column grid from the sm breakpoint; a field with `data-wide` spans both columns. */
export const fieldGridCss = css`
  display: grid;
  gap: ${theme.space[5]};
  ${mq("sm")} {
    grid-template-columns: 1fr 1fr;
    & > [data-wide] {
      grid-column: 1 / -1;
    }
  }
`;
