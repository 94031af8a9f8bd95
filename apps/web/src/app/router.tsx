import { createBrowserRouter } from 'react-router';
import { paths } from '../config/paths.ts';
import { RootLayout } from './routes/root-layout.tsx';
import { RouteError } from './routes/route-error.tsx';

/** Route modules load lazily: each page is its own chunk (route-level code splitting). */
export function createRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      children: [
        {
          // Errors inside a page render inside the layout, so the header and footer stay.
          errorElement: <RouteError />,
          children: [
            { path: paths.home.path, lazy: () => import('./routes/home.tsx') },
            { path: paths.explore.path, lazy: () => import('./routes/explore.tsx') },
            { path: paths.university.path, lazy: () => import('./routes/university.tsx') },
            { path: paths.compare.path, lazy: () => import('./routes/compare.tsx') },
            { path: paths.programs.path, lazy: () => import('./routes/programs.tsx') },
            { path: paths.about.path, lazy: () => import('./routes/about.tsx') },
            { path: paths.features.path, lazy: () => import('./routes/features.tsx') },
            { path: paths.financialAid.path, lazy: () => import('./routes/financial-aid.tsx') },
            { path: paths.contact.path, lazy: () => import('./routes/contact.tsx') },
            { path: paths.privacy.path, lazy: () => import('./routes/privacy.tsx') },
            { path: paths.terms.path, lazy: () => import('./routes/terms.tsx') },
            { path: paths.cookies.path, lazy: () => import('./routes/cookies.tsx') },
            { path: paths.login.path, lazy: () => import('./routes/login.tsx') },
            { path: paths.signup.path, lazy: () => import('./routes/signup.tsx') },
            { path: paths.unsubscribe.path, lazy: () => import('./routes/unsubscribe.tsx') },
            {
              // The signed-in workspace: signed-out visitors are sent to /login and brought back.
              lazy: () => import('./routes/require-auth.tsx'),
              children: [
                { path: paths.dashboard.path, lazy: () => import('./routes/dashboard.tsx') },
                { path: paths.checklist.path, lazy: () => import('./routes/checklist.tsx') },
                { path: paths.academics.path, lazy: () => import('./routes/academics.tsx') },
                { path: paths.saved.path, lazy: () => import('./routes/saved.tsx') },
                { path: paths.recommendations.path, lazy: () => import('./routes/recommendations.tsx') },
                { path: paths.accountSettings.path, lazy: () => import('./routes/account-settings.tsx') },
                { path: paths.timeline.path, lazy: () => import('./routes/timeline.tsx') },
                { path: paths.notifications.path, lazy: () => import('./routes/notifications.tsx') },
                { path: paths.reminderSettings.path, lazy: () => import('./routes/reminder-settings.tsx') },
                { path: paths.applications.path, lazy: () => import('./routes/applications.tsx') },
                { path: paths.newApplication.path, lazy: () => import('./routes/new-application.tsx') },
                { path: paths.application.path, lazy: () => import('./routes/application.tsx') },
                { path: paths.essay.path, lazy: () => import('./routes/essay.tsx') },
                { path: paths.letter.path, lazy: () => import('./routes/letter.tsx') },
                { path: paths.tasks.path, lazy: () => import('./routes/tasks.tsx') },
                { path: paths.newTask.path, lazy: () => import('./routes/new-task.tsx') },
              ],
            },
            { path: '*', lazy: () => import('./routes/not-found.tsx') },
          ],
        },
      ],
    },
  ]);
}
