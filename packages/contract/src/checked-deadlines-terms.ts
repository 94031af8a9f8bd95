// Checked-deadline terms without zod (see checked-deadlines.ts for the schemas): the paste form names the limit before anything is checked.

/** At most this many rows in one pasted list. */
export const CHECKED_DEADLINES_MAX_ROWS = 2_000;

/** The paste form's refusal of an empty box (the web's form; the API reads the CSV): a contract message, so it has its Spanish. */
export const PASTE_LIST_EMPTY_MESSAGE = /*i18n*/ 'Paste the list first';
