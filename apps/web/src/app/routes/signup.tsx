import { Trans, useLingui } from '@lingui/react/macro';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import type { AccountRole } from '@campuspath/contract/auth-terms';
import { homePathFor } from '../../config/home-paths.ts';
import { paths } from '../../config/paths.ts';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { AuthCard } from '../../features/auth/components/auth-card.tsx';
import { SignupForm } from '../../features/auth/components/signup-form.tsx';
import { safeRedirect } from '../../features/auth/safe-redirect.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { JOINING_SHOWS_MESSAGE } from '@campuspath/contract/sharing-terms';

export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`Create Free Account`);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { user, loading } = useAuth();
  // A new student starts with their academic profile, a counselor with their high school, a parent
  // with their students, unless a page sent them here.
  const redirectTo = (role: AccountRole) =>
    safeRedirect(
      searchParams.get('redirectTo'),
      role === 'student' ? paths.academics.getHref() : role === 'counselor' ? paths.counselor.getHref() : homePathFor(role),
    );
  // Coming from an invitation link, the account it needs is preselected.
  const from = searchParams.get('redirectTo') ?? '';
  const invitation = from.startsWith(`${paths.acceptInvitation.path}?`);
  const teacherInvitation = from.startsWith(`${paths.joinSchoolAsTeacher.path}?`);
  // A teacher a student asked for a letter arrives with `role=teacher` (the letter request's email),
  // a rostered teacher from their school's invitation.
  const initialRole = teacherInvitation
    ? 'teacher'
    : invitation
      ? from.includes('for=counselor')
        ? 'counselor'
        : 'parent'
      : searchParams.get('role') === 'teacher'
        ? 'teacher'
        : 'student';
  // From a roster invitation (a student's or a teacher's), its token goes with the sign-up: an
  // account of that role with the invited address joins the school as it is created.
  const rosterInvitation =
    from.startsWith(`${paths.joinSchool.path}?`) || teacherInvitation
      ? (new URLSearchParams(from.slice(from.indexOf('?') + 1)).get('token') ?? undefined)
      : undefined;
  // A demo visitor may sign in or create a real account; anyone else signed in moves on.
  if (!loading && user && !user.isDemo) return <Navigate to={redirectTo(user.role)} replace />;
  return (
    <AuthCard
      title={t`Create your free account`}
      intro={
        teacherInvitation
          ? t`Your school invited you to join as a teacher: creating a teacher account with the invited address joins the school at once.`
          : rosterInvitation
            ? `${t`Your school invited you: creating a student account with the invited address joins the school at once.`} ${JOINING_SHOWS_MESSAGE}`
            : t`Save colleges, track applications, essays and deadlines, and get recommendations that explain themselves.`
      }
      footer={
        <>
          <Trans>Already have an account?</Trans>{' '}
          <Link
            to={paths.login.getHref(searchParams.get('redirectTo') ?? undefined, searchParams.get('email') ?? undefined)}
            className="font-medium text-indigo-700 hover:underline"
          >
            <Trans>Sign In</Trans>
          </Link>
        </>
      }
    >
      <SignupForm
        initialRole={initialRole}
        initialEmail={searchParams.get('email') ?? ''}
        rosterInvitation={rosterInvitation}
        onSignedUp={(signedUp) => navigate(redirectTo(signedUp.role), { replace: true })}
      />
    </AuthCard>
  );
}
