/** Class-wide deadline constants without zod, so the page, which only shows them, does not load it. */

/** How far ahead the view looks, in weeks: the next 8 by default, up to half a year. */
export const CLASS_DEADLINE_WEEKS_DEFAULT = 8;
export const CLASS_DEADLINE_WEEKS_MAX = 26;

/**
 * The most applications one answer names in each list: a school of 5,000 students at a January
 * deadline holds thousands, more than a page can usefully show; the CSV has every one.
 */
export const CLASS_DEADLINE_UPCOMING_MAX = 1_000;
export const CLASS_DEADLINE_OVERDUE_MAX = 500;

/** The two ways the page groups the upcoming deadlines. */
export const CLASS_DEADLINE_GROUPS = ['week', 'college'] as const;
export type ClassDeadlineGroup = (typeof CLASS_DEADLINE_GROUPS)[number];
