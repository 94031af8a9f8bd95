import { z } from 'zod';
import { dateStringSchema, isoDateSchema } from './common.ts';
import { APPLICATION_STATUSES } from './applications-terms.ts';
import { DEADLINE_KINDS } from './deadlines-terms.ts';
import { READINESS_DETAIL_KEYS } from './dashboard-terms.ts';
import { timelineStepSchema } from './timeline.ts';
import { schoolCardSchema } from './schools.ts';

/** Pipeline categories (spec section 4) and how application statuses map onto them. */
export const pipelineCountsSchema = z.object({
  /** Saved universities with no application yet. */
  researching: z.number().int(),
  /** Applications drafting or in progress. */
  preparing: z.number().int(),
  /** Applications submitted, deferred, waitlisted or rejected: sent, awaiting or past a decision (withdrawn ones count nowhere). */
  applied: z.number().int(),
  accepted: z.number().int(),
});

export { timelineStepSchema, type TimelineStep } from './timeline.ts';

export const readinessItemSchema = z.object({
  id: z.string(),
  label: z.string(),
  done: z.boolean(),
  /** What the student has, or what to do next, in a few words (English). */
  detail: z.string(),
  /** Which detail it is, with its figures, for the page's language (READINESS_DETAIL_KEYS). */
  detailKey: z.enum(READINESS_DETAIL_KEYS),
  values: z.record(z.string(), z.number()),
  /** Where to act on it (a web path). */
  href: z.string(),
});
export type ReadinessItem = z.infer<typeof readinessItemSchema>;

export const upcomingItemSchema = z.object({
  kind: z.enum(DEADLINE_KINDS),
  id: z.string(),
  title: z.string(),
  /** What the app wrote the title from, for the page's language (DeadlineTitleParts); null on the student's own. */
  titleParts: z.object({ school: z.string().nullable(), round: z.string().nullable(), name: z.string().nullable() }).nullable(),
  schoolId: z.number().int().nullable(),
  sample: z.boolean(),
  date: dateStringSchema,
  daysLeft: z.number().int(),
});

export const dashboardTaskSchema = z.object({
  id: z.string(),
  title: z.string(),
  dueDate: dateStringSchema.nullable(),
  category: z.string(),
  priority: z.enum(['high', 'medium', 'low']),
  completed: z.boolean(),
  overdue: z.boolean(),
  /** The counselor who added it to the student's list; null for the student's own. */
  assignedBy: z.object({ name: z.string() }).nullable(),
});

/** One step of the decision season: a date to reply or deposit by, a waitlist to answer, offers to close. */
export const seasonStepSchema = z.object({
  id: z.string(),
  label: z.string(),
  detail: z.string(),
  /**
   * What the label and detail (English) say, for the web to word in the page's language: the kind of
   * step, its college, the colleges to close, and where a reply date was found (and by which counselor).
   */
  kind: z.enum(['deposit', 'close-others', 'binding', 'reply', 'waitlist']),
  schoolName: z.string(),
  closeNames: z.array(z.string()),
  replySource: z.object({ source: z.string(), byName: z.string().nullable() }).nullable(),
  /** Where to act on it (a web path: the application's page). */
  href: z.string(),
  /** YYYY-MM-DD when the step has a date. */
  date: dateStringSchema.nullable(),
});
export type SeasonStep = z.infer<typeof seasonStepSchema>;

export const applicationToCloseSchema = z.object({
  applicationId: z.string(),
  schoolName: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  action: z.enum(['decline', 'withdraw']),
});

/**
 * Where the season stands: applying (no decision in yet), deciding (decisions in, no college
 * chosen) or decided (the student marked one "I'm attending"); the steps of the decision season,
 * soonest first; and, once decided, the other applications to decline or withdraw.
 */
export const seasonSchema = z.object({
  phase: z.enum(['applying', 'deciding', 'decided']),
  steps: z.array(seasonStepSchema),
  attending: z
    .object({
      applicationId: z.string(),
      schoolName: z.string(),
      depositPaid: z.boolean(),
      toClose: z.array(applicationToCloseSchema),
      oneDepositRule: z.string(),
    })
    .nullable(),
});
export type Season = z.infer<typeof seasonSchema>;

export const dashboardSchema = z.object({
  /** The day the numbers were computed for (YYYY-MM-DD, server's calendar). */
  today: dateStringSchema,
  savedCount: z.number().int(),
  applicationProgress: z.object({
    /** (applied + accepted) / total of the four categories, 0-100, rounded; 0 when there is nothing yet. */
    percent: z.number().int(),
    total: z.number().int(),
    counts: pipelineCountsSchema,
  }),
  academics: z.object({
    currentGpa: z.number().nullable(),
    gpaTrend: z.array(z.object({ term: z.string(), gpa: z.number() })),
    sat: z.number().int().nullable(),
    act: z.number().int().nullable(),
    apCourses: z.number().int(),
  }),
  upcomingDeadlines: z.object({
    /** Items not done and due within the next 14 days (today included). */
    count: z.number().int(),
    /** Applications still being prepared in a round with a deadline, with none entered. */
    missingDeadline: z.number().int(),
    items: z.array(upcomingItemSchema),
  }),
  savedSchools: z.array(schoolCardSchema),
  upcomingTasks: z.array(dashboardTaskSchema),
  timeline: z.array(timelineStepSchema),
  readiness: z.array(readinessItemSchema),
  season: seasonSchema,
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** `today` is the student's own calendar day (the browser's), so "days left" matches their clock. */
export const dashboardQuerySchema = z.strictObject({
  today: isoDateSchema.optional(),
});
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;
