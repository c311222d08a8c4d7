/** A moment's day as YYYY-MM-DD (UTC), the form the job dates are compared in. */
export function dayOf(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * The build date (the build's and the server's "today"). Overridable with BUILD_DATE so tests can
 * pin it. The environment is reached through globalThis: shared/ is checked without
 * Node's types, and a browser has no environment (there BUILD_DATE is never set).
 */
export function buildDate(now: Date = new Date(), env: { BUILD_DATE?: string } = runtimeEnvironment()): string {
  return env.BUILD_DATE ?? dayOf(now);
}

const runtimeEnvironment = (): { BUILD_DATE?: string } =>
  (globalThis as { process?: { env: { BUILD_DATE?: string } } }).process?.env ?? {};

/** The two dates of a job that decide when it is published. */
export type PublicationWindow = { readonly datePosted: string; readonly validThrough: string };

/**
 * A job is published from its datePosted day to the end of its validThrough day: a later
 * datePosted schedules it, a past validThrough retires it. Outside that window it gets no pages.
 */
export function isPublished(job: PublicationWindow, today: string): boolean {
  return job.datePosted.slice(0, 10) <= today && !isClosed(job, today);
}

/** A job has closed once its validThrough day is over: from then on its pages answer 410 Gone. */
export function isClosed(job: Pick<PublicationWindow, "validThrough">, today: string): boolean {
  return job.validThrough.slice(0, 10) < today;
}

/** The last day on which every one of these jobs is still open (the earliest validThrough), if any. */
export function firstToClose(jobs: readonly Pick<PublicationWindow, "validThrough">[]): string | undefined {
  return jobs.map((job) => job.validThrough.slice(0, 10)).sort()[0];
}

/**
 * How long a new job stays on the site unless its editor says otherwise: the editor's form sets
 * a new job's unpublish date this many days after today, and its publish date to today.
 */
export const NEW_JOB_LISTING_DAYS = 60;
