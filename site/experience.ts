/**
 * A job's experience as the site shows it: its minimum in whole years, and more ("5+"). The
 * editor enters the minimum only; the pages, feeds and the editor's preview show this.
 */
export const experienceShown = (minExperience: number): string => `${minExperience}+`;
