import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { buttonClass } from '../ui/button.tsx';
import type { HeaderUser } from './nav-items.ts';

const UserMenu = lazy(() => import('./user-menu.tsx'));

/**
 * Right side of the header: the student's name (or "User") when signed in, opening their menu;
 * otherwise Sign In (spec section 2), which comes back to `here`, the page the visitor is on
 *; from home, to the dashboard (the sign-in page's default). From the sign-in pages
 * it nests their own `redirectTo`, which they then follow. Until the menu's code arrives, the name
 * shows as text.
 */
export function AccountAction({
  user,
  onSignOut,
  here = '/',
  className = '',
}: {
  user?: HeaderUser | null;
  onSignOut?: () => void;
  here?: string;
  className?: string;
}) {
  const { t } = useLingui();
  if (user)
    return (
      <Suspense fallback={<span className={`truncate px-3 text-sm font-medium text-slate-800 ${className}`}>{user.name || t`User`}</span>}>
        <UserMenu user={user} onSignOut={onSignOut} />
      </Suspense>
    );
  return (
    <Link to={paths.login.getHref(here === '/' ? '' : here)} className={buttonClass('primary', `shadow-sm ${className}`)}>
      <Trans>Sign In</Trans>
    </Link>
  );
}
