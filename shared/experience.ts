/**
 * A job's experience as the site shows it: its minimum in whole years, and more ("5+"). The
 * editor enters the minimum only; the pages, feeds and the editor's preview show this.
 */
export const experienceShown = (minExperience: number): string => `${minExperience}+`;

/**
 * The minimum an editor types, read as the site shows it or as a plain number: "5+", "5 +" and
 * "5" are 5; anything else is null.
 */
export function experienceTyped(text: string): number | null {
  const match = /^\s*(\d{1,2})\s*\+?\s*$/.exec(text);
  return match ? Number(match[1]) : null;
}
