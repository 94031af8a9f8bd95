import { NavLink } from 'react-router';
import type { AccountRole } from '@campuspath/contract/auth-terms';
import { NavLabel } from './nav-label.tsx';
import { WORKSPACE_NAV_ITEMS } from './workspace-nav-items.ts';

/**
 * The header's links to a signed-in account's own pages, by role, after Explore and
 * Compare. A lazy chunk loaded only once someone is signed in (like the account menu).
 */
export default function WorkspaceNav({ role, linkClass }: { role: AccountRole; linkClass: string }) {
  return WORKSPACE_NAV_ITEMS[role].map((item) => (
    <li key={item.href}>
      <NavLink to={item.href} className={linkClass}>
        <NavLabel label={item.label} />
      </NavLink>
    </li>
  ));
}
