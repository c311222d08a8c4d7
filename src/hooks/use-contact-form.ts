import { useCallback, useEffect, useRef, useState, type ChangeEvent } from "react";
import { CONTACT_FIELDS, type ContactValues } from "../../shared/form-rules/controls";
import { EVENTS } from "../analytics/consent";
import { useSubmission, type SendForm } from "./use-submission";

export const EMPTY_CONTACT: ContactValues = {
  name: "",
  email: "",
  company: "",
  phone: "",
  subject: "",
  message: "",
  budget: "",
  timeline: "",
};

const SENT_EVENT = { name: EVENTS.contactMessage };

type Options = {
  /** Delivers the message (the contact page posts it to /api/contact). */
  send: SendForm;
  /** How long the success message stays before the empty form returns (contactSuccessMs). */
  successMs: number;
};

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * The contact form's values and states: idle → sending (as long as the request) → sent (for
 * `successMs`) → idle with the form cleared. A refusal keeps what the visitor typed.
 */
export function useContactForm({ send, successMs }: Options) {
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const successTimer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(successTimer.current), []);

  const submission = useSubmission({
    controls: CONTACT_FIELDS,
    send,
    event: SENT_EVENT,
    onSent: useCallback(
      (settle: () => void) => {
        setValues(EMPTY_CONTACT);
        successTimer.current = setTimeout(settle, successMs);
      },
      [successMs],
    ),
  });

  const { clearError } = submission;
  const change = useCallback(
    (event: ChangeEvent<Control>) => {
      const { name, value } = event.target;
      setValues((current) => ({ ...current, [name]: value }));
      clearError(name);
    },
    [clearError],
  );

  return { ...submission, values, change };
}
