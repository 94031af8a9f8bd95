import { Trans, useLingui } from '@lingui/react/macro';
import { GraduationCap, MailOpen } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { InvitationGate } from '../../components/layout/invitation-gate.tsx';
import { StatusView } from '../../components/layout/status-view.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { LoadingState } from '../../components/ui/query-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { paths } from '../../config/paths.ts';
import {
  useAcceptRosterTeacherInvitation,
  useRosterTeacherInvitationPreview,
} from '../../features/rosters/api/roster-teacher-invitations.ts';
import { errorMessage } from '../../lib/api-error-messages.ts';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** Joined: the letter requests of the school's students reach the teacher's queue. */
function Joined({ schoolName }: { schoolName: string }) {
  const { t } = useLingui();
  return (
    <StatusView
      icon={<GraduationCap className="size-8" />}
      title={t`You joined ${schoolName} as a teacher`}
      actions={
        <Link to={paths.teacherLetters.getHref()} className={buttonClass('primary', 'px-5 py-2.5')}>
          <Trans>Open my letter requests</Trans>
        </Link>
      }
    >
      <p>
        <Trans>
          Students of {schoolName} who ask you for a recommendation letter now reach your queue, where you accept or decline each.
        </Trans>
      </p>
    </StatusView>
  );
}

/**
 * /join-school-as-teacher?token=…: a rostered teacher's invitation. A visitor signs up as a teacher
 * (the address prefilled; signing up from here joins at once) or signs in and accepts; an account
 * of another kind is told it cannot join as a teacher; a link that does not work, or that another
 * account used, says so.
 */
export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`Join your school as a teacher`);
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const preview = useRosterTeacherInvitationPreview(token);
  const accept = useAcceptRosterTeacherInvitation();
  const { user } = useAuth();
  if (accept.data) return <Joined schoolName={accept.data.highSchool.name} />;
  if (token && preview.isPending) {
    return (
      <LoadingState label={t`Loading the invitation`} className="mx-auto max-w-xl px-4 py-20">
        <Skeleton className="h-40" />
      </LoadingState>
    );
  }
  if (preview.isError) {
    return (
      <StatusView icon={<MailOpen className="size-8" />} title={t`This invitation link does not work`} actions={null}>
        <p>{errorMessage(preview.error, t`This invitation link is not valid. Ask your school’s counselor to send it again.`)}</p>
      </StatusView>
    );
  }
  const invitation = preview.data;
  if (invitation?.joined) {
    const theirs = user?.role === 'teacher' && user.email.toLowerCase() === invitation.email;
    if (theirs) return <Joined schoolName={invitation.schoolName} />;
    const { email, schoolName } = invitation;
    return (
      <StatusView icon={<MailOpen className="size-8" />} title={t`This invitation has been accepted`} actions={null}>
        <p>
          <Trans>
            A teacher account with {email} has joined {schoolName}. Sign in with that account to see its letter requests.
          </Trans>
        </p>
      </StatusView>
    );
  }
  // Without a token there is no invitation to name: the gate says the link is incomplete.
  const email = invitation?.email;
  const schoolName = invitation?.schoolName;
  return (
    <InvitationGate
      role="teacher"
      token={token}
      email={email ?? null}
      title={schoolName ? t`Join ${schoolName} on CampusPath as a teacher` : t`Join your school on CampusPath as a teacher`}
      intro={
        schoolName
          ? t`${schoolName}'s counselors invited ${email} to join as a teacher. Students of the school who ask you for a recommendation letter then reach your queue of requests.`
          : t`Your school's counselors invited you to join as a teacher. Students of the school who ask you for a recommendation letter then reach your queue of requests.`
      }
      signUpNote={
        schoolName
          ? t`Creating a teacher account with ${email} from here joins ${schoolName} at once and counts as verifying that address. Already have a teacher account? Sign in with it and accept.`
          : t`Creating a teacher account with the invited address from here joins your school at once and counts as verifying that address. Already have a teacher account? Sign in with it and accept.`
      }
      accept={async () => {
        await accept.mutateAsync(token ?? '');
      }}
    />
  );
}
