import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, type ShouldRevalidateFunction } from 'react-router';
import { paths } from '../config/paths.ts';
import { RootLayout } from './routes/root-layout.tsx';
import { routeLoader, type RoutePrefetch } from './route-loader.ts';
import { RouteError } from './routes/route-error.tsx';

type PageModule = { Component: ComponentType };
type LoaderModule = { prefetch: RoutePrefetch; shouldRevalidate: ShouldRevalidateFunction };

/**
 * A page as React Router's object form of `lazy`: the page module (`x.tsx`) and its loader module
 * (`x.loader.ts`, query options only) are separate chunks the router fetches at the same time, so
 * the page's reads start as soon as the small loader chunk arrives, while the page's chunk is still
 * on its way. Page modules export only `Component`; a page that needs another route property
 * (`ErrorBoundary`, `handle`) adds it here.
 */
const lazyPage = (queryClient: QueryClient) => (page: () => Promise<PageModule>, loader?: () => Promise<LoaderModule>) => ({
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
    loader: () => loader().then((module) => routeLoader(queryClient, module.prefetch)),
    shouldRevalidate: () => loader().then((module) => module.shouldRevalidate),
  }),
});

/** Route modules load lazily: each page is its own chunk (route-level code splitting), its loader another. */
export function createRouter(queryClient: QueryClient) {
  const page = lazyPage(queryClient);
  return createBrowserRouter([
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      // Every page is lazy, so the first render waits for its chunk: show nothing meanwhile, as
      // before, but say so (without it React Router warns on every first load).
      HydrateFallback: () => null,
      children: [
        {
          // Errors inside a page render inside the layout, so the header and footer stay.
          errorElement: <RouteError />,
          children: [
            {
              path: paths.home.path,
              lazy: page(
                () => import('./routes/home.tsx'),
                () => import('./routes/home.loader.ts'),
              ),
            },
            {
              path: paths.explore.path,
              lazy: page(
                () => import('./routes/explore.tsx'),
                () => import('./routes/explore.loader.ts'),
              ),
            },
            {
              path: paths.university.path,
              lazy: page(
                () => import('./routes/university.tsx'),
                () => import('./routes/university.loader.ts'),
              ),
            },
            {
              path: paths.compare.path,
              lazy: page(
                () => import('./routes/compare.tsx'),
                () => import('./routes/compare.loader.ts'),
              ),
            },
            {
              path: paths.programs.path,
              lazy: page(
                () => import('./routes/programs.tsx'),
                () => import('./routes/programs.loader.ts'),
              ),
            },
            { path: paths.about.path, lazy: page(() => import('./routes/about.tsx')) },
            { path: paths.features.path, lazy: page(() => import('./routes/features.tsx')) },
            { path: paths.financialAid.path, lazy: page(() => import('./routes/financial-aid.tsx')) },
            { path: paths.contact.path, lazy: page(() => import('./routes/contact.tsx')) },
            { path: paths.privacy.path, lazy: page(() => import('./routes/privacy.tsx')) },
            { path: paths.terms.path, lazy: page(() => import('./routes/terms.tsx')) },
            { path: paths.cookies.path, lazy: page(() => import('./routes/cookies.tsx')) },
            { path: paths.login.path, lazy: page(() => import('./routes/login.tsx')) },
            { path: paths.signup.path, lazy: page(() => import('./routes/signup.tsx')) },
            { path: paths.unsubscribe.path, lazy: page(() => import('./routes/unsubscribe.tsx')) },
            { path: paths.forgotPassword.path, lazy: page(() => import('./routes/forgot-password.tsx')) },
            { path: paths.resetPassword.path, lazy: page(() => import('./routes/reset-password.tsx')) },
            { path: paths.verifyEmail.path, lazy: page(() => import('./routes/verify-email.tsx')) },
            // Issue 23: a parent's or a counselor's invitation link (public: a visitor signs up or in through it, then comes back).
            { path: paths.acceptInvitation.path, lazy: page(() => import('./routes/accept-invitation.tsx')) },
            {
              // The signed-in workspace: signed-out visitors are sent to /login and brought back.
              lazy: page(() => import('./routes/require-auth.tsx')),
              children: [
                {
                  path: paths.dashboard.path,
                  lazy: page(
                    () => import('./routes/dashboard.tsx'),
                    () => import('./routes/dashboard.loader.ts'),
                  ),
                },
                {
                  path: paths.checklist.path,
                  lazy: page(
                    () => import('./routes/checklist.tsx'),
                    () => import('./routes/checklist.loader.ts'),
                  ),
                },
                {
                  path: paths.academics.path,
                  lazy: page(
                    () => import('./routes/academics.tsx'),
                    () => import('./routes/academics.loader.ts'),
                  ),
                },
                {
                  path: paths.saved.path,
                  lazy: page(
                    () => import('./routes/saved.tsx'),
                    () => import('./routes/saved.loader.ts'),
                  ),
                },
                {
                  path: paths.recommendations.path,
                  lazy: page(
                    () => import('./routes/recommendations.tsx'),
                    () => import('./routes/recommendations.loader.ts'),
                  ),
                },
                { path: paths.accountSettings.path, lazy: page(() => import('./routes/account-settings.tsx')) },
                {
                  path: paths.timeline.path,
                  lazy: page(
                    () => import('./routes/timeline.tsx'),
                    () => import('./routes/timeline.loader.ts'),
                  ),
                },
                {
                  path: paths.notifications.path,
                  lazy: page(
                    () => import('./routes/notifications.tsx'),
                    () => import('./routes/notifications.loader.ts'),
                  ),
                },
                {
                  path: paths.reminderSettings.path,

                  lazy: page(
                    () => import('./routes/reminder-settings.tsx'),
                    () => import('./routes/reminder-settings.loader.ts'),
                  ),
                },
                {
                  path: paths.applications.path,
                  lazy: page(
                    () => import('./routes/applications.tsx'),
                    () => import('./routes/applications.loader.ts'),
                  ),
                },
                {
                  path: paths.newApplication.path,
                  lazy: page(
                    () => import('./routes/new-application.tsx'),
                    () => import('./routes/new-application.loader.ts'),
                  ),
                },
                {
                  path: paths.application.path,
                  lazy: page(
                    () => import('./routes/application.tsx'),
                    () => import('./routes/application.loader.ts'),
                  ),
                },
                {
                  path: paths.essay.path,
                  lazy: page(
                    () => import('./routes/essay.tsx'),
                    () => import('./routes/essay.loader.ts'),
                  ),
                },
                {
                  path: paths.letter.path,
                  lazy: page(
                    () => import('./routes/letter.tsx'),
                    () => import('./routes/letter.loader.ts'),
                  ),
                },
                {
                  path: paths.tasks.path,
                  lazy: page(
                    () => import('./routes/tasks.tsx'),
                    () => import('./routes/tasks.loader.ts'),
                  ),
                },
                { path: paths.newTask.path, lazy: page(() => import('./routes/new-task.tsx')) },
                // Issue 23: who sees a student's plan, and the parents' and counselors' pages.
                // Only the student's plan has a loader chunk: the others read one small answer each (or, for the
                // caseload, wait for the school list anyway), and each chunk name costs the entry's 120 KB budget.
                { path: paths.sharing.path, lazy: page(() => import('./routes/sharing.tsx')) },
                { path: paths.family.path, lazy: page(() => import('./routes/family.tsx')) },
                {
                  path: paths.student.path,
                  lazy: page(
                    () => import('./routes/student.tsx'),
                    () => import('./routes/student.loader.ts'),
                  ),
                },
                { path: paths.counselor.path, lazy: page(() => import('./routes/counselor.tsx')) },
                { path: paths.caseload.path, lazy: page(() => import('./routes/caseload.tsx')) },
              ],
            },
            { path: '*', lazy: page(() => import('./routes/not-found.tsx')) },
          ],
        },
      ],
    },
  ]);
}
