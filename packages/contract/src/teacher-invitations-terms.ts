/**
 * The email a letter request sends its teacher: an invitation to sign up as a teacher when no
 * account has the address, a short notice when a teacher's does. The student sees where it stands
 * on the request ("joined" once the teacher has answered, never from whether an account holds the
 * address) and may send it again, at most once every TEACHER_INVITATION_RESEND_AFTER_DAYS.
 */
export const TEACHER_INVITATION_STATUSES = ['not_sent', 'queued', 'sent', 'failed', 'stopped', 'joined'] as const;
export type TeacherInvitationStatus = (typeof TEACHER_INVITATION_STATUSES)[number];

export const TEACHER_INVITATION_STATUS_LABELS: Record<TeacherInvitationStatus, string> = {
  not_sent: 'Not emailed yet',
  queued: 'Invitation on its way',
  sent: 'Invitation sent',
  failed: 'The email to your teacher could not be delivered',
  stopped: 'This address asked for no emails from CampusPath',
  joined: 'Teacher joined',
};

/** Days a student waits before emailing the same teacher about the same request again. */
export const TEACHER_INVITATION_RESEND_AFTER_DAYS = 3;
/** Emails to teachers one student's requests may queue in a day (requests and resends together). */
export const TEACHER_EMAILS_PER_STUDENT_PER_DAY = 10;
