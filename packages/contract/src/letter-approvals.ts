import { z } from 'zod';
import { dateStringSchema, dateTimeStringSchema, nullableDateSchema, recordIdSchema } from './common.ts';
import { LETTER_APPROVAL_MESSAGE_MAX, LETTER_APPROVALS_PAGE_SIZE } from './letter-approvals-terms.ts';
import { letterRequestCollegeSchema } from './letter-requests.ts';

/**
 * A high school's rules for letters its students ask of teachers in the app, set by its
 * counselors: the first day students may ask, and whether a counselor approves each request
 * before the teacher sees it.
 */
export const letterSettingsSchema = z.object({
  /** The first day the school's students may ask (null: any day). */
  askFrom: dateStringSchema.nullable(),
  approvalRequired: z.boolean(),
});
export type LetterSettings = z.infer<typeof letterSettingsSchema>;
export const letterSettingsResponseSchema = z.object({ settings: letterSettingsSchema });
export type LetterSettingsResponse = z.infer<typeof letterSettingsResponseSchema>;

export const letterSettingsBodySchema = z.strictObject({
  askFrom: nullableDateSchema,
  approvalRequired: z.boolean({ error: /*i18n*/ 'Say whether requests need a counselor’s approval' }),
});
export type LetterSettingsBody = z.input<typeof letterSettingsBodySchema>;

/** The rules of the student's own school, where they ask a teacher (both off when they belong to none). */
export const letterAskRulesSchema = letterSettingsSchema.extend({
  schoolName: z.string().nullable(),
  /** Whether the school's first day has come (true when there is none). */
  open: z.boolean(),
});
export type LetterAskRules = z.infer<typeof letterAskRulesSchema>;
export const letterAskRulesResponseSchema = z.object({ rules: letterAskRulesSchema });
export type LetterAskRulesResponse = z.infer<typeof letterAskRulesResponseSchema>;

/** A request waiting for approval, as the school's counselors see it: never the student's note to the teacher. */
export const letterApprovalSchema = z.object({
  requestId: z.string(),
  studentId: z.string(),
  studentName: z.string(),
  teacherName: z.string(),
  teacherEmail: z.string(),
  waived: z.boolean(),
  nearestDeadline: dateStringSchema.nullable(),
  colleges: z.array(letterRequestCollegeSchema),
  createdAt: dateTimeStringSchema,
});
export type LetterApproval = z.infer<typeof letterApprovalSchema>;

export const letterApprovalsQuerySchema = z.strictObject({
  page: z.coerce
    .number({ error: /*i18n*/ 'Choose a page number' })
    .int(/*i18n*/ 'Choose a page number')
    .min(1, /*i18n*/ 'Choose a page number')
    .max(10_000, /*i18n*/ 'Choose a page number')
    .default(1),
});
export type LetterApprovalsQuery = z.input<typeof letterApprovalsQuerySchema>;

/** One page of the school's waiting requests, oldest first, and how many wait in all. */
export const letterApprovalsResponseSchema = z.object({
  approvals: z.array(letterApprovalSchema),
  count: z.number().int(),
  page: z.number().int(),
  pageSize: z.literal(LETTER_APPROVALS_PAGE_SIZE),
});
export type LetterApprovalsResponse = z.infer<typeof letterApprovalsResponseSchema>;

export const letterApprovalParamsSchema = z.strictObject({ id: recordIdSchema, requestId: recordIdSchema });

/** A counselor approves or declines a waiting request, with an optional message for the student. */
export const decideLetterApprovalBodySchema = z.strictObject({
  decision: z.enum(['approve', 'decline'], { error: /*i18n*/ 'Choose approve or decline' }),
  message: z
    .string({ error: /*i18n*/ 'The message must be text' })
    .trim()
    .max(LETTER_APPROVAL_MESSAGE_MAX, /*i18n*/ 'Messages are at most 1,000 characters')
    .default(''),
});
export type DecideLetterApprovalBody = z.input<typeof decideLetterApprovalBodySchema>;
