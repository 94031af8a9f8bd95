import { z } from 'zod';
import { dateTimeStringSchema } from './common.ts';
// Statuses, labels and limits, which pages show, live in the zod-free teacher-invitations-terms.ts.
import { TEACHER_INVITATION_STATUSES } from './teacher-invitations-terms.ts';

export const teacherInvitationSchema = z.object({
  status: z.enum(TEACHER_INVITATION_STATUSES),
  /** When the latest email went out. */
  sentAt: dateTimeStringSchema.nullable(),
  /** From when the student may send it again; null while they cannot (joined, stopped, on its way). */
  resendableFrom: dateTimeStringSchema.nullable(),
});
export type TeacherInvitation = z.infer<typeof teacherInvitationSchema>;

/** "Stop these emails" from the link of an email to a teacher (the signed token is the authority). */
export const teacherInvitationTokenSchema = z.strictObject({
  // An address of up to 254 characters, base64url-encoded, and its signature.
  token: z
    .string({ error: /*i18n*/ 'The link is incomplete' })
    .min(1, /*i18n*/ 'The link is incomplete')
    .max(600, /*i18n*/ 'This link is not valid'),
});
export const teacherInvitationPreviewSchema = z.object({ email: z.string(), stopped: z.boolean() });
export type TeacherInvitationPreview = z.infer<typeof teacherInvitationPreviewSchema>;
