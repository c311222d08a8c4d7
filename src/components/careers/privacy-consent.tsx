import { css } from "@emotion/react";
import { Link } from "../ui/link";
import type { ChangeEvent } from "react";
import { fieldIds } from "../fields/form-field";
import { fillTemplate } from "../ui/fill-template";
import { theme } from "../../../content-model/theme";
import { APPLICATION_CONTROLS } from "../../../shared/form-rules/application-schema";
import { CONSENT_CONTROL, TALENT_POOL_CONTROL } from "../../../shared/form-rules/controls";

type Props = {
  text: string;
  linkLabel: string;
  consentLabel: string;
  /** The second, optional box: keep the application for future openings, for `retention.talentPoolDays`. */
  talentPoolLabel: string;
  retention: { days: number; talentPoolDays: number };
  checked: boolean;
  talentPoolChecked: boolean;
  /** The server's message about the consent, if it refused it. */
  error?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
};

/** Next to the submit button: who receives the application, how long it is kept, and the consent asked for. */
const boxCss = css`
  padding: ${theme.space[4]};
  background: ${theme.colors.surfaceAlt};
  border-radius: ${theme.radii.md};
`;
const textCss = css`
  margin: 0 0 ${theme.space[2]};
  font-size: ${theme.fontSizes.sm};
`;
const labelCss = css`
  display: flex;
  gap: ${theme.space[2]};
  align-items: flex-start;
  font-weight: ${theme.fontWeights.medium};
`;
const checkboxCss = css`
  margin-top: ${theme.space[1]};
  width: 1.125rem;
  height: 1.125rem;
  flex: none;
`;
const asteriskCss = css`
  color: ${theme.colors.danger};
`;
const talentPoolLabelCss = css`
  ${labelCss} margin-top: ${theme.space[3]};
  font-weight: ${theme.fontWeights.normal};
`;
const errorCss = css`
  margin: ${theme.space[1]} 0 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.danger};
`;

export function PrivacyConsent({
  text,
  linkLabel,
  consentLabel,
  talentPoolLabel,
  retention,
  checked,
  talentPoolChecked,
  error,
  onChange,
}: Props) {
  const errorId = fieldIds(CONSENT_CONTROL).error;
  const { [CONSENT_CONTROL]: consent, [TALENT_POOL_CONTROL]: talentPool } = APPLICATION_CONTROLS;
  const days = { days: String(retention.days), talentPoolDays: String(retention.talentPoolDays) };
  return (
    <div data-wide css={boxCss}>
      <p css={textCss}>
        {fillTemplate(text, days)} <Link to="/privacy-policy/">{linkLabel}</Link>
      </p>
      <label css={labelCss}>
        <input
          type="checkbox"
          name={CONSENT_CONTROL}
          required={consent.required}
          checked={checked}
          onChange={onChange}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          css={checkboxCss}
        />
        <span>
          {consentLabel}
          {consent.required && (
            <span aria-hidden="true" css={asteriskCss}>
              {" "}
              *
            </span>
          )}
        </span>
      </label>
      {error && (
        <p id={errorId} css={errorCss}>
          {error}
        </p>
      )}
      <label css={talentPoolLabelCss}>
        <input
          type="checkbox"
          name={TALENT_POOL_CONTROL}
          required={talentPool.required}
          checked={talentPoolChecked}
          onChange={onChange}
          css={checkboxCss}
        />
        <span>{fillTemplate(talentPoolLabel, days)}</span>
      </label>
    </div>
  );
}
