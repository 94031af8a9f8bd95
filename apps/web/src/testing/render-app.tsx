import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type InitialEntry, type RouteObject } from 'react-router';
import { AuthProvider } from '../lib/auth/auth-provider.tsx';

/**
 * Renders routes as the app does (query client, auth provider, data router) at `initialEntry`,
 * for component tests; the network is the test's `stubApi`. Returns the router to read where it went.
 */
export function renderApp(routes: RouteObject[], initialEntry: InitialEntry) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] });
  render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return { router, queryClient };
}
