import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { WifiOff } from 'lucide-react';
import { Link, matchPath, Navigate, Outlet, useLocation } from 'react-router';
import { ACCOUNT_ROLES, type AccountRole } from '@campuspath/contract/auth-terms';
import { StatusView } from '../../components/layout/status-view.tsx';
import { WorkspaceNotice } from '../../components/layout/workspace-notice.tsx';
import { Button } from '../../components/ui/button.tsx';
import { LoadingState } from '../../components/ui/query-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { homePathFor } from '../../config/home-paths.ts';
import { paths } from '../../config/paths.ts';
import { VerifyEmailBanner } from '../../features/auth/components/verify-email-banner.tsx';
import { useAuth } from '../../lib/auth/auth-context.ts';

/**
 * The page's key in both branches below: the banners above it differ in number, and a page found
 * at another position would be remounted, losing what was typed when the session ends under it.
 */
const PAGE = 'page';

/** Signed-in pages other accounts than students may open; every other workspace page is a student's. */
const ROLE_PAGES: readonly { path: string; roles: readonly AccountRole[] }[] = [
  { path: paths.family.path, roles: ['parent'] },
  { path: paths.student.path, roles: ['parent', 'counselor'] },
  { path: paths.studentEssay.path, roles: ['parent', 'counselor'] },
  { path: paths.teacherLetters.path, roles: ['teacher'] },
  { path: paths.teacherEmailSettings.path, roles: ['teacher'] },
  { path: paths.studentOffers.path, roles: ['parent', 'counselor'] },
  { path: paths.counselor.path, roles: ['counselor'] },
  { path: paths.caseload.path, roles: ['counselor'] },
  { path: paths.classDeadlines.path, roles: ['counselor'] },
  // A school's admission history and checked deadlines.
  { path: paths.admissionHistory.path, roles: ['counselor'] },
  { path: paths.checkedDeadlines.path, roles: ['counselor'] },
  { path: paths.roster.path, roles: ['counselor'] },
  { path: paths.rosterJoinSheet.path, roles: ['counselor'] },
  { path: paths.classPlans.path, roles: ['counselor'] },
  { path: paths.accountSettings.path, roles: ACCOUNT_ROLES },
  { path: paths.reminderSettings.path, roles: ACCOUNT_ROLES },
];

/**
 * Who may open the page at `pathname`. Another role's page is never offered in the navigation;
 * opened anyway (an old bookmark, a link sent by someone else), it takes the account to its own
 * start page. Kept here rather than on the route objects so the first load of `/` stays small.
 */
export const rolesFor = (pathname: string): readonly AccountRole[] =>
  ROLE_PAGES.find((page) => matchPath(page.path, pathname))?.roles ?? ['student'];

const DEMO_NOTICE: Record<AccountRole, MessageDescriptor> = {
  student: msg`You are exploring a demo workspace. Its applications, dates, documents and letters are made-up samples, not facts about these colleges, and it is deleted after a day.`,
  parent: msg`You are exploring a demo account. It is deleted after a day.`,
  teacher: msg`You are exploring a demo account. It is deleted after a day.`,
  counselor: msg`You are exploring the counselor demo. Its high school, roster, students, plans, letter requests and dates are made-up samples, not facts about these colleges, and everything is deleted after a day.`,
};

/**
 * Layout route for the signed-in workspace: a signed-out visitor goes to /login and comes back
 * here afterwards (`redirectTo`). While the session is being checked, a quiet placeholder.
 */
export function Component() {
  const { user, loading, sessionEnded, sessionUnknown, retrySession } = useAuth();
  const location = useLocation();
  const { t, i18n } = useLingui();
  const here = `${location.pathname}${location.search}`;
  if (loading) {
    return (
      <LoadingState label={t`Loading your workspace`} className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <Skeleton className="h-9 w-64" />
        <Skeleton className="mt-8 h-40 w-full" />
      </LoadingState>
    );
  }
  if (!user && sessionEnded) {
    // Keep the page (and anything typed) on screen. Leaving through this link still meets the
    // page's own unsaved-changes guard.
    return (
      <>
        <div role="alert" className="sticky top-16 z-30 border-b border-red-200 bg-red-50 px-4 py-3 text-center text-sm text-red-900">
          <Trans>
            You have been signed out, so changes can no longer be saved. Copy anything you have not saved, then{' '}
            <Link to={paths.login.getHref(here)} className="font-medium underline">
              sign in again
            </Link>
            .
          </Trans>
        </div>
        <Outlet key={PAGE} />
      </>
    );
  }
  if (!user && sessionUnknown) {
    return (
      <StatusView
        icon={<WifiOff className="size-8" />}
        title={t`We couldn't reach CampusPath`}
        actions={
          <Button onClick={retrySession}>
            <Trans>Try Again</Trans>
          </Button>
        }
      >
        <p role="alert">
          <Trans>Check your connection and try again. Nothing in your account has changed.</Trans>
        </p>
      </StatusView>
    );
  }
  if (!user) return <Navigate to={paths.login.getHref(here)} replace />;
  if (!rolesFor(location.pathname).includes(user.role)) return <Navigate to={homePathFor(user.role)} replace />;
  return (
    <>
      {user.isDemo ? (
        <div className="border-b border-amber-200 bg-amber-50 px-4 py-2 text-center text-sm text-amber-900">
          {i18n._(DEMO_NOTICE[user.role])}{' '}
          <Trans>
            <Link to={paths.signup.getHref()} className="font-medium underline">
              Create a free account
            </Link>{' '}
            to keep your own work.
          </Trans>
        </div>
      ) : null}
      <VerifyEmailBanner user={user} />
      <WorkspaceNotice />
      <Outlet key={PAGE} />
    </>
  );
}
