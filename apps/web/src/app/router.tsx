import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  matchRoutes,
  type HydrationState,
  type LoaderFunction,
  type RouteObject,
  type ShouldRevalidateFunction,
} from 'react-router';
import { paths } from '../config/paths.ts';
import { RootLayout } from './routes/root-layout.tsx';
import { routeLoader, serverRouteLoader, type RoutePrefetch } from './route-loader.ts';
import { RouteError } from './routes/route-error.tsx';

type PageModule = { Component: ComponentType };
type LoaderModule = { prefetch: RoutePrefetch; shouldRevalidate: ShouldRevalidateFunction };

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

/** Whether the routes are built for the browser or for one server render (whose loaders wait for their data). */
export type RouteMode = 'browser' | 'server';

/**
 * A page as React Router's object form of `lazy`: the page module (`x.tsx`) and its loader module
 * (`x.loader.ts`, query options only) are separate chunks the router fetches at the same time, so
 * the page's reads start as soon as the small loader chunk arrives, while the page's chunk is still
 * on its way. Page modules export only `Component`; a page that needs another route property
 * (`ErrorBoundary`, `handle`) adds it here. A route's `id` is its page module's file name: the
 * server finds the page's chunks in the build manifest by it, to preload them with the HTML.
 */
const lazyPage =
  (queryClient: QueryClient, mode: RouteMode) => (page: () => Promise<PageModule>, loader?: () => Promise<LoaderModule>) => ({
    // React Router drops a lazy Component that fails to load (the page would stay blank): a page
    // chunk that cannot be downloaded becomes a page that throws, so the route's error screen shows.
    Component: () =>
      page().then(
        (module) => module.Component,
        (error: unknown) =>
          function PageFailedToLoad(): never {
            throw error;
          },
      ),
    ...(loader && {
      loader: () =>
        loader().then((module): LoaderFunction =>
          mode === 'server' ? serverRouteLoader(queryClient, module.prefetch) : routeLoader(queryClient, module.prefetch),
        ),
      shouldRevalidate: () => loader().then((module) => module.shouldRevalidate),
    }),
  });

/**
 * Every page's route, for the browser's router and for the server's renderer alike (one route
 * tree, one set of loaders). Route modules load lazily: each page is its own chunk (route-level
 * code splitting), its loader another.
 */
export function createRoutes(queryClient: QueryClient, mode: RouteMode = 'browser'): RouteObject[] {
  const page = lazyPage(queryClient, mode);
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
              id: 'home',
              handle: PUBLIC,
              path: paths.home.path,
              lazy: page(
                () => import('./routes/home.tsx'),
                () => import('./routes/home.loader.ts'),
              ),
            },
            {
              id: 'explore',
              handle: PUBLIC,
              path: paths.explore.path,
              lazy: page(
                () => import('./routes/explore.tsx'),
                () => import('./routes/explore.loader.ts'),
              ),
            },
            {
              id: 'university',
              handle: PUBLIC,
              path: paths.university.path,
              lazy: page(
                () => import('./routes/university.tsx'),
                () => import('./routes/university.loader.ts'),
              ),
            },
            {
              id: 'compare',
              handle: PUBLIC,
              path: paths.compare.path,
              lazy: page(
                () => import('./routes/compare.tsx'),
                () => import('./routes/compare.loader.ts'),
              ),
            },
            {
              id: 'programs',
              handle: PUBLIC,
              path: paths.programs.path,
              lazy: page(
                () => import('./routes/programs.tsx'),
                () => import('./routes/programs.loader.ts'),
              ),
            },
            { id: 'about', path: paths.about.path, handle: PUBLIC, lazy: page(() => import('./routes/about.tsx')) },
            { id: 'features', path: paths.features.path, handle: PUBLIC, lazy: page(() => import('./routes/features.tsx')) },
            { id: 'financial-aid', path: paths.financialAid.path, handle: PUBLIC, lazy: page(() => import('./routes/financial-aid.tsx')) },
            { id: 'contact', path: paths.contact.path, handle: PUBLIC, lazy: page(() => import('./routes/contact.tsx')) },
            { id: 'privacy', path: paths.privacy.path, handle: PUBLIC, lazy: page(() => import('./routes/privacy.tsx')) },
            { id: 'terms', path: paths.terms.path, handle: PUBLIC, lazy: page(() => import('./routes/terms.tsx')) },
            { id: 'cookies', path: paths.cookies.path, handle: PUBLIC, lazy: page(() => import('./routes/cookies.tsx')) },
            { id: 'login', path: paths.login.path, lazy: page(() => import('./routes/login.tsx')) },
            { id: 'signup', path: paths.signup.path, lazy: page(() => import('./routes/signup.tsx')) },
            { id: 'unsubscribe', path: paths.unsubscribe.path, lazy: page(() => import('./routes/unsubscribe.tsx')) },
            { id: 'forgot-password', path: paths.forgotPassword.path, lazy: page(() => import('./routes/forgot-password.tsx')) },
            { id: 'reset-password', path: paths.resetPassword.path, lazy: page(() => import('./routes/reset-password.tsx')) },
            { id: 'verify-email', path: paths.verifyEmail.path, lazy: page(() => import('./routes/verify-email.tsx')) },
            {
              // The signed-in workspace: signed-out visitors are sent to /login and brought back.
              id: 'require-auth',
              lazy: page(() => import('./routes/require-auth.tsx')),
              children: [
                {
                  id: 'dashboard',
                  path: paths.dashboard.path,
                  lazy: page(
                    () => import('./routes/dashboard.tsx'),
                    () => import('./routes/dashboard.loader.ts'),
                  ),
                },
                {
                  id: 'checklist',
                  path: paths.checklist.path,
                  lazy: page(
                    () => import('./routes/checklist.tsx'),
                    () => import('./routes/checklist.loader.ts'),
                  ),
                },
                {
                  id: 'academics',
                  path: paths.academics.path,
                  lazy: page(
                    () => import('./routes/academics.tsx'),
                    () => import('./routes/academics.loader.ts'),
                  ),
                },
                {
                  id: 'saved',
                  path: paths.saved.path,
                  lazy: page(
                    () => import('./routes/saved.tsx'),
                    () => import('./routes/saved.loader.ts'),
                  ),
                },
                {
                  id: 'recommendations',
                  path: paths.recommendations.path,
                  lazy: page(
                    () => import('./routes/recommendations.tsx'),
                    () => import('./routes/recommendations.loader.ts'),
                  ),
                },
                { id: 'account-settings', path: paths.accountSettings.path, lazy: page(() => import('./routes/account-settings.tsx')) },
                {
                  id: 'timeline',
                  path: paths.timeline.path,
                  lazy: page(
                    () => import('./routes/timeline.tsx'),
                    () => import('./routes/timeline.loader.ts'),
                  ),
                },
                {
                  id: 'notifications',
                  path: paths.notifications.path,
                  lazy: page(
                    () => import('./routes/notifications.tsx'),
                    () => import('./routes/notifications.loader.ts'),
                  ),
                },
                {
                  id: 'reminder-settings',
                  path: paths.reminderSettings.path,
                  lazy: page(
                    () => import('./routes/reminder-settings.tsx'),
                    () => import('./routes/reminder-settings.loader.ts'),
                  ),
                },
                {
                  id: 'applications',
                  path: paths.applications.path,
                  lazy: page(
                    () => import('./routes/applications.tsx'),
                    () => import('./routes/applications.loader.ts'),
                  ),
                },
                {
                  id: 'new-application',
                  path: paths.newApplication.path,
                  lazy: page(
                    () => import('./routes/new-application.tsx'),
                    () => import('./routes/new-application.loader.ts'),
                  ),
                },
                {
                  id: 'application',
                  path: paths.application.path,
                  lazy: page(
                    () => import('./routes/application.tsx'),
                    () => import('./routes/application.loader.ts'),
                  ),
                },
                {
                  id: 'essay',
                  path: paths.essay.path,
                  lazy: page(
                    () => import('./routes/essay.tsx'),
                    () => import('./routes/essay.loader.ts'),
                  ),
                },
                {
                  id: 'letter',
                  path: paths.letter.path,
                  lazy: page(
                    () => import('./routes/letter.tsx'),
                    () => import('./routes/letter.loader.ts'),
                  ),
                },
                {
                  id: 'tasks',
                  path: paths.tasks.path,
                  lazy: page(
                    () => import('./routes/tasks.tsx'),
                    () => import('./routes/tasks.loader.ts'),
                  ),
                },
                { id: 'new-task', path: paths.newTask.path, lazy: page(() => import('./routes/new-task.tsx')) },
              ],
            },
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

/** The browser's router; `hydrationData` when the server rendered this page (main.tsx). */
export function createRouter(queryClient: QueryClient, routes = createRoutes(queryClient), hydrationData?: HydrationState) {
  return createBrowserRouter(routes, { hydrationData });
}
