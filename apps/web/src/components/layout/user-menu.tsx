import { ChevronDown, CircleUserRound, LogOut } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import type { HeaderUser } from './nav-items.ts';

const ITEMS = [
  { label: 'My Dashboard', href: paths.dashboard.getHref() },
  { label: 'Academic profile', href: paths.academics.getHref() },
  { label: 'Recommendations', href: paths.recommendations.getHref() },
  { label: 'Timeline', href: paths.timeline.getHref() },
  { label: 'Saved universities', href: paths.saved.getHref() },
  { label: 'Tasks', href: paths.tasks.getHref() },
  { label: 'Readiness checklist', href: paths.checklist.getHref() },
  { label: 'Reminder settings', href: paths.reminderSettings.getHref() },
  { label: 'Account settings', href: paths.accountSettings.getHref() },
] as const;

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-indigo-50 data-[highlighted]:text-indigo-800';

/**
 * The signed-in student's menu in the header: their name (or "User", spec section 2) opens links
 * to their pages and Sign out. Loaded only once someone is signed in, so visitors never download it.
 */
export default function UserMenu({ user, onSignOut }: { user: HeaderUser; onSignOut: () => void }) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="inline-flex max-w-28 items-center sm:max-w-48 gap-2 rounded-lg px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100 data-[state=open]:bg-slate-100">
        <CircleUserRound aria-hidden="true" className="size-5 shrink-0 text-indigo-600" />
        <span className="truncate">{user.name || 'User'}</span>
        <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-52 rounded-xl border border-slate-200 bg-white p-1 shadow-lg shadow-slate-900/10"
        >
          {ITEMS.map((item) => (
            <DropdownMenu.Item key={item.href} asChild className={itemClass}>
              <Link to={item.href}>{item.label}</Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item className={itemClass} onSelect={onSignOut}>
            <LogOut aria-hidden="true" className="size-4" />
            Sign out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
