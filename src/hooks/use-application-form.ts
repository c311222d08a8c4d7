import { useCallback, useState, type ChangeEvent, type FormEvent } from "react";
import type { APPLICATION_FIELDS } from "../../gatsby/data-schemas";

type TextField = Exclude<(typeof APPLICATION_FIELDS)[number], "resume">;
export type ApplicationValues = Record<TextField, string> & { resume: File | null };
export type SubmitApplication = (values: ApplicationValues) => Promise<void>;

export const EMPTY_APPLICATION: ApplicationValues = {
  fullName: "", email: "", phone: "", location: "", portfolioUrl: "", linkedin: "", github: "",
  experience: "", currentRole: "", expectedSalary: "", startDate: "", coverLetter: "", resume: null,
};

/** The spec's site makes no request: the application is "submitted" as soon as it is valid. */
const submitNowhere: SubmitApplication = async () => {};

type Options = {
  /** The alert shown once the application is accepted. */
  successMessage: string;
  /** Delivers the application; a later change posts it to the server. */
  submit?: SubmitApplication;
};

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Values of one job's application form, held for this page only and updated on every change. */
export function useApplicationForm({ successMessage, submit = submitNowhere }: Options) {
  const [values, setValues] = useState<ApplicationValues>(EMPTY_APPLICATION);
  const [submitting, setSubmitting] = useState(false);

  const change = useCallback((event: ChangeEvent<Control>) => {
    const { name, value } = event.target;
    setValues((current) => ({ ...current, [name]: value }));
  }, []);

  /** A newly chosen file replaces the previous one; cancelling the picker leaves none. */
  const chooseResume = useCallback((event: ChangeEvent<HTMLInputElement>) => {
    const resume = event.target.files?.[0] ?? null;
    setValues((current) => ({ ...current, resume }));
  }, []);

  const onSubmit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (submitting) return;
      setSubmitting(true);
      try {
        await submit(values);
        window.alert(successMessage);
      } finally {
        setSubmitting(false);
      }
    },
    [submit, submitting, successMessage, values],
  );

  return { values, submitting, change, chooseResume, submit: onSubmit };
}
