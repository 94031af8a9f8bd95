import { useLingui } from '@lingui/react/macro';
import type { LetterRequest } from '@campuspath/contract/letter-requests';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-error-messages.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { TEACHER_INVITATION_STATUS_NAMES } from '../../../lib/letter-request-terms.ts';
import { useFocusWhenShown } from '../../../lib/use-focus-when-shown.ts';
import { useResendTeacherInvitation } from '../api/teacher-invitations.ts';
import { renderNow } from '../../../lib/render-moment.ts';

/**
 * Where the email to the teacher stands on a request ("Invitation sent", and "Teacher joined" once
 * the teacher has answered: whether an account holds the address is never shown), and "Email …
 * again" once the student may send it (every three days at most). Sending hides the button, so
 * focus moves to the status line, and the polite status region says the email is on its way.
 */
export function TeacherInvitationStatus({ request, now = renderNow() }: { request: LetterRequest; now?: Date }) {
  const { t, i18n } = useLingui();
  const resend = useResendTeacherInvitation();
  const statusRef = useFocusWhenShown<HTMLParagraphElement>(resend.isSuccess);
  const invitation = request.teacherInvitation;
  const waiting = request.status === 'requested';
  const canSend = waiting && invitation.resendableFrom !== null && invitation.resendableFrom <= now.toISOString();
  const teacher = request.teacherName;
  const sentOn = invitation.status === 'sent' && invitation.sentAt ? formatDate(invitation.sentAt) : null;
  const label = sentOn ? t`Invitation sent ${sentOn}` : i18n._(TEACHER_INVITATION_STATUS_NAMES[invitation.status]);
  const againFrom =
    waiting && invitation.status === 'sent' && !canSend && invitation.resendableFrom ? formatDate(invitation.resendableFrom) : null;
  return (
    <div className="mt-1 text-slate-700">
      <p ref={statusRef} tabIndex={-1} className="rounded-sm focus-visible:outline-2 focus-visible:outline-indigo-600">
        {againFrom ? t`${label}. You can email them again from ${againFrom}.` : label}
      </p>
      <p role="status" className="sr-only">
        {resend.isSuccess ? t`Email to ${teacher} on its way.` : ''}
      </p>
      {canSend ? (
        <Button variant="secondary" className="mt-2" disabled={resend.isPending} onClick={() => resend.mutate(request.id)}>
          {resend.isPending ? t`Sending…` : invitation.status === 'not_sent' ? t`Email ${teacher}` : t`Email ${teacher} again`}
        </Button>
      ) : null}
      {resend.isError ? (
        <p role="alert" className="mt-1 text-red-700">
          {errorMessage(resend.error, t`The email was not sent. Please try again.`)}
        </p>
      ) : null}
    </div>
  );
}
