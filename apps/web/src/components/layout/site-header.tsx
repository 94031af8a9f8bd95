import { useLingui } from '@lingui/react/macro';
import { Menu, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { AccountAction } from './account-action.tsx';
import { Logo } from './logo.tsx';
import type { AppLocale } from '../../lib/i18n/locales.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { NavLabel } from './nav-label.tsx';
import { NAV_ITEMS, type HeaderUser, type NavItem } from './nav-items.ts';
import { useScrolled } from './use-scrolled.ts';

const MOBILE_NAV_ID = 'mobile-nav';
// A signed-in account's own links load with its first page, never for visitors.
const WorkspaceNav = lazy(() => import('./workspace-nav.tsx'));
const DESKTOP_LINK =
  'whitespace-nowrap rounded-lg px-2 py-2 text-sm font-medium text-slate-700 xl:px-3 hover:bg-slate-900/5 hover:text-slate-900 aria-[current=page]:text-indigo-700';

/**
 * The fixed top header (spec section 2, "Layout"): logo, Explore and Compare (and the
 * student's own pages when signed in), and Sign In or the student's name. Below lg there is one
 * menu: the Menu button for a visitor, the name's menu (which then holds every link) for a
 * student. Transparent at the top, white with a shadow past 10 px of scroll.
 * `data-scrolled` exposes that state to tests and styles. `bell` is the signed-in student's
 * notification bell, passed in by the layout (layout components know no feature).
 */
export function SiteHeader({
  user,
  onSignOut,
  onChooseLocale,
  bell,
}: {
  user?: HeaderUser | null;
  onSignOut?: () => void;
  /** Saves a signed-in account's choice of language (the layout passes it; layout components know no feature). */
  onChooseLocale?: (locale: AppLocale) => Promise<unknown>;
  bell?: ReactNode;
}) {
  const { t } = useLingui();
  const scrolled = useScrolled(10);
  const location = useLocation();
  // The menu is open only for the location it was opened on, so every route change closes it
  // without an effect (derive, don't sync).
  const [openAt, setOpenAt] = useState<string | null>(null);
  const menuOpen = openAt === location.key;
  const headerRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenAt(null);
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) setOpenAt(null);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [menuOpen]);

  const solid = scrolled || menuOpen;
  return (
    <header
      ref={headerRef}
      data-scrolled={scrolled ? 'true' : 'false'}
      className={`fixed inset-x-0 top-0 z-40 print:hidden transition-[background-color,box-shadow] duration-200 ${solid ? 'bg-white shadow-md shadow-slate-900/5' : 'bg-transparent'}`}
    >
      {/* Nothing here moves when the session is known after hydration: the links keep their place
          beside the logo (a student's are added after them), and the account corner keeps its width
          whichever it shows, Sign In or the bell and the name (which truncates): all the room after
          the logo on a phone, a fixed width from `sm` on. */}
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:gap-4 sm:px-6">
        <Logo />
        <nav aria-label={t`Main`} className="hidden lg:block">
          {navList(
            NAV_ITEMS,
            'flex items-center gap-1',
            DESKTOP_LINK,
            user ? (
              <Suspense fallback={null}>
                <WorkspaceNav role={user.role ?? 'student'} linkClass={DESKTOP_LINK} />
              </Suspense>
            ) : null,
          )}
        </nav>
        <div className="ml-auto flex min-w-0 flex-1 items-center justify-end gap-1 sm:w-56 sm:flex-none sm:gap-2 lg:w-44 xl:w-56">
          {user ? bell : null}
          {/* min-w-0: the name may shrink (truncated) so the bell and the menu button always fit on a phone. */}
          <AccountAction
            user={user}
            onSignOut={onSignOut}
            here={location.pathname + location.search}
            className="min-w-0 whitespace-nowrap"
          />
          {/* After the account part, at the corner's fixed right edge on a wide screen (the menu button
              is for phones), so what the account part shows never moves it; before the menu button,
              so the button's Tab still leads into the menu it opens. */}
          <LanguageSwitch onChoose={user ? onChooseLocale : undefined} />
          {user ? null : (
            <button
              ref={buttonRef}
              type="button"
              aria-expanded={menuOpen}
              aria-controls={MOBILE_NAV_ID}
              aria-label={t`Menu`}
              onClick={() => setOpenAt(menuOpen ? null : location.key)}
              className="grid size-10 place-items-center rounded-lg text-slate-700 hover:bg-slate-900/5 lg:hidden"
            >
              {menuOpen ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
            </button>
          )}
        </div>
      </div>
      {/* A visitor's small-screen menu (a disclosure, not a modal: the page stays usable); a
          student's is the name's menu (user-menu.tsx). Without JavaScript the Menu button cannot
          open it, so phones get the same links open in a <noscript> (a server-rendered page is
          read without scripts). */}
      {user ? null : (
        <>
          <noscript>
            <VisitorNav />
          </noscript>
          <VisitorNav id={MOBILE_NAV_ID} hidden={!menuOpen} />
        </>
      )}
    </header>
  );
}

function VisitorNav({ id, hidden }: { id?: string; hidden?: boolean }) {
  const { t } = useLingui();
  return (
    <nav id={id} aria-label={t`Main`} hidden={hidden} className="border-t border-slate-200 bg-white px-4 pt-2 pb-4 shadow-lg lg:hidden">
      {navList(
        NAV_ITEMS,
        'flex flex-col gap-1',
        'block rounded-lg px-3 py-3 text-base font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 aria-[current=page]:bg-indigo-50 aria-[current=page]:text-indigo-700',
      )}
    </nav>
  );
}

function navList(items: readonly NavItem[], listClass: string, linkClass: string, more: ReactNode = null) {
  return (
    <ul className={listClass}>
      {items.map((item) => (
        <li key={item.href}>
          <NavLink to={item.href} className={linkClass}>
            <NavLabel label={item.label} />
          </NavLink>
        </li>
      ))}
      {more}
    </ul>
  );
}
