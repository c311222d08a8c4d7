import { MONTHS } from "../../shared/dates";

export type Day = { year: number; month: number; day: number };

/** A YYYY-MM-DD day's parts (month 1-12), or null for anything else. */
export function parseDay(iso: unknown): Day | null {
  const match = typeof iso === "string" ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso) : null;
  return match ? { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) } : null;
}

/** The days in a month (February of a leap year has 29). */
export const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** A day as the data stores it, YYYY-MM-DD; a day past the month's end becomes its last day. */
export function isoDay({ year, month, day }: Day): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${year}-${pad(month)}-${pad(Math.min(day, daysIn(year, month)))}`;
}

/** A day as the site writes it: "October 6, 2026". */
export function siteDay(iso: string): string {
  const parts = parseDay(iso);
  return parts ? `${MONTHS[parts.month - 1]} ${parts.day}, ${parts.year}` : iso;
}

/** The day `days` after a YYYY-MM-DD day (UTC, as the publication rule compares days). */
export const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A year as typed: four digits, or null. */
export const yearTyped = (text: string) => (/^\s*\d{4}\s*$/.test(text) ? Number(text) : null);
