import type { I18n } from '@lingui/core';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type InitialEntry, type RouteObject } from 'react-router';
import { AppProvider } from '../app/provider.tsx';
import { testI18n } from './test-i18n.tsx';

/**
 * Renders routes as the app does (query client, auth provider, English messages, data router) at `initialEntry`,
 * for component tests; the network is the test's `stubApi`. Returns the router to read where it went.
 */
export function renderApp(routes: RouteObject[], initialEntry: InitialEntry) {
  return renderAppIn(testI18n, routes, initialEntry);
}

/** renderApp in the language of `i18n` (a Spanish page: `createI18n('es', …)`, with `setActiveLocale('es')` for the formatters). */
export function renderAppIn(i18n: I18n, routes: RouteObject[], initialEntry: InitialEntry) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] });
  render(
    <AppProvider queryClient={queryClient} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { router, queryClient };
}
