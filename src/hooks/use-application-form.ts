import { useCallback, useState, type ChangeEvent, type FormEvent } from "react";
import { APPLICATION_FIELDS } from "../forms/controls";
import { resumeFileError } from "../forms/application-schema";
import { fieldErrorsOf, withoutError, type FieldErrors } from "../forms/field-errors";

type TextField = Exclude<(typeof APPLICATION_FIELDS)[number], "resume">;
export type ApplicationValues = Record<TextField, string> & { resume: File | null; consent: boolean };
export type SubmitApplication = (values: ApplicationValues) => Promise<void>;
export type ApplicationControl = keyof ApplicationValues;
const CONTROLS: readonly ApplicationControl[] = [...APPLICATION_FIELDS, "consent"];

export const EMPTY_APPLICATION: ApplicationValues = {
  fullName: "", email: "", phone: "", location: "", portfolioUrl: "", linkedin: "", github: "",
  experience: "", currentRole: "", expectedSalary: "", startDate: "", coverLetter: "", resume: null, consent: false,
};

/** The spec's site makes no request: the application is "submitted" as soon as it is valid. */
const submitNowhere: SubmitApplication = async () => {};

type Options = {
  /** The alert shown once the application is accepted. */
  successMessage: string;
  /** Delivers the application (the apply page posts it to /api/applications). */
  submit?: SubmitApplication;
};

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Values of one job's application form, held for this page only and updated on every change.
 * A failed delivery keeps every value, the chosen file included, and says what went wrong: the
 * server's message for a control it rejected stays with that control until the visitor changes it,
 * and `error` holds the rest (null when there is nothing else to say).
 */
export function useApplicationForm({ successMessage, submit = submitNowhere }: Options) {
  const [values, setValues] = useState<ApplicationValues>(EMPTY_APPLICATION);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [resumeError, setResumeError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<ApplicationControl>>({});

  const change = useCallback((event: ChangeEvent<Control>) => {
    const { name, value } = event.target;
    const checked = event.target instanceof HTMLInputElement && event.target.type === "checkbox" ? event.target.checked : null;
    setValues((current) => ({ ...current, [name]: checked ?? value }));
    setFieldErrors((current) => withoutError(current, name));
  }, []);

  /** A newly chosen file replaces the previous one; one over the size limit is refused before upload. */
  const chooseResume = useCallback((event: ChangeEvent<HTMLInputElement>) => {
    const resume = event.target.files?.[0] ?? null;
    setResumeError(resume ? resumeFileError(resume) ?? null : null);
    setValues((current) => ({ ...current, resume }));
    setFieldErrors((current) => withoutError(current, "resume"));
  }, []);

  const onSubmit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (submitting) return;
      const fileProblem = values.resume ? resumeFileError(values.resume) : undefined;
      if (fileProblem) {
        setResumeError(fileProblem);
        return;
      }
      setSubmitting(true);
      setError(null);
      setFieldErrors({});
      try {
        await submit(values);
        window.alert(successMessage);
      } catch (failure) {
        const { fields, other } = fieldErrorsOf(failure, CONTROLS);
        const atControls = Object.keys(fields).length > 0;
        setFieldErrors(fields);
        setError(atControls ? other.join(" ") || null : failure instanceof Error ? failure.message : String(failure));
      } finally {
        setSubmitting(false);
      }
    },
    [submit, submitting, successMessage, values],
  );

  return { values, submitting, error, fieldErrors, resumeError, change, chooseResume, submit: onSubmit };
}
