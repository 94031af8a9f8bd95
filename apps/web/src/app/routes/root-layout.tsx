import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { SiteFooter } from '../../components/layout/site-footer.tsx';
import { SiteHeader } from '../../components/layout/site-header.tsx';
import { paths } from '../../config/paths.ts';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { useCompareTrayWanted } from '../../features/compare/compare-presence.ts';

// Signed-in only and lazy, so visitors download neither: background sync (bookmarks, time zone)
// and the notification bell.
const SignedInSync = lazy(() => import('../signed-in-sync.tsx'));
const NotificationBell = lazy(() => import('../../features/notifications/components/notification-bell.tsx'));
// The compare tray loads only once there is a list (or a signed-in student, whose list is on the account).
const CompareTray = lazy(() => import('../../features/compare/components/compare-tray.tsx'));

export function RootLayout() {
  const mainRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const previousPathname = useRef(pathname);
  const { user, logout } = useAuth();
  const compareTray = useCompareTrayWanted(user !== null);

  // After a client-side navigation from an element that no longer exists (a link in the closed
  // mobile menu, say), focus would fall back to <body>; start the next Tab at the new page
  // instead. Focus a page placed deliberately (an autofocused input) is left alone.
  useEffect(() => {
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;
    if (document.activeElement === document.body || document.activeElement === null) mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:font-medium focus:text-indigo-700 focus:shadow-lg"
      >
        <Trans>Skip to content</Trans>
      </a>
      <SiteHeader
        user={user}
        // Loaded when a signed-in person switches language: the account's code stays out of every first load.
        onChooseLocale={(locale) =>
          import('../../features/account/api/account-mutations.ts').then(({ patchAccount }) => patchAccount({ locale }))
        }
        bell={
          user ? (
            <Suspense fallback={<span aria-hidden="true" className="size-10 shrink-0" />}>
              <NotificationBell />
            </Suspense>
          ) : null
        }
        onSignOut={() => {
          // A failed sign-out leaves the student signed in; the menu stays for another try.
          void logout().catch(() => undefined);
        }}
      />
      {/* pt-16 = the fixed header's height, so it never covers the top of a page; printed, the header and footer are left out. */}
      <main id="main" ref={mainRef} tabIndex={-1} className="flex-1 pt-16 focus:outline-none print:pt-0">
        <Outlet />
      </main>
      <SiteFooter />
      {compareTray && pathname !== paths.compare.path ? (
        <Suspense fallback={null}>
          <CompareTray />
        </Suspense>
      ) : null}
      {user ? (
        <Suspense fallback={null}>
          <SignedInSync />
        </Suspense>
      ) : null}
      <ScrollRestoration />
    </div>
  );
}
