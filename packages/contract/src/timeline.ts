import { z } from 'zod';
import { dateStringSchema, dateTimeStringSchema } from './common.ts';
import { DEADLINE_KINDS } from './deadlines-terms.ts';
import { TIMELINE_CATEGORIES } from './timeline-terms.ts';

/**
 * GET /api/timeline: the student's admissions cycle. The national calendar of their
 * graduation year (contract/admissions-calendar.ts) combined with every dated item they have:
 * application deadlines, essay and letter due dates, tasks and expected decisions.
 *
 * Steps (spec section 3, Timeline step) group items: a student's items that fall on a national
 * or typical date of the same category join that step; the rest are grouped by date and
 * category. A step with items completes when all its items do; a national or typical step
 * without items is never done, only passed once its date has gone by in the student's zone
 * ("FAFSA opens – Done" read as "we filed it"). `state`:
 * - completed: the student's items, all done;
 * - passed: a national or typical date without the student's items, gone by (passedLabel words it);
 * - overdue: not done and past due;
 * - current: the first step not done and not overdue (isActive);
 * - upcoming: later steps.
 */
export const TIMELINE_ITEM_KINDS = [...DEADLINE_KINDS, 'decision'] as const;
export type TimelineItemKind = (typeof TIMELINE_ITEM_KINDS)[number];

/** One of the student's dated items, with its due status in its own zone (contract/deadline-time.ts). */
export const timelineItemSchema = z.object({
  kind: z.enum(TIMELINE_ITEM_KINDS),
  /** Row id: application (also for decision), essay, letter (recommendation) or task. */
  id: z.string(),
  title: z.string(),
  /** What the app wrote the title from (contract/deadlines-terms.ts DeadlineTitleParts); null on the student's own. */
  titleParts: z.object({ school: z.string().nullable(), round: z.string().nullable(), name: z.string().nullable() }).nullable(),
  date: dateStringSchema,
  /** IANA zone the date belongs to: the school's for applications and decisions, the student's otherwise. */
  timeZone: z.string(),
  /** 11:59 pm on the date in that zone, ISO. */
  dueAt: dateTimeStringSchema,
  daysLeft: z.number().int(),
  overdue: z.boolean(),
  completed: z.boolean(),
  schoolId: z.number().int().nullable(),
  /** A demo account's sample item: its title starts with "Sample: " and the calendar feed says it is a sample. */
  sample: z.boolean(),
});
export type TimelineItem = z.infer<typeof timelineItemSchema>;

export const timelineStepSchema = z.object({
  id: z.string(),
  title: z.string(),
  date: dateStringSchema,
  description: z.string(),
  isCompleted: z.boolean(),
  isActive: z.boolean(),
  state: z.enum(['completed', 'passed', 'overdue', 'current', 'upcoming']),
  category: z.enum(TIMELINE_CATEGORIES),
  /** National date, a typical date to check with each college, or one of the student's own. */
  source: z.enum(['national', 'typical', 'yours']),
  items: z.array(timelineItemSchema),
});
export type TimelineStep = z.infer<typeof timelineStepSchema>;

export const timelineSchema = z.object({
  graduationYear: z.number().int(),
  /** Today in the student's zone. */
  today: dateStringSchema,
  timeZone: z.string(),
  steps: z.array(timelineStepSchema),
});
export type Timeline = z.infer<typeof timelineSchema>;
