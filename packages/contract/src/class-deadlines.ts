import { z } from 'zod';
import { APPLICATION_ROUNDS, APPLICATION_STATUSES } from './applications-terms.ts';
import { CLASS_DEADLINE_WEEKS_DEFAULT, CLASS_DEADLINE_WEEKS_MAX } from './class-deadlines-terms.ts';
import { dateStringSchema } from './common.ts';

/**
 * A counselor's class-wide deadlines: the applications of every student of the school who shares
 * their saved colleges and applications with its counselors, the upcoming ones inside a window of
 * weeks and the overdue ones (still drafting or in progress after their deadline), each named with
 * the student and the checklist items still missing.
 */
export const classDeadlinesQuerySchema = z.strictObject({
  /** How many weeks ahead, from today. */
  weeks: z.coerce
    .number({ error: `Send a number of weeks from 1 to ${CLASS_DEADLINE_WEEKS_MAX}` })
    .int(`Send a whole number of weeks from 1 to ${CLASS_DEADLINE_WEEKS_MAX}`)
    .min(1, `Send a number of weeks from 1 to ${CLASS_DEADLINE_WEEKS_MAX}`)
    .max(CLASS_DEADLINE_WEEKS_MAX, `Send a number of weeks from 1 to ${CLASS_DEADLINE_WEEKS_MAX}`)
    .default(CLASS_DEADLINE_WEEKS_DEFAULT),
});
export type ClassDeadlinesQuery = z.output<typeof classDeadlinesQuerySchema>;

export const classDeadlineSchema = z.object({
  applicationId: z.string(),
  studentId: z.string(),
  studentName: z.string(),
  collegeId: z.number().int(),
  /** The catalogue's name; null when the college is no longer in the catalogue. */
  collegeName: z.string().nullable(),
  round: z.enum(APPLICATION_ROUNDS),
  deadline: dateStringSchema,
  status: z.enum(APPLICATION_STATUSES),
  /** Checklist items not done, in checklist order; none once the application is submitted or decided. */
  missing: z.array(z.string()),
});
export type ClassDeadline = z.infer<typeof classDeadlineSchema>;

/** Some of a list's applications, in deadline order, and how many there are in all. */
const classDeadlineListSchema = z.object({
  applications: z.array(classDeadlineSchema),
  total: z.number().int(),
});

export const classDeadlinesResponseSchema = z.object({
  /**
   * The day the view counts from (in the counselor's saved time zone), and the last day of its
   * window. Whether an application is overdue is decided in its own zone (the application's, its
   * college's, else the student's), as on the student's timeline.
   */
  today: dateStringSchema,
  until: dateStringSchema,
  /** Students of the school sharing their applications with its counselors. */
  sharingStudents: z.number().int(),
  /** Deadlines from today to `until`, every status, nearest first. */
  upcoming: classDeadlineListSchema,
  /** Applications still drafting or in progress whose deadline has passed, oldest first. */
  overdue: classDeadlineListSchema,
});
export type ClassDeadlinesResponse = z.infer<typeof classDeadlinesResponseSchema>;
