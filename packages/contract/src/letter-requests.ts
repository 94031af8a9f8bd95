import { z } from 'zod';
import { dateStringSchema, dateTimeStringSchema, listResponse, itemResponse, recordIdSchema, unitIdSchema } from './common.ts';
import { recommenderEmailSchema, recommenderNameSchema } from './letters.ts';
import {
  LETTER_REQUEST_COLLEGES_MAX,
  LETTER_REQUEST_MESSAGE_MAX,
  LETTER_REQUEST_APPROVAL_STATUSES,
  LETTER_REQUEST_NOTE_MAX,
  LETTER_REQUEST_STATUSES,
} from './letter-requests-terms.ts';
import { teacherInvitationSchema } from './teacher-invitations.ts';

/** A student asks a teacher for a letter in the app; the teacher answers from their queue. */
export const letterRequestStatusSchema = z.enum([...LETTER_REQUEST_APPROVAL_STATUSES, ...LETTER_REQUEST_STATUSES]);

/**
 * A counselor's decision on a request at a school that asks for approval, in its student's view
 * only: their message ('' when none) and when they decided (null while it waits).
 */
export const letterRequestApprovalSchema = z.object({ message: z.string(), decidedAt: dateTimeStringSchema.nullable() });

/** The student's request: to whom, for which of their applications, with a note and the waiver. */
export const createLetterRequestBodySchema = z.strictObject({
  teacherName: recommenderNameSchema,
  teacherEmail: recommenderEmailSchema,
  applicationIds: z
    .array(recordIdSchema, { error: /*i18n*/ 'Choose the applications the letter is for' })
    .min(1, /*i18n*/ 'Choose at least one application')
    .max(LETTER_REQUEST_COLLEGES_MAX, `Choose at most ${LETTER_REQUEST_COLLEGES_MAX} applications`)
    .transform((ids) => [...new Set(ids)]),
  note: z
    .string({ error: /*i18n*/ 'The note must be text' })
    .max(LETTER_REQUEST_NOTE_MAX, `Notes are at most 2,000 characters`)
    .default(''),
  waived: z.boolean({ error: /*i18n*/ 'Say whether you waive your right to see the letter' }),
});
export type CreateLetterRequestBody = z.input<typeof createLetterRequestBodySchema>;

/** A college the letter is for, its round and deadline, and when the teacher marked it submitted. */
export const letterRequestCollegeSchema = z.object({
  schoolId: z.number().int(),
  schoolName: z.string(),
  round: z.string(),
  deadline: dateStringSchema.nullable(),
  submittedAt: dateTimeStringSchema.nullable(),
});

/** A request as both sides see it; the teacher's view adds the student's name. */
export const letterRequestSchema = z.object({
  id: z.string(),
  letterId: z.string(),
  studentName: z.string(),
  teacherName: z.string(),
  teacherEmail: z.string(),
  status: letterRequestStatusSchema,
  note: z.string(),
  waived: z.boolean(),
  /** The teacher's message with their answer ('' until they answer). */
  message: z.string(),
  nearestDeadline: dateStringSchema.nullable(),
  colleges: z.array(letterRequestCollegeSchema),
  /** The counselor's approval, for the student: null when none was needed, and always null in a teacher's view. */
  approval: letterRequestApprovalSchema.nullable(),
  /** The email to the teacher and whether they have joined (the student's view; the teacher's queue says joined). */
  teacherInvitation: teacherInvitationSchema,
  createdAt: dateTimeStringSchema,
  updatedAt: dateTimeStringSchema,
});
export type LetterRequest = z.infer<typeof letterRequestSchema>;

export const letterRequestResponseSchema = itemResponse('request', letterRequestSchema);
export type LetterRequestResponse = z.infer<typeof letterRequestResponseSchema>;
/** The teacher's queue (nearest deadline first), or the student's requests. */
export const letterRequestListResponseSchema = listResponse('requests', letterRequestSchema);
export type LetterRequestListResponse = z.infer<typeof letterRequestListResponseSchema>;

/** The teacher accepts or declines, with a message the student reads. */
export const answerLetterRequestBodySchema = z.strictObject({
  decision: z.enum(['accept', 'decline'], { error: /*i18n*/ 'Choose accept or decline' }),
  message: z
    .string({ error: /*i18n*/ 'The message must be text' })
    .trim()
    .max(LETTER_REQUEST_MESSAGE_MAX, /*i18n*/ 'Messages are at most 1,000 characters')
    .default(''),
});
export type AnswerLetterRequestBody = z.input<typeof answerLetterRequestBodySchema>;

export const letterRequestParamsSchema = z.strictObject({ id: recordIdSchema });
export const letterRequestCollegeParamsSchema = z.strictObject({
  id: recordIdSchema,
  schoolId: z.coerce.number({ error: /*i18n*/ 'Choose a college of this request' }).pipe(unitIdSchema('Choose a college of this request')),
});
