import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { paths } from '../../config/paths.ts';
import { useAuth } from '../../features/auth/auth-context.ts';

/**
 * Layout route for the signed-in workspace: a signed-out visitor goes to /login and comes back
 * here afterwards (`redirectTo`). While the session is being checked, a quiet placeholder.
 */
export function Component() {
  const { user, loading } = useAuth();
  const location = useLocation();
  if (loading) {
    return (
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6" aria-busy="true" aria-label="Loading your workspace">
        <Skeleton className="h-9 w-64" />
        <Skeleton className="mt-8 h-40 w-full" />
      </div>
    );
  }
  if (!user) return <Navigate to={paths.login.getHref(`${location.pathname}${location.search}`)} replace />;
  return (
    <>
      {user.isDemo ? (
        <div className="border-b border-amber-200 bg-amber-50 px-4 py-2 text-center text-sm text-amber-900">
          You are exploring a demo workspace. Its applications, dates, documents and letters are made-up samples, not facts about these
          colleges, and it is deleted after a day.{' '}
          <Link to={paths.signup.getHref()} className="font-medium underline">
            Create a free account
          </Link>{' '}
          to keep your own work.
        </div>
      ) : null}
      <Outlet />
    </>
  );
}
