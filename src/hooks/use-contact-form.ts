import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { CONTACT_FIELDS } from "../forms/controls";
import { fieldErrorsOf, withoutError, type FieldErrors } from "../forms/field-errors";

export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;
export type ContactStatus = "idle" | "sending" | "sent" | "failed";
export type SendMessage = (values: ContactValues) => Promise<void>;

export const EMPTY_CONTACT: ContactValues = {
  name: "", email: "", company: "", phone: "", subject: "", message: "", budget: "", timeline: "",
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

type Options = {
  /** How long the simulated send takes (site constant contactSendingMs). */
  sendingMs: number;
  /** How long the success message stays before the empty form returns (contactSuccessMs). */
  successMs: number;
  /** Delivers the message. The spec's site sends nothing: by default this only waits `sendingMs`. */
  send?: SendMessage;
};

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * The contact form's values and states: idle → sending → sent (for `successMs`) → idle with the
 * form cleared. A rejected `send` goes to "failed" and keeps what the visitor typed; the server's
 * message for a control it rejected stays with that control until the visitor changes it.
 */
export function useContactForm({ sendingMs, successMs, send }: Options) {
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const [status, setStatus] = useState<ContactStatus>("idle");
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<ContactField>>({});
  const mounted = useRef(false);
  const successTimer = useRef<ReturnType<typeof setTimeout>>();

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(successTimer.current);
    };
  }, []);

  const change = useCallback((event: ChangeEvent<Control>) => {
    const { name, value } = event.target;
    setValues((current) => ({ ...current, [name]: value }));
    setFieldErrors((current) => withoutError(current, name));
  }, []);

  const submit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (status === "sending") return;
      setStatus("sending");
      setFieldErrors({});
      try {
        await (send ?? (() => wait(sendingMs)))(values);
      } catch (failure) {
        if (!mounted.current) return;
        setFieldErrors(fieldErrorsOf(failure, CONTACT_FIELDS).fields);
        setStatus("failed");
        return;
      }
      if (!mounted.current) return;
      setValues(EMPTY_CONTACT);
      setStatus("sent");
      successTimer.current = setTimeout(() => setStatus("idle"), successMs);
    },
    [send, sendingMs, successMs, status, values],
  );

  return { values, status, fieldErrors, change, submit };
}
