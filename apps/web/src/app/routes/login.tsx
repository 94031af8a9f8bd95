import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import type { AccountRole } from '@campuspath/contract/auth-terms';
import { homePathFor } from '../../config/home-paths.ts';
import { paths } from '../../config/paths.ts';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { useFollowAccountLocale } from '../../lib/i18n/account-locale.ts';
import { AuthCard } from '../../features/auth/components/auth-card.tsx';
import { LoginForm } from '../../features/auth/components/login-form.tsx';
import { safeRedirect } from '../../features/auth/safe-redirect.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`Sign In`);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { user, loading } = useAuth();
  const followAccountLocale = useFollowAccountLocale();
  // Set while the page loads the destination in the account's language: the session already
  // says signed in, and the redirect below must not race that load to the page's language.
  const [leaving, setLeaving] = useState(false);
  // Where a page asked to come back to, else the account's own start page (by role).
  const redirectTo = (role: AccountRole) => safeRedirect(searchParams.get('redirectTo'), homePathFor(role));
  if (leaving) return null;
  // A demo visitor may sign in or create a real account; anyone else signed in moves on.
  if (!loading && user && !user.isDemo) return <Navigate to={redirectTo(user.role)} replace />;
  return (
    <AuthCard
      title={t`Sign in to CampusPath`}
      intro={t`Your saved colleges, applications, essays and deadlines, right where you left them.`}
      footer={
        <>
          <Trans>New here?</Trans>{' '}
          <Link
            to={paths.signup.getHref(searchParams.get('redirectTo') ?? undefined, searchParams.get('email') ?? undefined)}
            className="font-medium text-indigo-700 hover:underline"
          >
            <Trans>Create Free Account</Trans>
          </Link>
        </>
      }
    >
      <LoginForm
        initialEmail={searchParams.get('email') ?? ''}
        onSignedIn={(signedIn) => {
          if (followAccountLocale(signedIn, redirectTo(signedIn.role))) setLeaving(true);
          else void navigate(redirectTo(signedIn.role), { replace: true });
        }}
      />
    </AuthCard>
  );
}
