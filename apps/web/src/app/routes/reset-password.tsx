import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { User } from '@campuspath/contract/auth';
import type { WorkspaceNoticeState } from '../../components/layout/workspace-notice.tsx';
import { paths } from '../../config/paths.ts';
import { ResetPasswordView } from '../../features/auth/components/reset-password-view.tsx';
import { useFollowAccountLocale } from '../../lib/i18n/account-locale.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/**
 * /reset-password?token=… (public): the link of a password-reset email. The token is read
 * once and taken out of the address bar at once, so it does not linger in history, bookmarks or
 * screenshots; the page keeps it in memory for the check and the submit.
 */
export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`Set a new password`);
  const [searchParams] = useSearchParams();
  const [token] = useState(() => searchParams.get('token') || null);
  const { pathname, hash } = useLocation();
  const navigate = useNavigate();
  const followAccountLocale = useFollowAccountLocale();
  const inAddressBar = searchParams.has('token');

  useEffect(() => {
    if (inAddressBar) void navigate({ pathname, hash }, { replace: true });
  }, [inAddressBar, pathname, hash, navigate]);

  const onReset = (user: User) => {
    // The email's link opens the account's language already; a link opened in the other one
    // loads the dashboard in the account's (the notice stays behind with this page).
    if (followAccountLocale(user, paths.dashboard.getHref())) return;
    const state: WorkspaceNoticeState = { notice: t`Your password was changed, and your other devices were signed out.` };
    void navigate(paths.dashboard.getHref(), { replace: true, state });
  };
  return <ResetPasswordView token={token} onReset={onReset} />;
}
