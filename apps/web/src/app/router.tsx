import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type LazyRouteFunction, type RouteObject } from 'react-router';
import { paths } from '../config/paths.ts';
import { RootLayout } from './routes/root-layout.tsx';
import type { RouteLoader } from './route-loader.ts';
import { RouteError } from './routes/route-error.tsx';

/**
 * A lazy route module as React Router wants it: its `loader` (a `RouteLoader`) gets the query
 * client, so the page's data starts loading before it renders (bulletproof-react's pattern).
 */
const withQueryClient =
  (queryClient: QueryClient) =>
  (module: object): LazyRouteProps => {
    const { loader, ...props } = module as LazyRouteProps & { loader?: RouteLoader };
    return loader ? { ...props, loader: loader(queryClient) } : props;
  };

type LazyRouteProps = Awaited<ReturnType<LazyRouteFunction<RouteObject>>>;

/** Route modules load lazily: each page is its own chunk (route-level code splitting). */
export function createRouter(queryClient: QueryClient) {
  const convert = withQueryClient(queryClient);
  return createBrowserRouter([
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      children: [
        {
          // Errors inside a page render inside the layout, so the header and footer stay.
          errorElement: <RouteError />,
          children: [
            { path: paths.home.path, lazy: () => import('./routes/home.tsx').then(convert) },
            { path: paths.explore.path, lazy: () => import('./routes/explore.tsx').then(convert) },
            { path: paths.university.path, lazy: () => import('./routes/university.tsx').then(convert) },
            { path: paths.compare.path, lazy: () => import('./routes/compare.tsx').then(convert) },
            { path: paths.programs.path, lazy: () => import('./routes/programs.tsx').then(convert) },
            { path: paths.about.path, lazy: () => import('./routes/about.tsx').then(convert) },
            { path: paths.features.path, lazy: () => import('./routes/features.tsx').then(convert) },
            { path: paths.financialAid.path, lazy: () => import('./routes/financial-aid.tsx').then(convert) },
            { path: paths.contact.path, lazy: () => import('./routes/contact.tsx').then(convert) },
            { path: paths.privacy.path, lazy: () => import('./routes/privacy.tsx').then(convert) },
            { path: paths.terms.path, lazy: () => import('./routes/terms.tsx').then(convert) },
            { path: paths.cookies.path, lazy: () => import('./routes/cookies.tsx').then(convert) },
            { path: paths.login.path, lazy: () => import('./routes/login.tsx').then(convert) },
            { path: paths.signup.path, lazy: () => import('./routes/signup.tsx').then(convert) },
            { path: paths.unsubscribe.path, lazy: () => import('./routes/unsubscribe.tsx').then(convert) },
            {
              // The signed-in workspace: signed-out visitors are sent to /login and brought back.
              lazy: () => import('./routes/require-auth.tsx').then(convert),
              children: [
                { path: paths.dashboard.path, lazy: () => import('./routes/dashboard.tsx').then(convert) },
                { path: paths.checklist.path, lazy: () => import('./routes/checklist.tsx').then(convert) },
                { path: paths.academics.path, lazy: () => import('./routes/academics.tsx').then(convert) },
                { path: paths.saved.path, lazy: () => import('./routes/saved.tsx').then(convert) },
                { path: paths.recommendations.path, lazy: () => import('./routes/recommendations.tsx').then(convert) },
                { path: paths.accountSettings.path, lazy: () => import('./routes/account-settings.tsx').then(convert) },
                { path: paths.timeline.path, lazy: () => import('./routes/timeline.tsx').then(convert) },
                { path: paths.notifications.path, lazy: () => import('./routes/notifications.tsx').then(convert) },
                { path: paths.reminderSettings.path, lazy: () => import('./routes/reminder-settings.tsx').then(convert) },
                { path: paths.applications.path, lazy: () => import('./routes/applications.tsx').then(convert) },
                { path: paths.newApplication.path, lazy: () => import('./routes/new-application.tsx').then(convert) },
                { path: paths.application.path, lazy: () => import('./routes/application.tsx').then(convert) },
                { path: paths.essay.path, lazy: () => import('./routes/essay.tsx').then(convert) },
                { path: paths.letter.path, lazy: () => import('./routes/letter.tsx').then(convert) },
                { path: paths.tasks.path, lazy: () => import('./routes/tasks.tsx').then(convert) },
                { path: paths.newTask.path, lazy: () => import('./routes/new-task.tsx').then(convert) },
              ],
            },
            { path: '*', lazy: () => import('./routes/not-found.tsx').then(convert) },
          ],
        },
      ],
    },
  ]);
}
