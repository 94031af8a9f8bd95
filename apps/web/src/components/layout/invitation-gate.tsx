import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui as useI18n } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { MailOpen } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { AccountRole } from '@campuspath/contract/auth-terms';
import { paths } from '../../config/paths.ts';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { errorMessage } from '../../lib/api-error-messages.ts';
import { Button, buttonClass } from '../ui/button.tsx';
import { FormAlert } from '../ui/form-field.tsx';
import { LoadingState } from '../ui/query-state.tsx';
import { Skeleton } from '../ui/skeleton.tsx';
import { StatusView } from './status-view.tsx';

/** The kind of account, as the sentences below name it ("a parent or guardian account"). */
const ROLE_NOUNS: Record<AccountRole, MessageDescriptor> = {
  student: msg`student`,
  parent: msg`parent or guardian`,
  counselor: msg`counselor`,
  teacher: msg`teacher`,
};

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
  signUpNote,
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
  const { t } = useLingui();
  const { i18n } = useI18n();
  const needed = i18n._(ROLE_NOUNS[role]);
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if (loading) {
    return (
      <LoadingState label={t`Loading the invitation`} className="mx-auto max-w-xl px-4 py-20">
        <Skeleton className="h-40" />
      </LoadingState>
    );
  }
  const icon = <MailOpen className="size-8" />;
  if (!token) {
    return (
      <StatusView icon={icon} title={t`This link is incomplete`} actions={null}>
        <p>
          <Trans>Open the link from the invitation exactly as it was sent, or ask for a new one.</Trans>
        </p>
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
              <Trans>Create a {needed} account</Trans>
            </Link>
            <Link to={paths.login.getHref(here, email ?? undefined)} className={buttonClass('secondary', 'px-5 py-2.5')}>
              <Trans>Sign in</Trans>
            </Link>
          </>
        }
      >
        <p>{intro}</p>
        <p className="mt-2 text-base">{signUpNote ?? t`Create an account or sign in, and you come back here to accept.`}</p>
      </StatusView>
    );
  }
  if (user.role !== role) {
    const current = i18n._(ROLE_NOUNS[user.role as AccountRole]);
    return (
      <StatusView
        icon={icon}
        title={title}
        actions={
          <Button variant="secondary" onClick={() => void logout()}>
            <Trans>Sign out</Trans>
          </Button>
        }
      >
        <p>
          <Trans>
            This invitation is for a {needed} account, and you are signed in with a {current} account. Sign out, then open the link again
            and sign in or sign up with the right kind of account.
          </Trans>
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
      setFailure(errorMessage(error, t`The invitation could not be accepted just now. Please try again.`));
      setPending(false);
    }
  };
  return (
    <StatusView
      icon={icon}
      title={title}
      actions={
        <Button onClick={() => void onAccept()} disabled={pending} className="px-5 py-2.5">
          {pending ? t`Accepting…` : t`Accept invitation`}
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
