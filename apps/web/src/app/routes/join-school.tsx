import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { School } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DEFAULT_SCOPES, type PlanScope, type ShareScope } from '@campuspath/contract/sharing-terms';
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
import { PLAN_SCOPE_NAMES } from '../../lib/plan-terms.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

const isPlanScope = (scope: ShareScope): scope is PlanScope => scope !== 'history';

/** After joining: nothing of the plan is shared yet; the student chooses, the school's counselors suggested. */
function ShareChoice({ schoolName }: { schoolName: string }) {
  const { t, i18n } = useLingui();
  const share = useShareWithSchool();
  const [failure, setFailure] = useState<string | null>(null);
  if (share.isSuccess) {
    const scopes = DEFAULT_SCOPES.counselors
      .filter(isPlanScope)
      .map((scope) => i18n._(PLAN_SCOPE_NAMES[scope]).toLowerCase())
      .join(', ');
    return (
      <StatusView
        icon={<School className="size-8" />}
        title={t`You share your plan with ${schoolName}'s counselors`}
        actions={
          <Link to={paths.sharing.getHref()} className={buttonClass('secondary', 'px-5 py-2.5')}>
            <Trans>Choose what they see</Trans>
          </Link>
        }
      >
        <p>
          <Trans>They see {scopes}. Change it at any time.</Trans>
        </p>
      </StatusView>
    );
  }
  return (
    <StatusView
      icon={<School className="size-8" />}
      title={t`You joined ${schoolName}`}
      actions={
        <>
          <Button
            className="px-5 py-2.5"
            disabled={share.isPending}
            onClick={() =>
              share.mutate(true, { onError: (error) => setFailure(errorMessage(error, t`Sharing could not be switched on. Try again.`)) })
            }
          >
            <Trans>Share with my school&apos;s counselors</Trans>
          </Button>
          <Link to={paths.dashboard.getHref()} className={buttonClass('secondary', 'px-5 py-2.5')}>
            <Trans>Not now</Trans>
          </Link>
        </>
      }
    >
      <p>
        <Trans>
          Your counselors see your name, class year and that you joined, and nothing of your plan yet. They can help more when they see it:
          share it with them now, or later from “Who can see my plan”.
        </Trans>
      </p>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
    </StatusView>
  );
}

type InvitationPreview = { email: string; schoolName: string };

/** Who invited whom, once the link's invitation is known, and what joining shows. */
function invitationIntro(invited: InvitationPreview | null, i18n: I18n): string {
  const joiningShows = i18n._(
    msg`Joining shows your school’s counselors your name, class year and that you joined, and nothing of your plan until you choose to share it.`,
  );
  if (!invited) return `${i18n._(msg`Your counselors invited you to CampusPath.`)} ${joiningShows}`;
  const { email, schoolName } = invited;
  return `${i18n._(msg`Your counselors at ${schoolName} invited ${email} to CampusPath.`)} ${joiningShows}`;
}

function invitationSignUpNote(invited: InvitationPreview | null, i18n: I18n): string {
  if (!invited) {
    return i18n._(
      msg`Creating a student account with the invited address from here joins the school at once and counts as verifying that address. Already have an account? Sign in with it and choose Accept invitation.`,
    );
  }
  const { email, schoolName } = invited;
  return i18n._(
    msg`Creating a student account with ${email} from here joins ${schoolName} at once and counts as verifying that address. Already have an account? Sign in with it and choose Accept invitation.`,
  );
}

/**
 * /join-school?token=…: a rostered student's invitation. A visitor signs up (the address
 * prefilled) or signs in and comes back; a student account with the invited address joins by
 * accepting (an existing account is never joined without it), then chooses whether to share.
 * "Stop these emails" works signed out.
 */
export function Component() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Join your school`);
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const preview = useRosterInvitationPreview(token);
  const accept = useAcceptRosterInvitation();
  const stop = useStopRosterInvitations();
  const { user } = useAuth();
  // A student who signed up from this link has already joined (the sign-up carried the token):
  // no second click, straight to the sharing question.
  const attending = useStudentHighSchool(user?.role === 'student' && !user.isDemo);
  const invited = preview.data ?? null;
  const email = invited?.email;
  const schoolName = invited?.schoolName;
  if (accept.data) return <ShareChoice schoolName={accept.data.highSchool.name} />;
  if (preview.data && attending?.id === preview.data.highSchoolId) return <ShareChoice schoolName={preview.data.schoolName} />;
  return (
    <div>
      <InvitationGate
        role="student"
        token={token}
        email={preview.data?.email ?? null}
        signUpNote={invitationSignUpNote(invited, i18n)}
        title={schoolName ? t`Join ${schoolName} on CampusPath` : t`Join your school on CampusPath`}
        intro={preview.isError ? errorMessage(preview.error, t`This invitation link is not valid.`) : invitationIntro(invited, i18n)}
        accept={async () => {
          await accept.mutateAsync(token ?? '');
        }}
      />
      {token && preview.isSuccess ? (
        <div className="mx-auto max-w-xl px-4 pb-12 text-center text-sm text-slate-600">
          {stop.isSuccess ? (
            <p role="status">
              <Trans>No more invitation emails will be sent to {email}.</Trans>
            </p>
          ) : (
            <button type="button" className="underline hover:text-slate-900" onClick={() => stop.mutate(token)} disabled={stop.isPending}>
              <Trans>Stop these emails</Trans>
            </button>
          )}
        </div>
      ) : null}
    </div>
  );
}
