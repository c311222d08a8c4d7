import { css } from "@emotion/react";
import { Link } from "../ui/link";
import { useEffect, useRef, type FormEvent, type ReactNode, type RefObject } from "react";
import { APPLICATIONS_ENDPOINT, formKey } from "../../forms/client";
import { APPLICATION_CONTROLS } from "../../../shared/form-rules/application-schema";
import { IDEMPOTENCY_CONTROL, JOB_CONTROL, type APPLICATION_FIELDS } from "../../../shared/form-rules/controls";
import { useApplicationForm } from "../../hooks/use-application-form";
import type { SendForm } from "../../hooks/use-submission";
import { theme } from "../../../content-model/theme";
import { fieldGridCss } from "../fields/control-css";
import { RequiredNote } from "../fields/required-note";
import { SelectField } from "../fields/select-field";
import { SubmitButton } from "../fields/submit-button";
import { TextAreaField } from "../fields/text-area-field";
import { TextField } from "../fields/text-field";
import { Honeypot } from "../fields/honeypot";
import { PrivacyConsent } from "./privacy-consent";
import { ApplicationSent, type Position } from "./application-sent";
import { ResumeField } from "./resume-field";
import { careersPath } from "../../../shared/routes";
import { fillTemplate } from "../ui/fill-template";

type Option = { readonly value: string; readonly label: string };
export type ApplicationFormContent = {
  readonly formHeading: string;
  readonly requiredNote: string;
  readonly labels: Record<(typeof APPLICATION_FIELDS)[number], string>;
  readonly experienceOptions: readonly Option[];
  readonly resumeHint: string;
  readonly resumeChosen: string;
  readonly submitLabel: string;
  readonly submittingLabel: string;
  readonly successMessage: string;
  readonly referenceLabel: string;
  readonly sentRole: string;
  readonly confirmationNote: string;
  readonly otherPositionsHeading: string;
  readonly privacyText: string;
  readonly privacyLinkLabel: string;
  readonly consentLabel: string;
  readonly talentPoolLabel: string;
  readonly failurePrefix: string;
  readonly fieldErrorText: string;
};
/** How long an application is kept: by default, and with the future-openings consent (data/site.json constants). */
type Retention = { days: number; talentPoolDays: number };
type Props = {
  content: ApplicationFormContent;
  jobSlug: string;
  jobTitle: string;
  jobDepartment: string;
  retention: Retention;
  send: SendForm;
  /** The positions open besides this one, linked once the application is sent. */
  otherPositions: readonly Position[];
};

const headingCss = css`
  scroll-margin-top: calc(${theme.sizes.header} + ${theme.space[4]});
`;
const alertCss = css`
  color: ${theme.colors.danger};
  margin: 0;
`;
/** The filled form's key is made at its first change and kept for every send (src/forms/client.ts). */
const keepKey = (event: FormEvent<HTMLFormElement>) => void formKey(event.currentTarget);

/** A server message that names the careers page (a position that has closed) links it. */
function withCareersLink(message: string): ReactNode {
  const at = message.indexOf(careersPath);
  if (at < 0) return message;
  return (
    <>
      {message.slice(0, at)}
      <Link to={careersPath}>{careersPath}</Link>
      {message.slice(at + careersPath.length)}
    </>
  );
}

type Form = ReturnType<typeof useApplicationForm>;
type FieldsProps = {
  form: Form;
  content: ApplicationFormContent;
  jobSlug: string;
  retention: Retention;
  formRef: RefObject<HTMLFormElement>;
};

/** The form the visitor fills in: every control, the consent, the failure message and the send button. */
function ApplicationFields({ form, content, jobSlug, retention, formRef }: FieldsProps) {
  const { labels } = content;
  const { values } = form;
  const errors = form.fieldErrors;
  const refused = Object.keys(errors).length > 0;
  const text = (name: Exclude<keyof typeof labels, "resume">) => ({
    name,
    label: labels[name],
    value: values[name],
    error: errors[name],
    onChange: form.change,
    ...APPLICATION_CONTROLS[name],
    ...(APPLICATION_CONTROLS[name].inputMode === "url" && { onBlur: form.completeUrl }),
  });
  return (
    // method, action and enctype: without JavaScript the browser posts the form itself and the server answers with a page.
    <form
      ref={formRef}
      method="post"
      action={APPLICATIONS_ENDPOINT}
      encType="multipart/form-data"
      onSubmit={(event) => void form.submit(event)}
      onInput={keepKey}
      aria-labelledby="application-heading"
      css={fieldGridCss}
    >
      <div data-wide>
        <RequiredNote text={content.requiredNote} />
      </div>
      <input type="hidden" name={JOB_CONTROL} value={jobSlug} />
      <input type="hidden" name={IDEMPOTENCY_CONTROL} />
      <TextField {...text("fullName")} autoComplete="name" />
      <TextField {...text("email")} autoComplete="email" />
      <TextField {...text("phone")} autoComplete="tel" />
      <TextField {...text("location")} autoComplete="address-level2" />
      <TextField {...text("portfolioUrl")} autoComplete="url" />
      <TextField {...text("linkedin")} />
      <TextField {...text("github")} />
      <SelectField {...text("experience")} options={content.experienceOptions} />
      <TextField {...text("currentRole")} autoComplete="organization-title" />
      <TextField {...text("expectedSalary")} />
      <TextField {...text("startDate")} />
      <TextAreaField {...text("coverLetter")} rows={4} />
      <ResumeField
        label={labels.resume}
        hint={content.resumeHint}
        chosenTemplate={content.resumeChosen}
        file={values.resume}
        error={form.resumeError ?? errors.resume}
        onChoose={form.chooseResume}
      />
      <Honeypot />
      <PrivacyConsent
        text={content.privacyText}
        linkLabel={content.privacyLinkLabel}
        consentLabel={content.consentLabel}
        talentPoolLabel={content.talentPoolLabel}
        retention={retention}
        checked={values.consent}
        talentPoolChecked={values.talentPool}
        error={errors.consent}
        onChange={form.change}
      />
      {form.status === "failed" && (
        <p role="alert" data-wide css={alertCss}>
          {withCareersLink(
            [content.failurePrefix, refused ? content.fieldErrorText : "", form.message ?? ""]
              .filter(Boolean)
              .join(" "),
          )}
        </p>
      )}
      <SubmitButton busy={form.status === "sending"} label={content.submitLabel} busyLabel={content.submittingLabel} />
    </form>
  );
}

/** The job application form; each control's `required` and `type` come from its rule (shared/form-rules/application-schema.ts). */
export function ApplicationForm({ content, jobSlug, jobTitle, jobDepartment, retention, send, otherPositions }: Props) {
  const form = useApplicationForm({
    successMessage: content.successMessage,
    send,
    job: { slug: jobSlug, department: jobDepartment },
  });
  const errors = form.fieldErrors;
  const refused = Object.keys(errors).length > 0;
  const element = useRef<HTMLFormElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // Once sent, the form's heading comes into view below the sticky header (its scroll-margin), the confirmation under it.
  useEffect(() => {
    if (form.status === "sent") heading.current?.scrollIntoView({ block: "start" });
  }, [form.status]);

  // After the server refused some values, take the visitor to the first one it named.
  useEffect(() => {
    if (refused) element.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
  }, [errors, refused]);
  return (
    <section aria-labelledby="application-heading">
      <h2 id="application-heading" ref={heading} css={headingCss}>
        {content.formHeading}
      </h2>
      {/* While sending: the retry notice (a 503). Once sent, the success state is the status region. */}
      {form.status !== "sent" && (
        <div role="status">{form.status === "sending" && form.notice && <p>{form.notice}</p>}</div>
      )}
      {form.status === "sent" ? (
        <ApplicationSent
          text={content.successMessage}
          role={fillTemplate(content.sentRole, { title: jobTitle })}
          confirmationNote={form.confirmation ? content.confirmationNote : null}
          referenceLabel={content.referenceLabel}
          reference={form.reference}
          heading={content.otherPositionsHeading}
          positions={otherPositions}
        />
      ) : (
        <ApplicationFields form={form} content={content} jobSlug={jobSlug} retention={retention} formRef={element} />
      )}
    </section>
  );
}
