/** Deadline calendar terms without zod (GET /api/deadlines; see deadlines.ts for the schemas). */

/**
 * `reply` is an accepted application's reply and deposit date, `waitlist` a waitlisted one's
 * reply-by date: both come from the application row, under their own kind so each is reminded
 * once on its own. `scholarship` is a scholarship's deadline on the student's own list, open
 * until they have applied.
 */
export const DEADLINE_KINDS = ['application', 'reply', 'waitlist', 'scholarship', 'essay', 'recommendation', 'task'] as const;
export type DeadlineKind = (typeof DEADLINE_KINDS)[number];

export const DEADLINE_KIND_LABELS: Record<DeadlineKind, string> = {
  application: 'Application',
  reply: 'Reply and deposit',
  waitlist: 'Waitlist reply',
  scholarship: 'Scholarship',
  essay: 'Essay',
  recommendation: 'Recommendation',
  task: 'Task',
};

/**
 * The items of a demo account are its sample workspace, not facts about colleges: each one's title
 * starts with this wherever it appears (the calendar, the dashboard, the timeline, the bell, the
 * calendar feed; demo accounts get no email), and the item says `sample: true`.
 */
export const SAMPLE_TITLE_PREFIX = 'Sample: ';
export const sampleTitle = (title: string): string => `${SAMPLE_TITLE_PREFIX}${title}`;

/** The longest span one request may cover, in days (a 42-cell month grid needs 42; a year view 366). */
export const DEADLINES_MAX_RANGE_DAYS = 400;

/**
 * What the app wrote an item's title from, so a page or an email writes it in its reader's
 * language: the school's name (null when the catalogue no longer has it: "School {schoolId}"),
 * the application's round (an application's deadline, a decision date) and a name (the
 * recommender's, the scholarship's). Null on a title the student wrote (an essay's, a task's).
 */
export interface DeadlineTitleParts {
  school: string | null;
  round: string | null;
  name: string | null;
}
