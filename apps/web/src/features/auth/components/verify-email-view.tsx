import { Trans, useLingui } from '@lingui/react/macro';
import { Mail, MailCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { User } from '@campuspath/contract/auth';
import { StatusView } from '../../../components/layout/status-view.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { ResendVerification } from '../../../components/ui/resend-verification.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-error-messages.ts';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { focusOnMount } from '../../../lib/focus-on-mount.ts';
import { useVerifyEmail } from '../api/verify-email.ts';
import { linkProblemOf } from '../link-problem.ts';
import { LinkProblemView } from './link-problem-view.tsx';

/** Where a verified student goes next: the workspace, or sign-in when this browser is signed out. */
function NextSteps({ user }: { user: User | null }) {
  if (!user) {
    return (
      <Link to={paths.login.getHref()} className={buttonClass('primary')}>
        <Trans>Sign in</Trans>
      </Link>
    );
  }
  return (
    <>
      <Link to={paths.dashboard.getHref()} className={buttonClass('primary')}>
        <Trans>Go to your dashboard</Trans>
      </Link>
      <Link to={paths.reminderSettings.getHref()} className={buttonClass('secondary')}>
        <Trans>Reminder settings</Trans>
      </Link>
    </>
  );
}

/** A new link: sent from here when signed in; otherwise signing in leads to the account page that sends one. */
function NewLink({ user }: { user: User | null }): ReactNode {
  const { t } = useLingui();
  if (user && !user.isDemo) return <ResendVerification label={t`Send a new link`} />;
  return (
    <Link to={paths.login.getHref(paths.accountSettings.getHref())} className={buttonClass('primary')}>
      <Trans>Sign in to get a new link</Trans>
    </Link>
  );
}

/**
 * The landing page of a verification email's link. Opening it changes nothing (mail scanners and
 * link previews open links too): the student confirms with one button, which POSTs the token.
 */
export function VerifyEmailView({ token }: { token: string | null }) {
  const { t } = useLingui();
  const { user } = useAuth();
  const verify = useVerifyEmail();

  if (!token) return <LinkProblemView kind="verify" problem="invalid" actions={<NewLink user={user} />} />;
  if (verify.isSuccess) {
    const { email } = verify.data;
    return (
      <StatusView icon={<MailCheck className="size-8" />} title={t`Your email is verified`} actions={<NextSteps user={user} />}>
        <p ref={focusOnMount} tabIndex={-1} role="status" className="wrap-anywhere focus:outline-none">
          <Trans>Your email {email} is verified. Reminder emails can reach you now.</Trans>
        </p>
      </StatusView>
    );
  }
  const problem = linkProblemOf(verify.error);
  if (problem === 'used' && user && user.emailVerified && !user.pendingEmail) {
    const { email } = user;
    return (
      <StatusView icon={<MailCheck className="size-8" />} title={t`Your email is already verified`} actions={<NextSteps user={user} />}>
        <p ref={focusOnMount} tabIndex={-1} className="wrap-anywhere focus:outline-none">
          <Trans>This link was used before, and {email} is verified. There is nothing more to do.</Trans>
        </p>
      </StatusView>
    );
  }
  if (problem) return <LinkProblemView kind="verify" problem={problem} actions={<NewLink user={user} />} />;
  return (
    <StatusView
      icon={<Mail className="size-8" />}
      title={t`Verify your email address`}
      actions={
        <Button onClick={() => verify.mutate(token)} disabled={verify.isPending}>
          {verify.isPending ? t`Verifying…` : t`Verify my email`}
        </Button>
      }
    >
      {verify.isError ? (
        <p role="alert">
          {errorMessage(verify.error, t`We could not verify your email just now. Nothing was changed; please try again in a moment.`)}
        </p>
      ) : (
        <p>
          <Trans>Press the button to confirm that this email address is yours, so reminder emails can reach it.</Trans>
        </p>
      )}
    </StatusView>
  );
}
