import { z } from 'zod';
import { recordIdSchema } from './common.ts';
import { ROSTER_MAX_TEACHERS } from './rosters.ts';

/**
 * Rostered teachers invited to join their school as teachers: a counselor sends, the email
 * scheduler emails each once, and the teacher's link (its own page) signs up a teacher account or
 * asks an existing one to accept.
 */

/**
 * Send to every rostered teacher not invited yet (or only those of `teacherIds`); `resend: true`
 * emails again those invited more than three days ago who have not joined (or only those named).
 */
export const rosterTeacherInvitationsBodySchema = z.strictObject({
  teacherIds: z
    .array(recordIdSchema, { error: /*i18n*/ 'List the teachers to invite' })
    .max(ROSTER_MAX_TEACHERS, `Invite at most ${ROSTER_MAX_TEACHERS} teachers at once`)
    .optional(),
  resend: z.boolean({ error: /*i18n*/ 'Choose whether to send again' }).optional(),
});
export type RosterTeacherInvitationsBody = z.infer<typeof rosterTeacherInvitationsBodySchema>;

export const rosterTeacherInvitationsResponseSchema = z.object({
  /** Invitations this request queued (the email scheduler sends them). */
  queued: z.number().int(),
  /** Teachers named (or due) that were not queued: joined, stopped, or emailed in the last three days. */
  skipped: z.number().int(),
});
export type RosterTeacherInvitationsResponse = z.infer<typeof rosterTeacherInvitationsResponseSchema>;

export const rosterTeacherParamsSchema = z.strictObject({ id: recordIdSchema, teacherId: recordIdSchema });

export const rosterTeacherInvitationTokenSchema = z.strictObject({
  token: z
    .string({ error: /*i18n*/ 'The invitation link is incomplete' })
    .min(1, /*i18n*/ 'The invitation link is incomplete')
    .max(200, /*i18n*/ 'The invitation link is not valid'),
});

/** What a teacher's invitation page shows before anyone signs in. */
export const rosterTeacherInvitationPreviewSchema = z.object({
  highSchoolId: z.string(),
  schoolName: z.string(),
  teacherName: z.string(),
  /** The address the invitation went to: the account that joins must have it. */
  email: z.string(),
  /** A teacher account has accepted this invitation already. */
  joined: z.boolean(),
});
export type RosterTeacherInvitationPreview = z.infer<typeof rosterTeacherInvitationPreviewSchema>;

export const rosterTeacherInvitationAcceptedSchema = z.object({ highSchool: z.object({ id: z.string(), name: z.string() }) });
export type RosterTeacherInvitationAccepted = z.infer<typeof rosterTeacherInvitationAcceptedSchema>;
