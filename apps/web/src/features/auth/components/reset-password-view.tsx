import { CircleAlert, LoaderCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
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
    Send a new link
  </Link>
);

function Waiting({ title }: { title: string }) {
  return (
    <StatusView icon={<LoaderCircle className="size-8 animate-spin" />} title={title} actions={null}>
      <p role="status">One moment.</p>
    </StatusView>
  );
}

/**
 * A password-reset link: checked as the page opens (changing nothing), then the new-password form
 * for the address it resets. A link that no longer works says why and offers a new one.
 */
export function ResetPasswordView({ token, onReset }: { token: string | null; onReset: () => void }) {
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
  if (done) return <Waiting title="Signing you in…" />;
  if (check.isError) {
    return (
      <StatusView
        icon={<CircleAlert className="size-8" />}
        title="We could not check this link just now"
        actions={<Button onClick={() => checkLink(token)}>Try again</Button>}
      >
        <p role="alert">Nothing was changed. Please try again in a moment.</p>
      </StatusView>
    );
  }
  if (!check.isSuccess) return <Waiting title="Checking your link…" />;
  return (
    <AuthCard
      title={`Set a new password for ${check.data.email}`}
      intro="Setting it signs you in here and signs you out on every other device."
      footer={
        <Link to={paths.login.getHref()} className="font-medium text-indigo-700 hover:underline">
          Back to sign in
        </Link>
      }
    >
      <ResetPasswordForm
        token={token}
        email={check.data.email}
        onDone={() => {
          setDone(true);
          onReset();
        }}
        onLinkProblem={setSubmitProblem}
      />
    </AuthCard>
  );
}
