/**
 * Control characters in what visitors type. They are invisible, yet a terminal obeys them (ESC
 * sequences retitle a window or clear the screen), a mail header can be split by a line break,
 * and the bidirectional overrides make text read differently from what it is. Form values are
 * cleaned with these functions as they are validated (browser and server alike), and anything
 * printed to a terminal or put in a mail header is cleaned again, for records stored before.
 */

/** C0 controls (tab and line breaks included), DEL, C1 controls, and the bidi embeddings, overrides and isolates. */
// eslint-disable-next-line no-control-regex -- matching control characters is this module's purpose.
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
/** The same, less tab, line feed and carriage return, which a paragraph of text may hold. */
// eslint-disable-next-line no-control-regex -- as above.
const CONTROLS_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
/** What separates lines or columns: a space in a one-line value. */
const BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]+/g;

/** A one-line value (a name, a subject, a header, a line of terminal output): breaks become a space, other controls go. */
export const singleLine = (text: string): string => text.replace(BREAKS, " ").replace(CONTROLS, "");

/** A multi-line value (a message, a cover letter): tabs and line breaks stay, other controls go. */
export const withoutControls = (text: string): string => text.replace(CONTROLS_BUT_LINE_BREAKS, "");
