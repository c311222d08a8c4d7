/** The month names the site writes dates with ("October 6, 2026"); the editor's date fields offer them too. */
export const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/**
 * The site's one way of writing a day for people: "October 6, 2026", from a date written
 * YYYY-MM-DD (or a timestamp, whose day is taken as written). Job pages, legal pages and the
 * closed-position page all use it. Spelled out rather than toLocaleDateString, whose first call
 * loads the browser's date formatting data, and whose output follows the machine's locale.
 */
export function formatDay(isoDay: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDay);
  if (!match) throw new Error(`not a date written YYYY-MM-DD: ${isoDay}`);
  const [, year, month, day] = match;
  return `${MONTHS[Number(month) - 1]} ${Number(day)}, ${year}`;
}
