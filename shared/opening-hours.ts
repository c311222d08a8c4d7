/** A line's opening hours as one phrase, the way the contact page's table lists them: "Mon-Fri 9:00 AM-6:00 PM IST, Sat …". */
export const hoursText = (rows: readonly { readonly days: string; readonly hours: string }[], timeZone?: string) =>
  [rows.map((row) => `${row.days} ${row.hours}`).join(", "), timeZone].filter(Boolean).join(", ");
