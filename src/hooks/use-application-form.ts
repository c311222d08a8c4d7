import { useCallback, useMemo, useState, type ChangeEvent, type FocusEvent } from "react";
import { EVENTS } from "../analytics/consent";
import {
  APPLICATION_FIELDS,
  CONSENT_CONTROL,
  TALENT_POOL_CONTROL,
  type ApplicationControl,
} from "../../shared/form-rules/controls";
import { resumeFileError } from "../../shared/form-rules/application-schema";
import { normaliseWebUrl } from "../../shared/form-rules/fields";
import { useSubmission, type SendForm } from "./use-submission";

/** What the application form holds while the visitor fills it in (the resume a browser File). */
export type ApplicationValues = Record<Exclude<(typeof APPLICATION_FIELDS)[number], "resume">, string> & {
  resume: File | null;
  consent: boolean;
  talentPool: boolean;
};

export const EMPTY_APPLICATION: ApplicationValues = {
  fullName: "",
  email: "",
  phone: "",
  location: "",
  portfolioUrl: "",
  linkedin: "",
  github: "",
  experience: "",
  currentRole: "",
  expectedSalary: "",
  startDate: "",
  coverLetter: "",
  resume: null,
  consent: false,
  talentPool: false,
};
const CONTROLS: readonly ApplicationControl[] = [...APPLICATION_FIELDS, CONSENT_CONTROL, TALENT_POOL_CONTROL];

type Options = {
  /** The alert shown once the application is accepted. */
  successMessage: string;
  /** Delivers the application (the apply page posts it to /api/applications). */
  send: SendForm;
  /** The position applied for: the analytics event names it (and nothing about the applicant). */
  job: { slug: string; department: string };
};

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Values of one job's application form, held for this page only and updated on every change.
 * A refusal keeps every value, the chosen file included; a file over the size limit is refused
 * before upload.
 */
export function useApplicationForm({ successMessage, send, job }: Options) {
  const [values, setValues] = useState<ApplicationValues>(EMPTY_APPLICATION);
  const [resumeError, setResumeError] = useState<string | null>(null);

  const ready = useCallback(() => {
    const problem = values.resume ? resumeFileError(values.resume) : undefined;
    if (problem) setResumeError(problem);
    return !problem;
  }, [values.resume]);
  // The form stays "sent": it is replaced by the success state, so there is no filled form to send again.
  const onSent = useCallback(() => window.alert(successMessage), [successMessage]);
  const event = useMemo(
    () => ({ name: EVENTS.application, params: { job_slug: job.slug, department: job.department } }),
    [job.slug, job.department],
  );
  const submission = useSubmission({ controls: CONTROLS, send, ready, onSent, event });

  const { clearError } = submission;
  const change = useCallback(
    (event: ChangeEvent<Control>) => {
      const { name, value } = event.target;
      const checked =
        event.target instanceof HTMLInputElement && event.target.type === "checkbox" ? event.target.checked : null;
      setValues((current) => ({ ...current, [name]: checked ?? value }));
      clearError(name);
    },
    [clearError],
  );

  /** A web address typed without https:// shows with it once the visitor leaves the field, as it will be sent. */
  const completeUrl = useCallback((event: FocusEvent<HTMLInputElement>) => {
    const { name, value } = event.target;
    const complete = normaliseWebUrl(value);
    if (complete !== value) setValues((current) => ({ ...current, [name]: complete }));
  }, []);

  /** A newly chosen file replaces the previous one. */
  const chooseResume = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => {
      const resume = event.target.files?.[0] ?? null;
      setResumeError(resume ? (resumeFileError(resume) ?? null) : null);
      setValues((current) => ({ ...current, resume }));
      clearError("resume");
    },
    [clearError],
  );

  return { ...submission, values, resumeError, change, completeUrl, chooseResume };
}
