import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, matchRoutes, type HydrationState, type RouteObject } from 'react-router';
import { paths } from '../config/paths.ts';
import { withoutLocale } from '../lib/i18n/locales.ts';
import { lazyPage, type LazyPage } from './lazy-page.ts';
import { routeLoader } from './route-loader.ts';
import { RootLayout } from './routes/root-layout.tsx';
import { RouteError } from './routes/route-error.tsx';

/**
 * Where a page is rendered: `server` pages (public, the same for every visitor) are rendered by
 * the API on the first request and hydrated here (architecture.md, "Server rendering"); the rest
 * (the signed-in workspace, the account forms) are rendered in the browser from the app shell.
 */
export interface RouteHandle {
  render: 'server';
  /** The HTTP status the page answers with (the catch-all "Page not found"). */
  status?: number;
}
const PUBLIC: RouteHandle = { render: 'server' };

/**
 * The route tree: the public pages, which the server renders, and the catch-all "Page not found";
 * `clientPages` (client-routes.ts) join under the same layout, at once on the server, when first
 * needed in the browser (createRouter). One tree, one set of loaders, for both. Route modules load
 * lazily: each page is its own chunk (route-level code splitting), its loader another.
 */
export function createRoutes(page: LazyPage, clientPages: RouteObject[] = []): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <RouteError />,
      // Every page is lazy, so the first render waits for its chunk: show nothing meanwhile, as
      // before, but say so (without it React Router warns on every first load).
      HydrateFallback: () => null,
      children: [
        {
          id: 'pages',
          // Errors inside a page render inside the layout, so the header and footer stay.
          errorElement: <RouteError />,
          children: [
            {
              // The public pages: the server renders them (architecture.md, "Server rendering").
              id: 'public',
              handle: PUBLIC,
              children: [
                {
                  id: 'home',
                  path: paths.home.path,
                  lazy: page(
                    () => import('./routes/home.tsx'),
                    () => import('./routes/home.loader.ts'),
                  ),
                },
                {
                  id: 'explore',
                  path: paths.explore.path,
                  lazy: page(
                    () => import('./routes/explore.tsx'),
                    () => import('./routes/explore.loader.ts'),
                  ),
                },
                {
                  id: 'university',
                  path: paths.university.path,
                  lazy: page(
                    () => import('./routes/university.tsx'),
                    () => import('./routes/university.loader.ts'),
                  ),
                },
                {
                  id: 'compare',
                  path: paths.compare.path,
                  lazy: page(
                    () => import('./routes/compare.tsx'),
                    () => import('./routes/compare.loader.ts'),
                  ),
                },
                {
                  id: 'programs',
                  path: paths.programs.path,
                  lazy: page(
                    () => import('./routes/programs.tsx'),
                    () => import('./routes/programs.loader.ts'),
                  ),
                },
                { id: 'about', path: paths.about.path, lazy: page(() => import('./routes/about.tsx')) },
                { id: 'features', path: paths.features.path, lazy: page(() => import('./routes/features.tsx')) },
                { id: 'financial-aid', path: paths.financialAid.path, lazy: page(() => import('./routes/financial-aid.tsx')) },
                { id: 'guides', path: paths.guides.path, lazy: page(() => import('./routes/guides.tsx')) },
                { id: 'essay-tips', path: paths.essayTips.path, lazy: page(() => import('./routes/essay-tips.tsx')) },
                {
                  id: 'test-prep',
                  path: paths.testPrep.path,
                  lazy: page(
                    () => import('./routes/test-prep.tsx'),
                    () => import('./routes/test-prep.loader.ts'),
                  ),
                },
                { id: 'scholarships', path: paths.scholarships.path, lazy: page(() => import('./routes/scholarships.tsx')) },
                {
                  id: 'virtual-tours',
                  path: paths.virtualTours.path,
                  lazy: page(
                    () => import('./routes/virtual-tours.tsx'),
                    () => import('./routes/virtual-tours.loader.ts'),
                  ),
                },
                { id: 'careers', path: paths.careers.path, lazy: page(() => import('./routes/careers.tsx')) },
                { id: 'contact', path: paths.contact.path, lazy: page(() => import('./routes/contact.tsx')) },
                { id: 'privacy', path: paths.privacy.path, lazy: page(() => import('./routes/privacy.tsx')) },
                { id: 'terms', path: paths.terms.path, lazy: page(() => import('./routes/terms.tsx')) },
                { id: 'cookies', path: paths.cookies.path, lazy: page(() => import('./routes/cookies.tsx')) },
              ],
            },
            ...clientPages,
            {
              id: 'not-found',
              path: '*',
              handle: { render: 'server', status: 404 } satisfies RouteHandle,
              lazy: page(() => import('./routes/not-found.tsx')),
            },
          ],
        },
      ],
    },
  ];
}

/**
 * Loads the lazy parts of the routes `url` matches, before the first render: a page the server
 * rendered must hydrate from its own components at once, not from a fallback while its chunks
 * arrive (the server's HTML preloads them, so this waits for nothing it has not already asked for).
 */
export async function loadMatchedRoutes(routes: RouteObject[], url: string): Promise<void> {
  const matches = matchRoutes(routes, url) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const lazy = route.lazy;
      if (!lazy || typeof lazy === 'function') return;
      const loaded = await Promise.all(Object.entries(lazy).map(async ([key, load]) => [key, await (load as () => Promise<unknown>)()]));
      Object.assign(route, Object.fromEntries(loaded), { lazy: undefined });
    }),
  );
}

/**
 * The browser's route tree, and the `page` helper its discovered pages are made with. A signed-in
 * page the server rendered names its route at once (`clientPages`, client-routes.ts, whose chunk
 * came preloaded with the HTML): hydration needs the page's own route, not the catch-all.
 */
export function createBrowserRoutes(queryClient: QueryClient, clientPages?: (page: LazyPage) => RouteObject[]) {
  const page = lazyPage((prefetch) => routeLoader(queryClient, prefetch));
  return { page, routes: createRoutes(page, clientPages?.(page)), discovered: clientPages !== undefined };
}

/**
 * The browser's router; `hydrationData` when the server rendered this page (main.tsx), `basename`
 * the language's (lib/i18n/locales.ts). A path
 * that only the catch-all matches may be a browser-only page: the first such navigation (or first
 * load) fetches client-routes.ts and adds its pages (React Router's lazy route discovery), unless
 * they are in the tree already.
 */
export function createRouter(
  { page, routes, discovered: known }: ReturnType<typeof createBrowserRoutes>,
  hydrationData?: HydrationState,
  basename = '/',
) {
  let discovered: Promise<void> | undefined = known ? Promise.resolve() : undefined;
  return createBrowserRouter(routes, {
    // `/es` for a Spanish page (lib/i18n/locales.ts): every link inside the app keeps the language.
    basename,
    hydrationData,
    patchRoutesOnNavigation: ({ path, patch }) => {
      // A page of the tree itself (a college, Explore) needs nothing more.
      if (matchRoutes(routes, withoutLocale(path))?.at(-1)?.route.path !== '*') return;
      return (discovered ??= import('./client-routes.ts').then(({ clientRoutes }) => patch('pages', clientRoutes(page))));
    },
  });
}
