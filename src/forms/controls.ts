// The forms' control names, kept apart from the data schemas so that the browser bundle that needs
// the names does not also carry every data rule (measured: 4.7 kB gzip on the form pages).

/** The application form's controls; their names are also the field names the server API reads. */
export const APPLICATION_FIELDS = [
  "fullName", "email", "phone", "location", "portfolioUrl", "linkedin", "github", "experience",
  "currentRole", "expectedSalary", "startDate", "coverLetter", "resume",
] as const;
/** The contact form's controls, named as the server API reads them. */
export const CONTACT_FIELDS = ["name", "email", "company", "phone", "subject", "message", "budget", "timeline"] as const;
