import { MailOpen } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ACCOUNT_ROLE_LABELS, type AccountRole } from '@campuspath/contract/auth-terms';
import { paths } from '../../config/paths.ts';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { errorMessage } from '../../lib/api-error-messages.ts';
import { Button, buttonClass } from '../ui/button.tsx';
import { FormAlert } from '../ui/form-field.tsx';
import { LoadingState } from '../ui/query-state.tsx';
import { Skeleton } from '../ui/skeleton.tsx';
import { StatusView } from './status-view.tsx';

/**
 * The page an invitation link opens: a visitor signs up (the role preselected) or signs
 * in, and comes back here; an account of the role the invitation is for accepts it with one
 * button; any other account is told which kind of account it needs. The token in the link is the
 * authority; what accepting does is passed in (`accept`), and where to go after (`onAccepted`).
 */
export function InvitationGate({
  role,
  title,
  intro,
  token,
  email = null,
  signUpNote = 'Create an account or sign in, and you come back here to accept.',
  accept,
}: {
  role: 'parent' | 'counselor' | 'student' | 'teacher';
  title: string;
  intro: string;
  token: string | null;
  /** The address the invitation went to: prefilled on the sign-up and sign-in forms the page links to. */
  email?: string | null;
  /** What signing up or in from here does (by default: come back here to accept). */
  signUpNote?: string;
  accept: () => Promise<void>;
}) {
  const { user, loading, logout } = useAuth();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if (loading) {
    return (
      <LoadingState label="Loading the invitation" className="mx-auto max-w-xl px-4 py-20">
        <Skeleton className="h-40" />
      </LoadingState>
    );
  }
  const icon = <MailOpen className="size-8" />;
  if (!token) {
    return (
      <StatusView icon={icon} title="This link is incomplete" actions={null}>
        <p>Open the link from the invitation exactly as it was sent, or ask for a new one.</p>
      </StatusView>
    );
  }
  if (!user || user.isDemo) {
    return (
      <StatusView
        icon={icon}
        title={title}
        actions={
          <>
            <Link to={paths.signup.getHref(here, email ?? undefined)} className={buttonClass('primary', 'px-5 py-2.5')}>
              Create a {ACCOUNT_ROLE_LABELS[role].toLowerCase()} account
            </Link>
            <Link to={paths.login.getHref(here, email ?? undefined)} className={buttonClass('secondary', 'px-5 py-2.5')}>
              Sign in
            </Link>
          </>
        }
      >
        <p>{intro}</p>
        <p className="mt-2 text-base">{signUpNote}</p>
      </StatusView>
    );
  }
  if (user.role !== role) {
    return (
      <StatusView
        icon={icon}
        title={title}
        actions={
          <Button variant="secondary" onClick={() => void logout()}>
            Sign out
          </Button>
        }
      >
        <p>
          This invitation is for a {ACCOUNT_ROLE_LABELS[role].toLowerCase()} account, and you are signed in with a{' '}
          {ACCOUNT_ROLE_LABELS[user.role as AccountRole].toLowerCase()} account. Sign out, then open the link again and sign in or sign up
          with the right kind of account.
        </p>
      </StatusView>
    );
  }
  const onAccept = async () => {
    setFailure(null);
    setPending(true);
    try {
      await accept();
    } catch (error) {
      setFailure(errorMessage(error, 'The invitation could not be accepted just now. Please try again.'));
      setPending(false);
    }
  };
  return (
    <StatusView
      icon={icon}
      title={title}
      actions={
        <Button onClick={() => void onAccept()} disabled={pending} className="px-5 py-2.5">
          {pending ? 'Accepting…' : 'Accept invitation'}
        </Button>
      }
    >
      <p>{intro}</p>
      {failure ? (
        <div className="mt-4 text-left">
          <FormAlert>{failure}</FormAlert>
        </div>
      ) : null}
    </StatusView>
  );
}
