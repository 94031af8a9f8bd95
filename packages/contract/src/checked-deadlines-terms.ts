// Checked-deadline terms without zod (see checked-deadlines.ts for the schemas): the paste form names the limit before anything is checked.

/** At most this many rows in one pasted list. */
export const CHECKED_DEADLINES_MAX_ROWS = 2_000;
