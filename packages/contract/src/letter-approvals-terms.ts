/** A school's letter rules and its counselors' approval queue: constants and labels without zod. */

/** How many waiting requests one page of the approval queue shows. */
export const LETTER_APPROVALS_PAGE_SIZE = 25;
export const LETTER_APPROVAL_MESSAGE_MAX = 1000;

export const LETTER_ASK_FROM_LABEL = 'Students may ask teachers for letters from';
export const LETTER_APPROVAL_REQUIRED_LABEL = 'Letter requests need a counselor’s approval';
