import { css } from "@emotion/react";
import { Link } from "../ui/link";
import { useEffect, useRef } from "react";
import { jobPath } from "../../../shared/routes";
import { theme } from "../../../content-model/theme";

export type Position = { readonly slug: string; readonly title: string };
type Props = {
  text: string;
  /** "We received your application for {title}." filled in. */
  role: string;
  /** Shown when the server sends the applicant a confirmation email. */
  confirmationNote: string | null;
  referenceLabel: string;
  reference: string | null;
  heading: string;
  positions: readonly Position[];
};

const boxCss = css`
  scroll-margin-top: calc(${theme.sizes.header} + ${theme.space[8]});
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  padding: ${theme.space[8]} ${theme.space[6]};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.successSoft};
  color: ${theme.colors.ink};
  h3,
  p {
    margin: 0;
  }
`;
const textCss = css`
  font-weight: ${theme.fontWeights.bold};
  color: ${theme.colors.success};
`;

/**
 * What replaces the application form once it is accepted: the confirmation, the reference, and
 * the other open positions. Focus moves here, since the submit button went with the form.
 */
export function ApplicationSent({
  text,
  role,
  confirmationNote,
  referenceLabel,
  reference,
  heading,
  positions,
}: Props) {
  const box = useRef<HTMLDivElement>(null);
  // The form scrolls its heading into view; focus must not scroll it back under the header.
  useEffect(() => box.current?.focus({ preventScroll: true }), []);
  return (
    <div ref={box} role="status" tabIndex={-1} css={boxCss}>
      <p css={textCss}>{role}</p>
      <p>{text}</p>
      {confirmationNote && <p>{confirmationNote}</p>}
      {reference && (
        <p>
          {referenceLabel}: <strong>{reference}</strong>
        </p>
      )}
      {positions.length > 0 && (
        <>
          <h3>{heading}</h3>
          <ul>
            {positions.map((position) => (
              <li key={position.slug}>
                <Link to={jobPath(position.slug)}>{position.title}</Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
