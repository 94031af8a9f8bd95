import type { Renewable } from './offers-terms.ts';

/**
 * Scholarship terms without zod (see scholarships.ts for the schemas): the student's own list of
 * outside scholarships, and the local ones a high school's counselors post. The rule for counting
 * an awarded scholarship in an aid offer is told in docs/decisions-and-money.md, "Scholarships".
 */

/**
 * Where the student is with a scholarship. `planned` is one they mean to apply for: its deadline
 * is open (reminded) until they mark it applied or later, like an application before it is sent.
 */
export const SCHOLARSHIP_STATUSES = ['planned', 'applied', 'awarded', 'not-awarded'] as const;
export type ScholarshipStatus = (typeof SCHOLARSHIP_STATUSES)[number];
export const SCHOLARSHIP_STATUS_LABELS: Record<ScholarshipStatus, string> = {
  planned: 'Not applied yet',
  applied: 'Applied',
  awarded: 'Awarded',
  'not-awarded': 'Not awarded',
};

/**
 * Whether the scholarship comes again in later years: the same choices as an offer's grant
 * (offers-terms.ts), since an awarded scholarship is counted beside the offer's grants; only the
 * words differ, a letter being the source there and the student here.
 */
export const SCHOLARSHIP_RENEWABLE_LABELS: Record<Renewable, string> = {
  yes: 'Renewable',
  no: 'One year only',
  unknown: 'Not known whether it renews',
};

export const SCHOLARSHIP_NAME_MAX_LENGTH = 200;
export const SCHOLARSHIP_SPONSOR_MAX_LENGTH = 200;
export const SCHOLARSHIP_NOTES_MAX_LENGTH = 2_000;
export const SCHOLARSHIP_ELIGIBILITY_MAX_LENGTH = 2_000;
/** A scholarship's web address: the column's width, so a longer one is refused by name, not by the database. */
export const SCHOLARSHIP_LINK_MAX_LENGTH = 2_000;
/** The largest amount one scholarship takes, in whole dollars (the same ceiling as an offer's line). */
export const SCHOLARSHIP_AMOUNT_MAX = 500_000;

/** A student keeps at most this many scholarships (every per-student list has a cap). */
export const SCHOLARSHIPS_MAX = 200;
export const SCHOLARSHIPS_FULL_MESSAGE = `You can keep at most ${SCHOLARSHIPS_MAX} scholarships. Delete old ones to add more.`;
/** A high school posts at most this many local scholarships. */
export const LOCAL_SCHOLARSHIPS_MAX = 300;
export const LOCAL_SCHOLARSHIPS_FULL_MESSAGE = `A school can post at most ${LOCAL_SCHOLARSHIPS_MAX} local scholarships. Delete past ones to add more.`;

export const ALREADY_ADDED_MESSAGE = /*i18n*/ 'This scholarship is already on your list.';

/** The deadline's title wherever it appears (calendar, timeline, bell, email, calendar feed). */
export const scholarshipDeadlineTitle = (name: string): string => `Scholarship: ${name}`;

/**
 * How an offer counts the outside scholarships the student recorded as awarded beside the
 * letter's own outside line: the larger of the two, never their sum (a letter that lists the
 * outside scholarships the student told the college about would otherwise count them twice).
 */
export const OUTSIDE_RULE =
  'The offer counts the larger of the outside scholarships you recorded as awarded and the outside line typed from the letter, never both added: colleges often list the outside scholarships you reported to them, and adding both would count the same money twice.';
