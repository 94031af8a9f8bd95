import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AuthProvider } from '../lib/auth/auth-provider.tsx';

/**
 * `queryClient` is the one the router's loaders fill (main.tsx creates both); `i18n` the page's
 * language with its messages loaded (lib/i18n/create-i18n.ts): the server's own for each render,
 * the browser's activated before it hydrates, in the language the server rendered.
 */
export function AppProvider({ children, queryClient, i18n }: { children: ReactNode; queryClient: QueryClient; i18n: I18n }) {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>{children}</AuthProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}
