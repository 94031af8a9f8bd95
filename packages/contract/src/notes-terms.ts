/** Note terms without zod (see notes.ts for the schemas): the composer shows the limit before a note is checked. */
export const NOTE_MAX_LENGTH = 2000;
