import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { buttonClass } from '../ui/button.tsx';
import type { HeaderUser } from './nav-items.ts';

const UserMenu = lazy(() => import('./user-menu.tsx'));

/**
 * Right side of the header: the student's name (or "User") when signed in, opening their menu;
 * otherwise Sign In (spec section 2). Until the menu's code arrives, the name links to the dashboard.
 */
export function AccountAction({
  user,
  onSignOut,
  className = '',
}: {
  user?: HeaderUser | null;
  onSignOut?: () => void;
  className?: string;
}) {
  if (user) {
    const fallback = (
      <Link
        to={paths.dashboard.getHref()}
        className={`inline-flex max-w-48 items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100 ${className}`}
      >
        <span aria-hidden="true" className="size-5 shrink-0 rounded-full border-2 border-indigo-600" />
        <span className="truncate">{user.name || 'User'}</span>
      </Link>
    );
    if (!onSignOut) return fallback;
    return (
      <Suspense fallback={fallback}>
        <UserMenu user={user} onSignOut={onSignOut} />
      </Suspense>
    );
  }
  return (
    <Link to={paths.login.getHref()} className={buttonClass('primary', `shadow-sm ${className}`)}>
      Sign In
    </Link>
  );
}
