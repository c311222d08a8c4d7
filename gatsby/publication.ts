/** The build date as YYYY-MM-DD (UTC). Overridable with BUILD_DATE so tests can pin it. */
export function buildDate(now: Date = new Date()): string {
  return process.env.BUILD_DATE ?? now.toISOString().slice(0, 10);
}

/** A job is published until the end of its validThrough day; a stale posting gets no pages. */
export function isPublished(validThrough: string, today: string): boolean {
  return validThrough.slice(0, 10) >= today;
}
