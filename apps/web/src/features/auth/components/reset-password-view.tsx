import { CircleAlert, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { EmailLinkProblem } from '@campuspath/contract/auth-terms';
import { StatusView } from '../../../components/layout/status-view.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { useResetLink } from '../api/check-reset-link.ts';
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
  // Once the password is set here, or the submit found the link dead, nothing asks about it again.
  const [done, setDone] = useState(false);
  const [submitProblem, setSubmitProblem] = useState<EmailLinkProblem | null>(null);
  const link = useResetLink(token, !done && submitProblem === null);

  const problem = token ? (submitProblem ?? linkProblemOf(link.error)) : 'invalid';
  if (problem) return <LinkProblemView kind="reset" problem={problem} actions={newLink} />;
  if (done) return <Waiting title="Signing you in…" />;
  if (link.isError) {
    return (
      <StatusView
        icon={<CircleAlert className="size-8" />}
        title="We could not check this link just now"
        actions={<Button onClick={() => void link.refetch()}>Try again</Button>}
      >
        <p role="alert">Nothing was changed. Please try again in a moment.</p>
      </StatusView>
    );
  }
  if (link.isPending || !token) return <Waiting title="Checking your link…" />;
  return (
    <AuthCard
      title={`Set a new password for ${link.data.email}`}
      intro="Setting it signs you in here and signs you out on every other device."
      footer={
        <Link to={paths.login.getHref()} className="font-medium text-indigo-700 hover:underline">
          Back to sign in
        </Link>
      }
    >
      <ResetPasswordForm
        token={token}
        email={link.data.email}
        onDone={() => {
          setDone(true);
          onReset();
        }}
        onLinkProblem={setSubmitProblem}
      />
    </AuthCard>
  );
}
