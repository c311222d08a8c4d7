import { css } from "@emotion/react";

const hiddenCss = css`
  display: none;
`;

/**
 * A field people never see and assistive technology never reaches; automated spam fills it in,
 * and the server refuses any submission where it is not empty.
 */
export function Honeypot() {
  return (
    <div aria-hidden="true" css={hiddenCss}>
      <label>
        Leave this field empty
        <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
