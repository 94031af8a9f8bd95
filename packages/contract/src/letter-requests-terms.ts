/** Letter requests (a student asks a teacher in the app): constants and labels without zod. */

/** Where a request stands, as the teacher's queue groups it. */
export const LETTER_REQUEST_STATUSES = ['requested', 'accepted', 'declined', 'submitted'] as const;
export type LetterRequestStatus = (typeof LETTER_REQUEST_STATUSES)[number];

/**
 * Before the teacher sees it: a request waiting for a counselor's approval, or refused it, at a
 * school that asks for approval. A teacher never sees a request in either.
 */
export const LETTER_REQUEST_APPROVAL_STATUSES = ['awaiting', 'not_approved'] as const;
export type LetterRequestApprovalStatus = (typeof LETTER_REQUEST_APPROVAL_STATUSES)[number];
/** Every status a request has in its student's own view. */
export type StudentLetterRequestStatus = LetterRequestStatus | LetterRequestApprovalStatus;

export const LETTER_REQUEST_STATUS_LABELS: Record<StudentLetterRequestStatus, string> = {
  awaiting: 'Awaiting approval',
  not_approved: 'Not approved',
  requested: 'Requested',
  accepted: 'Accepted',
  declined: 'Declined',
  submitted: 'Submitted',
};

/** How many colleges one request may name (the same cap as a tracked letter). */
export const LETTER_REQUEST_COLLEGES_MAX = 30;
export const LETTER_REQUEST_NOTE_MAX = 2000;
export const LETTER_REQUEST_MESSAGE_MAX = 1000;

/**
 * Said where a teacher looks (their queue of requests): CampusPath tracks letters, it does not
 * deliver them. The student's tab says it in STUDENT_LETTER_DELIVERY_NOTICE.
 */
export const LETTER_DELIVERY_NOTICE =
  'CampusPath does not send letters or transcripts to colleges. Upload the letter through the Common App, Coalition, or the college’s own portal, then mark it submitted here.';
/** The same for the student: who sends what, since nothing goes to a college from CampusPath. */
export const STUDENT_LETTER_DELIVERY_NOTICE =
  'CampusPath does not send letters or transcripts to colleges. Your teachers upload their letters, and your school sends your transcript, through the Common App, Coalition, or each college’s own portal.';
