import { School } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DEFAULT_SCOPES, JOINING_SHOWS_MESSAGE, SHARE_SCOPE_LABELS } from '@campuspath/contract/sharing-terms';
import { InvitationGate } from '../../components/layout/invitation-gate.tsx';
import { StatusView } from '../../components/layout/status-view.tsx';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { FormAlert } from '../../components/ui/form-field.tsx';
import { paths } from '../../config/paths.ts';
import { useStudentHighSchool } from '../../features/high-schools/api/get-high-schools.ts';
import { useShareWithSchool } from '../../features/sharing/api/share-with-school.ts';
import { useAuth } from '../../lib/auth/auth-context.ts';
import {
  useAcceptRosterInvitation,
  useRosterInvitationPreview,
  useStopRosterInvitations,
} from '../../features/rosters/api/roster-invitations.ts';
import { errorMessage } from '../../lib/api-error-messages.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** After joining: nothing of the plan is shared yet; the student chooses, the school's counselors suggested. */
function ShareChoice({ schoolName }: { schoolName: string }) {
  const share = useShareWithSchool();
  const [failure, setFailure] = useState<string | null>(null);
  if (share.isSuccess) {
    return (
      <StatusView
        icon={<School className="size-8" />}
        title={`You share your plan with ${schoolName}'s counselors`}
        actions={
          <Link to={paths.sharing.getHref()} className={buttonClass('secondary', 'px-5 py-2.5')}>
            Choose what they see
          </Link>
        }
      >
        <p>
          They see {DEFAULT_SCOPES.counselors.map((scope) => SHARE_SCOPE_LABELS[scope].toLowerCase()).join(', ')}. Change it at any time.
        </p>
      </StatusView>
    );
  }
  return (
    <StatusView
      icon={<School className="size-8" />}
      title={`You joined ${schoolName}`}
      actions={
        <>
          <Button
            className="px-5 py-2.5"
            disabled={share.isPending}
            onClick={() =>
              share.mutate(true, { onError: (error) => setFailure(errorMessage(error, 'Sharing could not be switched on. Try again.')) })
            }
          >
            Share with my school&apos;s counselors
          </Button>
          <Link to={paths.dashboard.getHref()} className={buttonClass('secondary', 'px-5 py-2.5')}>
            Not now
          </Link>
        </>
      }
    >
      <p>
        Your counselors see your name, class year and that you joined, and nothing of your plan yet. They can help more when they see it:
        share it with them now, or later from “Who can see my plan”.
      </p>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
    </StatusView>
  );
}

/**
 * /join-school?token=…: a rostered student's invitation. A visitor signs up (the address
 * prefilled) or signs in and comes back; a student account with the invited address joins by
 * accepting (an existing account is never joined without it), then chooses whether to share.
 * "Stop these emails" works signed out.
 */
export function Component() {
  useDocumentTitle('Join your school');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const preview = useRosterInvitationPreview(token);
  const accept = useAcceptRosterInvitation();
  const stop = useStopRosterInvitations();
  const { user } = useAuth();
  // A student who signed up from this link has already joined (the sign-up carried the token):
  // no second click, straight to the sharing question.
  const attending = useStudentHighSchool(user?.role === 'student' && !user.isDemo);
  const schoolName = preview.data?.schoolName ?? null;
  if (accept.data) return <ShareChoice schoolName={accept.data.highSchool.name} />;
  if (preview.data && attending?.id === preview.data.highSchoolId) return <ShareChoice schoolName={preview.data.schoolName} />;
  return (
    <div>
      <InvitationGate
        role="student"
        token={token}
        email={preview.data?.email ?? null}
        signUpNote={`Creating a student account with ${preview.data?.email ?? 'the invited address'} from here joins ${schoolName ?? 'the school'} at once and counts as verifying that address. Already have an account? Sign in with it and choose Join.`}
        title={schoolName ? `Join ${schoolName} on CampusPath` : 'Join your school on CampusPath'}
        intro={
          preview.isError
            ? errorMessage(preview.error, 'This invitation link is not valid.')
            : `Your counselors${schoolName ? ` at ${schoolName}` : ''} invited ${preview.data?.email ?? 'you'} to CampusPath. ${JOINING_SHOWS_MESSAGE}`
        }
        accept={async () => {
          await accept.mutateAsync(token ?? '');
        }}
      />
      {token && preview.isSuccess ? (
        <div className="mx-auto max-w-xl px-4 pb-12 text-center text-sm text-slate-600">
          {stop.isSuccess ? (
            <p role="status">No more invitation emails will be sent to {preview.data.email}.</p>
          ) : (
            <button type="button" className="underline hover:text-slate-900" onClick={() => stop.mutate(token)} disabled={stop.isPending}>
              Stop these emails
            </button>
          )}
        </div>
      ) : null}
    </div>
  );
}
