import { z } from 'zod';
import { APPLICATION_ROUNDS } from './applications-terms.ts';
import { coercedUnitIdSchema, dateStringSchema, dateTimeStringSchema, isoDateSchema, recordIdSchema, webAddressSchema } from './common.ts';
import { isValidTimeZone } from './deadline-time.ts';

/**
 * Counselor-checked deadlines: a high school's counselors record colleges' deadlines
 * for a cycle, with the source they checked and when. Students of the school see them as the
 * counselor's (never as official data): the university page's Important Dates, the new
 * application's prefill, and an offer to update an application whose deadline differs.
 */

export const CHECKED_DEADLINES_MAX_BYTES = 512 * 1024;
export const SOURCE_URL_MAX_LENGTH = 2_000;

const roundSchema = z.enum(APPLICATION_ROUNDS, { error: `Choose a round: ${APPLICATION_ROUNDS.join(', ')}` });
const cycleSchema = z
  .number({ error: /*i18n*/ 'The cycle is the year students start college, such as 2027' })
  .int(/*i18n*/ 'The cycle is the year students start college, such as 2027')
  .min(2000, /*i18n*/ 'The cycle is a year between 2000 and 2100')
  .max(2100, /*i18n*/ 'The cycle is a year between 2000 and 2100');

const timeZoneSchema = z
  .string()
  .refine(isValidTimeZone, { error: /*i18n*/ 'Choose a time zone from the list (such as America/New_York)' });

export const sourceUrlSchema = z
  .string({ error: /*i18n*/ 'Enter the web address where you checked the date' })
  .trim()
  .max(SOURCE_URL_MAX_LENGTH, `Web addresses are at most ${SOURCE_URL_MAX_LENGTH} characters`)
  .pipe(webAddressSchema('Enter the web address where you checked the date (https://…)'));

/** PUT …/checked-deadlines: records a college's deadline for a round and cycle, or changes it (one per college, round and cycle). */
export const putCheckedDeadlineBodySchema = z.strictObject({
  collegeId: coercedUnitIdSchema('Choose a college from the catalogue'),
  round: roundSchema,
  /** The fall students start college; the coming cycle when left out. */
  cycle: cycleSchema.optional(),
  date: isoDateSchema,
  /** The college's own zone when left out (the catalogue's, from its campus). */
  timeZone: timeZoneSchema.optional(),
  sourceUrl: sourceUrlSchema,
  /** When the counselor checked it; today when left out. */
  checkedOn: isoDateSchema.optional(),
});
export type PutCheckedDeadlineBody = z.input<typeof putCheckedDeadlineBodySchema>;
export type PutCheckedDeadlineInput = z.output<typeof putCheckedDeadlineBodySchema>;

export const checkedDeadlinesQuerySchema = z.strictObject({
  college: coercedUnitIdSchema('Give a college id (UNITID)').optional(),
  round: roundSchema.optional(),
  /** Students: their own cycle (graduation year) when left out; counselors: every cycle. */
  cycle: z.coerce.number<unknown>({ error: /*i18n*/ 'The cycle is a year such as 2027' }).pipe(cycleSchema).optional(),
});
export type CheckedDeadlinesQuery = z.output<typeof checkedDeadlinesQuerySchema>;

export const checkedDeadlineParamsSchema = z.strictObject({ id: recordIdSchema, deadlineId: recordIdSchema });

/** Who entered it, where, from which source, checked when: every answer carries it. */
export const deadlineSourceSchema = z.object({
  kind: z.literal('counselor'),
  highSchool: z.object({ id: z.string(), name: z.string() }),
  enteredBy: z.string(),
  checkedOn: dateStringSchema,
  url: z.string(),
  /** "From your counselor (Ms. Rivera, Roosevelt High) – checked Sep 14, 2026 – not official: confirm on the college's site". */
  label: z.string(),
});
export type DeadlineSource = z.infer<typeof deadlineSourceSchema>;

export const checkedDeadlineSchema = z.object({
  id: z.string(),
  collegeId: z.number().int(),
  collegeName: z.string(),
  round: roundSchema,
  cycle: z.number().int(),
  date: dateStringSchema,
  timeZone: z.string(),
  /** 11:59 pm on the date in its zone. */
  dueAt: dateTimeStringSchema,
  /** The deadline has gone by (at the answer's time): pages mark it "Passed", and a new application is not filled with it. */
  passed: z.boolean(),
  /** The date before the last change, when it was changed. */
  previousDate: dateStringSchema.nullable(),
  source: deadlineSourceSchema,
  /** Always false: entered by a counselor, never the college's official data. */
  official: z.literal(false),
  updatedAt: dateTimeStringSchema,
});
export type CheckedDeadline = z.infer<typeof checkedDeadlineSchema>;
export const checkedDeadlineResponseSchema = z.object({ deadline: checkedDeadlineSchema });
export const checkedDeadlineListResponseSchema = z.object({ deadlines: z.array(checkedDeadlineSchema) });

/** POST …/checked-deadlines/import: every row recorded (or changed), or none. */
export const checkedDeadlinesImportResponseSchema = z.object({
  saved: z.number().int(),
  deadlines: z.array(checkedDeadlineSchema),
  ignoredColumns: z.array(z.string()),
});

/** An application whose deadline differs from the counselor's, with the date it could take. */
export const deadlineUpdateSchema = z.object({
  applicationId: z.string(),
  collegeId: z.number().int(),
  collegeName: z.string(),
  round: roundSchema,
  yourDeadline: dateStringSchema.nullable(),
  yourTimeZone: z.string().nullable(),
  deadline: checkedDeadlineSchema,
  /** "Ms. Rivera (Roosevelt High) checked Georgia Tech's Early Action deadline: Oct 15, 2026; yours says Nov 1, 2026." */
  message: z.string(),
});
export type DeadlineUpdate = z.infer<typeof deadlineUpdateSchema>;
export const deadlineUpdateListResponseSchema = z.object({ updates: z.array(deadlineUpdateSchema) });

/** POST /api/applications/{id}/deadline-update: take the counselor's date (the one the offer showed). */
export const acceptDeadlineUpdateBodySchema = z.strictObject({ date: isoDateSchema });
export type AcceptDeadlineUpdateBody = z.input<typeof acceptDeadlineUpdateBodySchema>;
