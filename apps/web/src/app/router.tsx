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
            { path: paths.about.path, lazy: () => import('./routes/about.tsx') },
            { path: paths.features.path, lazy: () => import('./routes/features.tsx') },
            { path: paths.financialAid.path, lazy: () => import('./routes/financial-aid.tsx') },
            { path: paths.contact.path, lazy: () => import('./routes/contact.tsx') },
            { path: paths.privacy.path, lazy: () => import('./routes/privacy.tsx') },
            { path: paths.terms.path, lazy: () => import('./routes/terms.tsx') },
            { path: paths.cookies.path, lazy: () => import('./routes/cookies.tsx') },
            { path: '*', lazy: () => import('./routes/not-found.tsx') },
          ],
        },
      ],
    },
  ]);
}
