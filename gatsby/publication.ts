/** The build date as YYYY-MM-DD (UTC). Overridable with BUILD_DATE so tests can pin it. */
export function buildDate(now: Date = new Date()): string {
  return process.env.BUILD_DATE ?? now.toISOString().slice(0, 10);
}

/**
 * A job is published from its datePosted day to the end of its validThrough day: a later
 * datePosted schedules it, a past validThrough retires it. Outside that window it gets no pages.
 */
export function isPublished(job: { datePosted: string; validThrough: string }, today: string): boolean {
  return job.datePosted.slice(0, 10) <= today && job.validThrough.slice(0, 10) >= today;
}
