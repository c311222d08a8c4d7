import { css, useTheme } from "@emotion/react";
import { Link } from "gatsby";
import type { ChangeEvent } from "react";
import { fillTemplate } from "../ui/fill-template";

type Props = {
  text: string;
  linkLabel: string;
  consentLabel: string;
  retentionDays: number;
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
};

/** Next to the submit button: who receives the application, how long it is kept, and the consent asked for. */
export function PrivacyConsent({ text, linkLabel, consentLabel, retentionDays, checked, onChange }: Props) {
  const theme = useTheme();
  return (
    <div data-wide css={css`padding: ${theme.space[4]}; background: ${theme.colors.surfaceAlt}; border-radius: ${theme.radii.md};`}>
      <p css={css`margin: 0 0 ${theme.space[2]}; font-size: ${theme.fontSizes.sm};`}>
        {fillTemplate(text, { days: String(retentionDays) })} <Link to="/privacy-policy/">{linkLabel}</Link>
      </p>
      <label css={css`display: flex; gap: ${theme.space[2]}; align-items: flex-start; font-weight: ${theme.fontWeights.medium};`}>
        <input type="checkbox" name="consent" required checked={checked} onChange={onChange} css={css`margin-top: ${theme.space[1]}; width: 1.125rem; height: 1.125rem; flex: none;`} />
        <span>
          {consentLabel}
          <span aria-hidden="true" css={css`color: ${theme.colors.danger};`}> *</span>
        </span>
      </label>
    </div>
  );
}
