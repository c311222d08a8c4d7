import { css } from "@emotion/react";
import { forwardRef } from "react";
import { mq, theme } from "../../../content-model/theme";

type Props = { label: string; open: boolean; controls: string; onToggle: () => void };

// Its size does not wait for its label: Chromium may paint the header while the parser has reached
// the icon but not the text, and a button that then grew by its label moved (a layout shift of
// 0.0008 in `npm run bench:browser`). The minimum fits the icon, the gap, the padding and "Menu"; the icon
// stays at the start, where the text's arrival does not move it.
const toggleCss = css`
  display: inline-flex;
  align-items: center;
  justify-content: flex-start;
  min-width: 6.5rem;
  min-height: ${theme.sizes.target};
  gap: ${theme.space[2]};
  padding: ${theme.space[2]} ${theme.space[3]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.surface};
  cursor: pointer;
  ${mq("md")} {
    display: none;
  }
`;

/** The small-screen toggle for the main menu; hidden from md up, where the links are always shown. */
export const MenuButton = forwardRef<HTMLButtonElement, Props>(function MenuButton(
  { label, open, controls, onToggle },
  ref,
) {
  return (
    <button ref={ref} type="button" aria-expanded={open} aria-controls={controls} onClick={onToggle} css={toggleCss}>
      <svg
        aria-hidden="true"
        width="20"
        height="20"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      >
        {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
      </svg>
      {label}
    </button>
  );
});
