import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { StudentLetterRequestStatus } from '@campuspath/contract/letter-requests-terms';
import type { TeacherInvitationStatus } from '@campuspath/contract/teacher-invitations-terms';

/**
 * The words for a letter asked in the app (a request's status, the email to the teacher, who
 * sends a letter where) in the page's language. The contract keeps its English labels, which the
 * API's emails use; the student's and the teacher's pages show these. A tracked letter's own
 * statuses are `LETTER_STATUS_NAMES` in lib/plan-terms.ts, which a parent reads too.
 */

export const LETTER_REQUEST_STATUS_NAMES: Record<StudentLetterRequestStatus, MessageDescriptor> = {
  awaiting: msg`Awaiting approval`,
  not_approved: msg`Not approved`,
  requested: msg`Requested`,
  accepted: msg({ message: 'Accepted', context: 'letter request' }),
  declined: msg`Declined`,
  submitted: msg`Submitted`,
};

export const TEACHER_INVITATION_STATUS_NAMES: Record<TeacherInvitationStatus, MessageDescriptor> = {
  not_sent: msg`Not emailed yet`,
  queued: msg`Invitation on its way`,
  sent: msg`Invitation sent`,
  failed: msg`The email to your teacher could not be delivered`,
  stopped: msg`This address asked for no emails from CampusPath`,
  joined: msg`Teacher joined`,
};

/** The contract's LETTER_DELIVERY_NOTICE, where a teacher looks. */
export const TEACHER_LETTER_DELIVERY_NOTICE = msg`CampusPath does not send letters or transcripts to colleges. Upload the letter through the Common App, Coalition, or the college’s own portal, then mark it submitted here.`;

/** The contract's STUDENT_LETTER_DELIVERY_NOTICE, for the student. */
export const STUDENT_LETTER_DELIVERY_NOTICE = msg`CampusPath does not send letters or transcripts to colleges. Your teachers upload their letters, and your school sends your transcript, through the Common App, Coalition, or each college’s own portal.`;

/**
 * A tracked letter's recommender title in the page's language when it is the one the app wrote
 * (a letter asked in the app is tracked with the title "Teacher"); a title the student wrote is
 * theirs, shown as they wrote it.
 */
export function recommenderTitleText(i18n: I18n, title: string): string {
  return title === 'Teacher' ? i18n._(msg({ message: 'Teacher', context: 'recommender title' })) : title;
}
