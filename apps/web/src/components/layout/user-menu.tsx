import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronDown, CircleUserRound, LogOut, Menu } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Fragment, useState } from 'react';
import { Link } from 'react-router';
import type { AccountRole } from '@campuspath/contract/auth-terms';
import { paths } from '../../config/paths.ts';
import { NavLabel } from './nav-label.tsx';
import { NAV_ITEMS, type HeaderUser, type NavItem } from './nav-items.ts';
import { WORKSPACE_NAV_ITEMS } from './workspace-nav-items.ts';

const SETTINGS = { label: msg`Account settings`, href: paths.accountSettings.getHref() };

/** The account's own pages, by role (parents and counselors have no student workspace). */
const ACCOUNT_ITEMS: Record<AccountRole, readonly NavItem[]> = {
  student: [
    { label: msg`Academic profile`, href: paths.academics.getHref() },
    { label: msg`Saved universities`, href: paths.saved.getHref() },
    { label: msg`Tasks`, href: paths.tasks.getHref() },
    { label: msg`Aid offers`, href: paths.offers.getHref() },
    { label: msg`Readiness checklist`, href: paths.checklist.getHref() },
    { label: msg`Who can see my plan`, href: paths.sharing.getHref() },
    { label: msg`Reminder settings`, href: paths.reminderSettings.getHref() },
    SETTINGS,
  ],
  parent: [{ label: msg`Weekly email digest`, href: paths.reminderSettings.getHref() }, SETTINGS],
  counselor: [SETTINGS],
  teacher: [{ label: msg`Email settings`, href: paths.teacherEmailSettings.getHref() }, SETTINGS],
};

// The header shows its navigation from lg (site-header.tsx); below, this menu holds it too.
const WIDE = '(min-width: 1024px)';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-indigo-50 data-[highlighted]:text-indigo-800';
const groupLabelClass = 'px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-slate-500';

/**
 * The signed-in account's menu in the header: their name (or "User", spec section 2) opens links
 * to their pages and Sign out. On screens narrower than lg it is the only menu: it holds
 * the header's navigation as well, so a phone never has two. Loaded only once someone is signed
 * in, so visitors never download it.
 */
export default function UserMenu({ user, onSignOut }: { user: HeaderUser; onSignOut?: (() => void) | undefined }) {
  // Read when the menu opens (what it holds depends on the width at that moment).
  const { t } = useLingui();
  const [wide, setWide] = useState(true);
  const role = user.role ?? 'student';
  const groups = wide
    ? [{ label: null, items: ACCOUNT_ITEMS[role] }]
    : [
        { label: t`Browse`, items: NAV_ITEMS },
        { label: t`Your pages`, items: WORKSPACE_NAV_ITEMS[role] },
        { label: t`Account`, items: ACCOUNT_ITEMS[role] },
      ];
  return (
    <DropdownMenu.Root modal={false} onOpenChange={(open) => open && setWide(window.matchMedia?.(WIDE).matches ?? true)}>
      <DropdownMenu.Trigger className="inline-flex max-w-36 min-w-0 items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100 data-[state=open]:bg-slate-100 sm:max-w-48">
        <CircleUserRound aria-hidden="true" className="hidden size-5 shrink-0 text-indigo-600 sm:block" />
        <span className="truncate">{user.name || t`User`}</span>
        <ChevronDown aria-hidden="true" className="hidden size-4 shrink-0 text-slate-500 lg:block" />
        <Menu aria-hidden="true" className="size-5 shrink-0 text-slate-700 lg:hidden" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          collisionPadding={8}
          className="z-50 max-h-[var(--radix-dropdown-menu-content-available-height)] min-w-52 overflow-y-auto rounded-xl border border-slate-200 bg-white p-1 shadow-lg shadow-slate-900/10"
        >
          {groups.map((group) => (
            <Fragment key={group.label ?? 'account'}>
              {group.label && (
                <DropdownMenu.Label className={groupLabelClass} data-testid="menu-group">
                  {group.label}
                </DropdownMenu.Label>
              )}
              {group.items.map((item) => (
                <DropdownMenu.Item key={item.href} asChild className={itemClass}>
                  <Link to={item.href}>
                    <NavLabel label={item.label} />
                  </Link>
                </DropdownMenu.Item>
              ))}
            </Fragment>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item className={itemClass} onSelect={onSignOut}>
            <LogOut aria-hidden="true" className="size-4" />
            <Trans>Sign out</Trans>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
