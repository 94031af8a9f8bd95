import { z } from 'zod';
import { dateTimeStringSchema, itemResponse, listResponse, recordIdSchema } from './common.ts';
import { STATE_CODES } from './schools-query-terms.ts';
import { JOIN_CODE_GRACE_DAYS } from './sharing-terms.ts';

/** High schools: counselors create them; students join with a code. */

const text = (label: string, max: number) =>
  z
    .string({ error: `Enter the ${label}` })
    .trim()
    .min(1, `Enter the ${label}`)
    .max(max, `The ${label} is at most ${max} characters`);

export const createHighSchoolBodySchema = z.strictObject({
  name: text('school name', 120),
  city: text('city', 80),
  state: z.enum(STATE_CODES, { error: /*i18n*/ 'Choose a state (two-letter code such as CA)' }),
});
export type CreateHighSchoolBody = z.input<typeof createHighSchoolBodySchema>;

export const highSchoolIdParamsSchema = z.strictObject({ id: recordIdSchema });
export const highSchoolCounselorParamsSchema = z.strictObject({ id: recordIdSchema, counselorId: recordIdSchema });

export const highSchoolSchema = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string(),
  state: z.string(),
  /** How the signed-in user belongs to it. */
  membership: z.enum(['counselor', 'student']),
  /** Its counselors (names shown to its students as "From Ms. Rivera"). */
  counselors: z.array(z.object({ id: z.string(), name: z.string() })),
  /** Counselors only: how many students joined, and when the join code stops working. */
  studentCount: z.number().int().nullable(),
  joinCodeExpiresAt: dateTimeStringSchema.nullable(),
  /** Counselors only: the current code (null for students, and for a code made before codes were kept). */
  joinCode: z.string().nullable(),
  /** Counselors only: until when the code a replacement retired still works (null: it does not). */
  previousJoinCodeUntil: dateTimeStringSchema.nullable(),
});
export type HighSchool = z.infer<typeof highSchoolSchema>;
export const highSchoolResponseSchema = itemResponse('highSchool', highSchoolSchema);
export const highSchoolListResponseSchema = listResponse('highSchools', highSchoolSchema);

/** A school's current join code, as made or replaced; it stays visible to the school's counselors. */
export const joinCodeResponseSchema = z.object({
  joinCode: z.string(),
  expiresAt: dateTimeStringSchema,
  /** Until when the code this one replaced still works (null: it stopped at once, or there was none). */
  previousValidUntil: dateTimeStringSchema.nullable(),
});
export type JoinCodeResponse = z.infer<typeof joinCodeResponseSchema>;

/** Replacing the join code: how many days the old one keeps working (one of JOIN_CODE_GRACE_DAYS; 0 stops it at once). */
export const replaceJoinCodeBodySchema = z.strictObject({
  graceDays: z.literal([...JOIN_CODE_GRACE_DAYS], {
    error: `Choose how long the old code keeps working: ${JOIN_CODE_GRACE_DAYS.join(', ')} days`,
  }),
});
export type ReplaceJoinCodeBody = z.infer<typeof replaceJoinCodeBodySchema>;

export const createdHighSchoolResponseSchema = z.object({ highSchool: highSchoolSchema, joinCode: joinCodeResponseSchema });
export type CreatedHighSchoolResponse = z.infer<typeof createdHighSchoolResponseSchema>;

const codeSchema = z
  .string({ error: /*i18n*/ 'Enter the code' })
  .trim()
  .min(1, /*i18n*/ 'Enter the code')
  .max(512, /*i18n*/ 'This code is too long');

export const joinHighSchoolBodySchema = z.strictObject({ code: codeSchema });
export type JoinHighSchoolBody = z.input<typeof joinHighSchoolBodySchema>;

/** An invitation link's token (from `/invite?token=…`). */
export const invitationTokenBodySchema = z.strictObject({ token: codeSchema });
export type InvitationTokenBody = z.input<typeof invitationTokenBodySchema>;

/** A new invitation: its link is shown (and emailed) once; only its hash is kept. */
export const invitationLinkSchema = z.object({ id: z.string(), url: z.string(), expiresAt: dateTimeStringSchema });
export const invitationLinkResponseSchema = itemResponse('invitation', invitationLinkSchema);
export type InvitationLink = z.infer<typeof invitationLinkSchema>;
