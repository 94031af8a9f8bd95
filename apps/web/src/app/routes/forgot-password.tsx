import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router';
import { paths } from '../../config/paths.ts';
import { AuthCard } from '../../features/auth/components/auth-card.tsx';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** What the sign-in page typed, carried in history state (never in the URL). */
function emailFromState(state: unknown): string {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email : '';
}

/** /forgot-password (public): asks for a link that sets a new password. */
export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`Forgot password`);
  const location = useLocation();
  return (
    <AuthCard
      title={t`Forgot your password?`}
      intro={t`Enter the email address you use for CampusPath, and we will email it a link to set a new password.`}
      footer={
        <>
          <Trans>Remembered it?</Trans>{' '}
          <Link to={paths.login.getHref()} className="font-medium text-indigo-700 hover:underline">
            <Trans>Back to sign in</Trans>
          </Link>
        </>
      }
    >
      <ForgotPasswordForm initialEmail={emailFromState(location.state)} />
    </AuthCard>
  );
}
