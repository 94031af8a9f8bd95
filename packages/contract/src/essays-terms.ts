/**
 * Essay constants and the one word-count function, without zod, so the editor and the essays
 * tab can use them without loading it. The API counts with the same function, so the count the
 * student sees while typing is the count the server stores.
 */

/** Spec section 4, "Essay status": the order the essays tab groups by. */
export const ESSAY_STATUSES = ['not-started', 'drafting', 'review', 'completed'] as const;
export type EssayStatus = (typeof ESSAY_STATUSES)[number];

export const ESSAY_STATUS_LABELS: Record<EssayStatus, string> = {
  'not-started': 'Not Started',
  drafting: 'Drafting',
  review: 'In Review',
  completed: 'Completed',
};

export const ESSAY_TITLE_MAX_LENGTH = 200;
export const ESSAY_PROMPT_MAX_LENGTH = 5_000;
/** An essay's text is at most 100,000 characters; a longer body is a 400. */
export const ESSAY_BODY_MAX_LENGTH = 100_000;
/** A word limit, when set, is a whole number from 1 to 10,000. */
export const ESSAY_MAX_WORDS_LIMIT = 10_000;
/** At most this many applications can be linked to one essay. */
export const ESSAY_APPLICATIONS_MAX = 50;
/** A student keeps at most this many essays; each keeps at most ESSAY_VERSION_LIMIT copies. */
export const ESSAYS_MAX = 200;
export const ESSAYS_FULL_MESSAGE = `You can have at most ${ESSAYS_MAX} essays. Delete one you no longer need to start another.`;

/**
 * Version history. A save that changes the text keeps a copy of the new text in the
 * history when the newest copy is at least ESSAY_VERSION_INTERVAL_MINUTES old, or when the text
 * changed substantially since that copy: the edited span (everything between the part both
 * texts start with and the part both end with) is at least ESSAY_VERSION_SUBSTANTIAL_CHARS
 * characters long. A restore always keeps the text it replaces first. Each essay keeps its
 * newest ESSAY_VERSION_LIMIT copies; older ones are removed.
 */
export const ESSAY_VERSION_INTERVAL_MINUTES = 5;
export const ESSAY_VERSION_SUBSTANTIAL_CHARS = 250;
export const ESSAY_VERSION_LIMIT = 50;

/**
 * Words are the whitespace-separated tokens of the text (any Unicode whitespace, as in the
 * regular expression `\s`): "don't" is one word, "well-known" is one word, "a — b" is three.
 */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/u).length;
}
