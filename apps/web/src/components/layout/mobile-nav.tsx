import { NavLink } from 'react-router';
import { NAV_ITEMS } from './nav-items.ts';

/**
 * The navigation panel small screens open from the header's menu button (a disclosure, not a
 * modal: the page stays usable). The header decides when it is open; see site-header.tsx.
 */
export function MobileNav({ id, hidden }: { id: string; hidden: boolean }) {
  return (
    <nav id={id} aria-label="Main" hidden={hidden} className="border-t border-slate-200 bg-white px-4 pb-4 pt-2 shadow-lg md:hidden">
      <ul className="flex flex-col gap-1">
        {NAV_ITEMS.map((item) => (
          <li key={item.href}>
            <NavLink
              to={item.href}
              className="block rounded-lg px-3 py-3 text-base font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 aria-[current=page]:bg-indigo-50 aria-[current=page]:text-indigo-700"
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
