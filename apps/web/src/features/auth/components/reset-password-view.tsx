import { Trans, useLingui } from '@lingui/react/macro';
import { CircleAlert, LoaderCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { User } from '@campuspath/contract/auth';
import type { EmailLinkProblem } from '@campuspath/contract/auth-terms';
import { StatusView } from '../../../components/layout/status-view.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { useCheckResetLink } from '../api/check-reset-link.ts';
import { linkProblemOf } from '../link-problem.ts';
import { AuthCard } from './auth-card.tsx';
import { LinkProblemView } from './link-problem-view.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';

const newLink = (
  <Link to={paths.forgotPassword.getHref()} className={buttonClass('primary')}>
    <Trans>Send a new link</Trans>
  </Link>
);

function Waiting({ title }: { title: string }) {
  return (
    <StatusView icon={<LoaderCircle className="size-8 animate-spin" />} title={title} actions={null}>
      <p role="status">
        <Trans>One moment.</Trans>
      </p>
    </StatusView>
  );
}

/**
 * A password-reset link: checked as the page opens (changing nothing), then the new-password form
 * for the address it resets. A link that no longer works says why and offers a new one.
 */
export function ResetPasswordView({ token, onReset }: { token: string | null; onReset: (user: User) => void }) {
  const { t } = useLingui();
  // The password is set and this page signed in: it waits for the dashboard.
  const [done, setDone] = useState(false);
  // The submit found the link dead (used in another tab, expired meanwhile).
  const [submitProblem, setSubmitProblem] = useState<EmailLinkProblem | null>(null);
  const check = useCheckResetLink();
  const { mutate: checkLink } = check;
  useEffect(() => {
    if (token) checkLink(token);
  }, [token, checkLink]);

  if (!token) return <LinkProblemView kind="reset" problem="invalid" actions={newLink} />;
  const problem = submitProblem ?? linkProblemOf(check.error);
  if (problem) return <LinkProblemView kind="reset" problem={problem} actions={newLink} />;
  if (done) return <Waiting title={t`Signing you in…`} />;
  if (check.isError) {
    return (
      <StatusView
        icon={<CircleAlert className="size-8" />}
        title={t`We could not check this link just now`}
        actions={
          <Button onClick={() => checkLink(token)}>
            <Trans>Try again</Trans>
          </Button>
        }
      >
        <p role="alert">
          <Trans>Nothing was changed. Please try again in a moment.</Trans>
        </p>
      </StatusView>
    );
  }
  if (!check.isSuccess) return <Waiting title={t`Checking your link…`} />;
  const { email } = check.data;
  return (
    <AuthCard
      title={t`Set a new password for ${email}`}
      intro={t`Setting it signs you in here and signs you out on every other device.`}
      footer={
        <Link to={paths.login.getHref()} className="font-medium text-indigo-700 hover:underline">
          <Trans>Back to sign in</Trans>
        </Link>
      }
    >
      <ResetPasswordForm
        token={token}
        email={check.data.email}
        onDone={(user) => {
          setDone(true);
          onReset(user);
        }}
        onLinkProblem={setSubmitProblem}
      />
    </AuthCard>
  );
}
