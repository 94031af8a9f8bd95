/** Letters (the letters a student asks teachers and counselors to write): constants and labels without zod, for pages that only show them. */
import { messageWithValues } from './message-values-terms.ts';

/** Spec section 4, the status of a letter. */
export const LETTER_STATUSES = ['not-requested', 'requested', 'in-progress', 'completed', 'declined'] as const;
export type LetterStatus = (typeof LETTER_STATUSES)[number];

export const LETTER_STATUS_LABELS: Record<LetterStatus, string> = {
  'not-requested': 'Not Requested',
  requested: 'Requested',
  'in-progress': 'In Progress',
  completed: 'Completed',
  declined: 'Declined',
};

/** Spec section 4: Send Request for not-requested. */
export const canSendRequest = (status: LetterStatus): boolean => status === 'not-requested';
/** Spec section 4: Send Reminder for requested or in-progress. */
export const canSendReminder = (status: LetterStatus): boolean => status === 'requested' || status === 'in-progress';
/** Spec section 4: View Details for every status except not-requested. */
export const canViewDetails = (status: LetterStatus): boolean => status !== 'not-requested';

/** Spec section 4: a due date in the past on a letter that is not completed shows in red. `today` is YYYY-MM-DD. */
export const isLetterOverdue = (letter: { status: LetterStatus; dueDate: string | null }, today: string): boolean =>
  letter.dueDate !== null && letter.dueDate < today && letter.status !== 'completed';

/** How many universities one letter may be for. */
export const MAX_LETTER_SCHOOLS = 30;

/** The letter form's refusal of a longer list of universities: a contract message, so it has its Spanish. */
export const LETTER_SCHOOLS_LIMIT_MESSAGE = messageWithValues(
  /*i18n*/ { id: 'Choose at most {max} universities', values: { max: MAX_LETTER_SCHOOLS } },
);

/** A student keeps at most this many letters (every per-student list has a cap). */
export const LETTERS_MAX = 50;
export const LETTERS_FULL_MESSAGE = `You can have at most ${LETTERS_MAX} recommendation letters. Delete one to add another.`;
