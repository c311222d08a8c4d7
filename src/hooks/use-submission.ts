import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { track, type AnalyticsEvent } from "../analytics/consent";
import { SubmissionError, type Receipt, type OnRetry } from "../forms/client";
import { fieldErrorsOf, withoutError, type FieldErrors } from "../forms/field-errors";

export type SubmissionStatus = "idle" | "sending" | "sent" | "failed";
/** Delivers a form from its own controls (src/forms/client.ts); rejects with what went wrong; tells `onRetry` when it sends again by itself. */
export type SendForm = (form: HTMLFormElement, onRetry?: OnRetry) => Promise<Receipt | void>;

type Options<F extends string> = {
  /** The form's controls: a server message naming one of them is shown at that control. */
  controls: readonly F[];
  send: SendForm;
  /** Checks in the browser before sending; false keeps the form as it is and sends nothing. */
  ready?: () => boolean;
  /** Called once the server has accepted the submission, with the way back to idle. */
  onSent?: (settle: () => void) => void;
  /** Sent to analytics once the server has accepted the submission, if the visitor accepted analytics. */
  event?: AnalyticsEvent;
};

/**
 * One submission's life, the same for every form: idle → sending → sent, or failed with the
 * server's own message (a refused field at its control, the rest, such as "try again in 10
 * minutes", for the form's alert). A second submit while sending is ignored. A control's error goes
 * as soon as the visitor changes it (`clearError`).
 */
export function useSubmission<F extends string>({ controls, send, ready, onSent, event: analyticsEvent }: Options<F>) {
  const [status, setStatus] = useState<SubmissionStatus>("idle");
  const [message, setMessage] = useState<string | null>(null);
  /** While sending: what the visitor is told when the form is sent again by itself (a 503). */
  const [notice, setNotice] = useState<string | null>(null);
  /** The accepted submission's reference (the short one people quote, or the server's id). */
  const [reference, setReference] = useState<string | null>(null);
  /** Whether the server said it sends the sender a confirmation email. */
  const [confirmation, setConfirmation] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<F>>({});
  const sending = useRef(false);
  const settle = useCallback(() => setStatus((current) => (current === "sent" ? "idle" : current)), []);
  const mounted = useRef(false);

  useEffect(() => {
    mounted.current = true;
    return () => void (mounted.current = false);
  }, []);

  const submit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      if (sending.current || (ready && !ready())) return;
      sending.current = true;
      setStatus("sending");
      setMessage(null);
      setFieldErrors({});
      try {
        const receipt = await send(form, (text) => mounted.current && setNotice(text));
        if (mounted.current) {
          setReference(receipt?.reference || receipt?.id || null);
          setConfirmation(receipt?.confirmation === true);
        }
      } catch (failure) {
        if (!mounted.current) return;
        const { fields, other } = fieldErrorsOf(failure, controls);
        const atControls = Object.keys(fields).length > 0;
        setFieldErrors(fields);
        // Only a SubmissionError's message is written for visitors; anything else gets the form's own text.
        setMessage(atControls ? other.join(" ") || null : failure instanceof SubmissionError ? failure.message : null);
        setStatus("failed");
        return;
      } finally {
        sending.current = false;
        if (mounted.current) setNotice(null);
      }
      if (analyticsEvent) track(analyticsEvent.name, analyticsEvent.params);
      if (!mounted.current) return;
      setStatus("sent");
      onSent?.(settle);
    },
    [analyticsEvent, controls, onSent, ready, send, settle],
  );

  const clearError = useCallback((name: string) => setFieldErrors((current) => withoutError(current, name)), []);

  return { status, message, notice, reference, confirmation, fieldErrors, submit, clearError };
}
