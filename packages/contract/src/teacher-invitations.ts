import { z } from 'zod';
import { dateTimeStringSchema } from './common.ts';

/**
 * The email a letter request sends its teacher: an invitation to sign up as a teacher when no
 * account has the address, a short notice when one does. The student sees where it stands on the
 * request and may send it again, at most once every TEACHER_INVITATION_RESEND_AFTER_DAYS.
 */
export const TEACHER_INVITATION_STATUSES = ['not_sent', 'queued', 'sent', 'stopped', 'joined'] as const;
export type TeacherInvitationStatus = (typeof TEACHER_INVITATION_STATUSES)[number];

export const TEACHER_INVITATION_STATUS_LABELS: Record<TeacherInvitationStatus, string> = {
  not_sent: 'Not emailed yet',
  queued: 'Invitation on its way',
  sent: 'Invitation sent',
  stopped: 'This address asked for no emails from CampusPath',
  joined: 'Teacher joined',
};

/** Days a student waits before emailing the same teacher about the same request again. */
export const TEACHER_INVITATION_RESEND_AFTER_DAYS = 3;
/** Emails to teachers one student's requests may queue in a day (requests and resends together). */
export const TEACHER_EMAILS_PER_STUDENT_PER_DAY = 10;

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
  token: z.string({ error: 'The link is incomplete' }).min(1, 'The link is incomplete').max(200, 'This link is not valid'),
});
export const teacherInvitationPreviewSchema = z.object({ email: z.string(), stopped: z.boolean() });
export type TeacherInvitationPreview = z.infer<typeof teacherInvitationPreviewSchema>;
