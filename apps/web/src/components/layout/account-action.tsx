import { CircleUserRound } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { buttonClass } from '../ui/button.tsx';
import type { HeaderUser } from './nav-items.ts';

/** Right side of the header: the student's name (or "User") when signed in, otherwise Sign In (spec section 2). */
export function AccountAction({ user, className = '' }: { user?: HeaderUser | null; className?: string }) {
  if (user) {
    return (
      <Link
        to={paths.dashboard.getHref()}
        className={`inline-flex max-w-48 items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100 ${className}`}
      >
        <CircleUserRound aria-hidden="true" className="size-5 shrink-0 text-indigo-600" />
        <span className="truncate">{user.name || 'User'}</span>
      </Link>
    );
  }
  return (
    <Link to={paths.login.getHref()} className={buttonClass('primary', `shadow-sm ${className}`)}>
      Sign In
    </Link>
  );
}
