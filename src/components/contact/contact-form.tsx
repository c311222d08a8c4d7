import { css } from "@emotion/react";
import { useEffect, useRef, type FormEvent } from "react";
import { CONTACT_ENDPOINT, formKey } from "../../forms/client";
import { IDEMPOTENCY_CONTROL } from "../../../shared/form-rules/controls";
import { useContactForm } from "../../hooks/use-contact-form";
import type { SendForm } from "../../hooks/use-submission";
import { theme } from "../../../content-model/theme";
import { fieldGridCss } from "../fields/control-css";
import { Honeypot } from "../fields/honeypot";
import { RequiredNote } from "../fields/required-note";
import { SubmitButton } from "../fields/submit-button";
import { ContactFields } from "./contact-fields";
import { ContactSuccess } from "./contact-success";
import { fillTemplate } from "../ui/fill-template";

type Content = Omit<Parameters<typeof ContactFields>[0], "values" | "errors" | "onChange"> & {
  formHeading: string;
  requiredNote: string;
  submitLabel: string;
  sendingLabel: string;
  successTitle: string;
  successText: string;
  sentNote: string;
  errorText: string;
  fieldErrorText: string;
};
type Props = { content: Content; successMs: number; send: SendForm; fallbackEmail?: string };

const sentCss = css`
  margin: 0 0 ${theme.space[4]};
  padding: ${theme.space[3]} ${theme.space[4]};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.successSoft};
  color: ${theme.colors.success};
  font-weight: ${theme.fontWeights.semibold};
`;
const alertCss = css`
  color: ${theme.colors.danger};
  margin: 0;
`;
/** The filled form's key is made at its first change and kept for every send (src/forms/client.ts). */
const keepKey = (event: FormEvent<HTMLFormElement>) => void formKey(event.currentTarget);

/**
 * The message form and its states: idle → sending → sent (success message) → idle, cleared. A
 * refusal says why in the server's words ("try again in 10 minutes"), or marks the fields it names.
 */
export function ContactForm({ content, successMs, send, fallbackEmail }: Props) {
  const { values, status, message, notice, reference, fieldErrors, change, submit } = useContactForm({
    send,
    successMs,
  });
  const refused = Object.keys(fieldErrors).length > 0;
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const success = useRef<HTMLDivElement>(null);
  const previous = useRef(status);

  // The submit button disappears with the form: keep keyboard and screen-reader users in place.
  useEffect(() => {
    if (status === "sent") success.current?.focus();
    else if (status === "idle" && previous.current === "sent" && document.activeElement === document.body)
      heading.current?.focus();
    previous.current = status;
  }, [status]);

  // After the server refused some values, take the visitor to the first one it named.
  useEffect(() => {
    if (status === "failed") form.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
  }, [status]);

  return (
    <section aria-labelledby="contact-form-heading">
      <h2 id="contact-form-heading" ref={heading} tabIndex={-1}>
        {content.formHeading}
      </h2>
      <div role="status">
        {status === "sent" && <ContactSuccess ref={success} title={content.successTitle} text={content.successText} />}
        {status === "sending" && notice && <p>{notice}</p>}
      </div>
      {/* After the success message's few seconds, its short form stays: someone who looked away does not send twice. */}
      {status !== "sent" && reference && <p css={sentCss}>{fillTemplate(content.sentNote, { reference })}</p>}
      {status !== "sent" && (
        // method and action: without JavaScript the browser posts the form itself and the server answers with a page.
        <form
          ref={form}
          method="post"
          action={CONTACT_ENDPOINT}
          onSubmit={(event) => void submit(event)}
          onInput={keepKey}
          aria-labelledby="contact-form-heading"
          css={fieldGridCss}
        >
          <input type="hidden" name={IDEMPOTENCY_CONTROL} />
          <div data-wide>
            <RequiredNote text={content.requiredNote} />
          </div>
          <ContactFields {...content} values={values} errors={fieldErrors} onChange={change} />
          <Honeypot />
          {status === "failed" && (
            <p role="alert" data-wide css={alertCss}>
              {refused ? [content.fieldErrorText, message].filter(Boolean).join(" ") : (message ?? content.errorText)}
              {!refused && fallbackEmail && (
                <>
                  {" "}
                  <a href={`mailto:${fallbackEmail}`}>{fallbackEmail}</a>
                </>
              )}
            </p>
          )}
          <SubmitButton busy={status === "sending"} label={content.submitLabel} busyLabel={content.sendingLabel} />
        </form>
      )}
    </section>
  );
}
