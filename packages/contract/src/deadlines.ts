import { z } from 'zod';
import { isoDateSchema } from './common.ts';
import { DEADLINE_KINDS, DEADLINES_MAX_RANGE_DAYS } from './deadlines-terms.ts';

/**
 * GET /api/deadlines?from=YYYY-MM-DD&to=YYYY-MM-DD: everything the signed-in student has due
 * between two dates, both included. Used by the Deadlines calendar and the dashboard's
 * Upcoming Deadlines. Sources:
 * - application: each application with a deadline; title "{school} – {round} deadline";
 *   completed once the status is submitted or later (submitted, accepted, rejected, waitlisted).
 * - scholarship: each scholarship on the student's list with a deadline; title "Scholarship: {name}";
 *   completed once the student has applied (any status but planned).
 * - essay: each essay with a due date; title the essay's title; completed when its status is completed.
 * - recommendation: each letter with a due date that is not completed or declined;
 *   title "Letter from {recommender}"; completed is always false.
 * - task: each task with a due date; title the task's title; completed as the task says.
 * Items are ordered by date, then kind (in DEADLINE_KINDS order), then title.
 */
const dayCount = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;

export const deadlinesQuerySchema = z
  .strictObject({
    from: isoDateSchema,
    to: isoDateSchema,
  })
  .superRefine((query, context) => {
    if (query.to < query.from) {
      context.addIssue({ code: 'custom', path: ['to'], message: /*i18n*/ 'Must be on or after from' });
    } else if (dayCount(query.from, query.to) > DEADLINES_MAX_RANGE_DAYS) {
      context.addIssue({ code: 'custom', path: ['to'], message: `Ask for at most ${DEADLINES_MAX_RANGE_DAYS} days at a time` });
    }
  });
export type DeadlinesQuery = z.infer<typeof deadlinesQuerySchema>;

export const deadlineKindSchema = z.enum(DEADLINE_KINDS);

export const deadlineItemSchema = z.object({
  kind: deadlineKindSchema,
  /**
   * Id of the row the item comes from. Link to it with the web's paths: application ->
   * /applications/{id}, essay -> /essays/{id}, recommendation -> /letters/{id},
   * task -> /tasks (tasks have no page of their own).
   */
  id: z.string(),
  /** In English; `titleParts` lets a page write it in its own language. */
  title: z.string(),
  titleParts: z.object({ school: z.string().nullable(), round: z.string().nullable(), name: z.string().nullable() }).nullable(),
  /** YYYY-MM-DD. */
  date: z.string(),
  completed: z.boolean(),
  /** For applications: the catalogue id of the school; null otherwise. */
  schoolId: z.number().int().nullable(),
  /**
   * IANA zone the date belongs to (due at 11:59 pm there): the school's for applications; null
   * for the student's own items, which fall due in the student's zone (reminder settings).
   */
  timeZone: z.string().nullable(),
  /** A demo account's sample item: its title starts with "Sample: " (SAMPLE_TITLE_PREFIX) and every page marks it. */
  sample: z.boolean(),
});
export type DeadlineItem = z.infer<typeof deadlineItemSchema>;

export const deadlinesResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  items: z.array(deadlineItemSchema),
});
export type DeadlinesResponse = z.infer<typeof deadlinesResponseSchema>;
