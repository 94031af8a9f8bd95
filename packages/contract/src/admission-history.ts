import { z } from 'zod';
import { APPLICATION_ROUNDS } from './applications-terms.ts';
import { dateTimeStringSchema } from './common.ts';
import {
  HISTORY_CLASS_YEARS_MAX,
  HISTORY_COLLEGES_MAX,
  HISTORY_DECISIONS,
  HISTORY_DISPLAY_MINIMUM,
  HISTORY_DISPLAY_MINIMUM_MAX,
  HISTORY_HIDDEN_REASONS,
} from './admission-history-terms.ts';

/**
 * A high school's admission history: counselors import past applicants' outcomes (CSV,
 * no names or ids), choose what students see, and students of the school read it per college
 * (scattergram, GPA-only strip, counts by round, "students like you"). Entered data, shown as the
 * school's, never as official data.
 */

export const historyDecisionSchema = z.enum(HISTORY_DECISIONS);
export const historyRoundSchema = z.enum(APPLICATION_ROUNDS, { error: `Choose a round: ${APPLICATION_ROUNDS.join(', ')}` });

// ---- Settings -----------------------------------------------------------------------------------

const classYearSchema = z
  .number({ error: /*i18n*/ 'Class years are years such as 2025' })
  .int(/*i18n*/ 'Class years are years such as 2025')
  .min(2000, /*i18n*/ 'Class years are between 2000 and 2100')
  .max(2100, /*i18n*/ 'Class years are between 2000 and 2100');

export const historySettingsSchema = z.object({
  /** Groups smaller than this are not shown to students (5 at least). */
  displayMinimum: z.number().int(),
  /** The class years students see; null for every year in the history. */
  classYears: z.array(z.number().int()).nullable(),
  /** Every class year the history holds (counselors only; empty for students). */
  availableClassYears: z.array(z.number().int()),
  updatedAt: dateTimeStringSchema.nullable(),
});
export type HistorySettings = z.infer<typeof historySettingsSchema>;
export const historySettingsResponseSchema = z.object({ settings: historySettingsSchema });

const minimumMessage = `The display minimum is a whole number from ${HISTORY_DISPLAY_MINIMUM} to ${HISTORY_DISPLAY_MINIMUM_MAX} (it can be raised, never set below ${HISTORY_DISPLAY_MINIMUM})`;

/** PUT …/admission-history/settings: either field or both; a field left out keeps its value. */
export const updateHistorySettingsBodySchema = z
  .strictObject({
    displayMinimum: z
      .number({ error: minimumMessage })
      .int(minimumMessage)
      .min(HISTORY_DISPLAY_MINIMUM, minimumMessage)
      .max(HISTORY_DISPLAY_MINIMUM_MAX, minimumMessage)
      .optional(),
    classYears: z
      .array(classYearSchema, { error: /*i18n*/ 'Send the class years as a list, or null for every year' })
      .min(1, /*i18n*/ 'Choose at least one class year, or send null for every year')
      .max(HISTORY_CLASS_YEARS_MAX, `Choose at most ${HISTORY_CLASS_YEARS_MAX} class years`)
      .refine((years) => new Set(years).size === years.length, /*i18n*/ 'Name each class year once')
      .nullable()
      .optional(),
  })
  .refine((body) => body.displayMinimum !== undefined || body.classYears !== undefined, {
    error: /*i18n*/ 'Send displayMinimum, classYears or both',
    path: ['displayMinimum'],
  });
export type UpdateHistorySettingsBody = z.input<typeof updateHistorySettingsBodySchema>;

// ---- Reads --------------------------------------------------------------------------------------

const collegeIdsMessage = `Give 1 to ${HISTORY_COLLEGES_MAX} college ids (UNITIDs), repeating \`college\``;

export const historyQuerySchema = z.strictObject({
  college: z.preprocess(
    (value) => (value === undefined ? value : Array.isArray(value) ? value : [value]),
    z
      .array(
        z
          .string()
          .regex(/^\d{1,9}$/, collegeIdsMessage)
          .transform(Number),
        { error: collegeIdsMessage },
      )
      .min(1, collegeIdsMessage)
      .max(HISTORY_COLLEGES_MAX, collegeIdsMessage),
  ),
  /** Only this round's applicants (chart, strip and table). */
  round: historyRoundSchema.optional(),
  /** Counselors: `students` shows exactly what students see (window and suppression); `all` (their default) everything. */
  view: z.enum(['all', 'students'], { error: /*i18n*/ 'Use all or students' }).optional(),
});
export type HistoryQuery = z.output<typeof historyQuerySchema>;

const hiddenReasonSchema = z.enum(HISTORY_HIDDEN_REASONS);

/** A test score on the SAT scale: the SAT total, or the ACT composite through the 2018 concordance. */
const scoreBasisSchema = z.enum(['SAT', 'ACT']);

export const historyPointSchema = z.object({
  /** Rounded to 0.05. */
  gpa: z.number(),
  /** On the SAT scale, rounded to 10. */
  score: z.number().int(),
  basis: scoreBasisSchema,
  decision: historyDecisionSchema,
  deferred: z.boolean(),
});
export const historyStripPointSchema = z.object({ gpa: z.number(), decision: historyDecisionSchema, deferred: z.boolean() });

const decisionCountsSchema = z.object({ admitted: z.number().int(), denied: z.number().int(), waitlisted: z.number().int() });

export const similarStudentsSchema = z.object({
  /**
   * The band the group was compared in ("GPA 3.5–3.9, SAT 1220–1420"): the narrowest that reaches
   * the display minimum (`widened` when wider than the first), or the widest (`widest`) when even
   * that group is too small. Null when no comparison was made (no GPA, too few applicants).
   */
  band: z.object({ label: z.string(), widened: z.boolean(), widest: z.boolean() }).nullable(),
  /** From CampusPath's generated sample history, not real students: every view of it says "Sample data". */
  sample: z.boolean(),
  /** `shown` with counts, or `hidden` with the reason (never a number under the minimum). */
  status: z.enum(['shown', 'hidden']),
  reason: hiddenReasonSchema.nullable(),
  admitted: z.number().int().nullable(),
  total: z.number().int().nullable(),
  /** Per round, only rounds whose similar group reaches the minimum (and never one that subtraction would reveal). */
  byRound: z.array(z.object({ round: historyRoundSchema, admitted: z.number().int(), total: z.number().int() })),
  /** Compared on GPA alone with applicants who sent no test (the student has no test score). */
  testOptional: z.boolean(),
  /** "6 of 11 past applicants like you from Roosevelt High were admitted", or why nothing is shown. */
  summary: z.string(),
  /** Where it comes from: the school's own history, entered by its counselors, or the generated sample; never official data. */
  source: z.string(),
});
export type SimilarStudents = z.infer<typeof similarStudentsSchema>;

export const collegeHistorySchema = z.object({
  collegeId: z.number().int(),
  collegeName: z.string(),
  /** False when hidden (then `reason` and `message` say why and no figure is given). */
  shown: z.boolean(),
  reason: hiddenReasonSchema.nullable(),
  message: z.string().nullable(),
  /** Applicants in the view (the round when filtered); null when hidden. */
  applicants: z.number().int().nullable(),
  decisions: decisionCountsSchema.nullable(),
  /** GPA against test score, one point per applicant who sent a test. */
  points: z.array(historyPointSchema),
  /** Applicants who applied without a test score: GPA only, beside the chart. */
  strip: z.array(historyStripPointSchema),
  /** The table alternative: GPA bands (0.25 wide) with decisions and the median score. */
  table: z.array(
    z.object({
      gpaFrom: z.number(),
      gpaTo: z.number(),
      admitted: z.number().int(),
      denied: z.number().int(),
      waitlisted: z.number().int(),
      medianScore: z.number().int().nullable(),
    }),
  ),
  /** Applicants per round (all rounds, whatever the filter); rounds under the minimum are left out. */
  byRound: z.array(z.object({ round: historyRoundSchema, applicants: z.number().int(), admitted: z.number().int() })),
  /** The signed-in student's own position (students only), to mark on the chart. */
  you: z.object({ gpa: z.number().nullable(), score: z.number().int().nullable(), basis: scoreBasisSchema.nullable() }).nullable(),
  /** Students only: "N of M admitted" among past applicants like them. */
  studentsLikeYou: similarStudentsSchema.nullable(),
});
export type CollegeHistory = z.infer<typeof collegeHistorySchema>;

export const historyResponseSchema = z.object({
  highSchool: z.object({ id: z.string(), name: z.string() }),
  /** What students are shown: the minimum and the class years. */
  displayMinimum: z.number().int(),
  classYears: z.array(z.number().int()).nullable(),
  /** `students`: window and suppression applied; `all`: a counselor's full view. */
  view: z.enum(['all', 'students']),
  round: historyRoundSchema.nullable(),
  /** The history is CampusPath's generated sample (label it "Sample data" everywhere); sample and real rows never mix. */
  sample: z.boolean(),
  /** A sample import sits beside real imports (made before they were kept apart): it is left out of every view; delete it. */
  sampleLeftOut: z.boolean(),
  /** "Entered by the counselors of Roosevelt High from past applicants' outcomes; not official data." */
  source: z.string(),
  colleges: z.array(collegeHistorySchema),
});
export type HistoryResponse = z.infer<typeof historyResponseSchema>;

/** GET …/admission-history/summary: which colleges the history holds (students: only those shown). */
export const historySummaryResponseSchema = z.object({
  highSchool: z.object({ id: z.string(), name: z.string() }),
  view: z.enum(['all', 'students']),
  applicants: z.number().int(),
  classYears: z.array(z.object({ classYear: z.number().int(), applicants: z.number().int() })),
  colleges: z.array(
    z.object({
      collegeId: z.number().int(),
      collegeName: z.string(),
      applicants: z.number().int(),
      admitted: z.number().int(),
      /** Whether students see it (at or above the minimum in their window). */
      shownToStudents: z.boolean(),
    }),
  ),
  sample: z.boolean(),
  sampleLeftOut: z.boolean(),
});
export type HistorySummaryResponse = z.infer<typeof historySummaryResponseSchema>;
