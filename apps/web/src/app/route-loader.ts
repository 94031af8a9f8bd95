import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import type { SessionResponse } from '@campuspath/contract/auth';
import { queryKeys } from '../lib/query-keys.ts';

/**
 * A route module's `loader`: given the app's query client (router.tsx hands it over), it starts
 * the page's reads with the same query options its components use, so they share one cache entry.
 *
 * Loaders prefetch and return at once; they never await or throw. Awaiting would hold the
 * previous page on screen until the data came (the page already shows its own skeleton) and make
 * queries that are always stale (`staleTime: 0`) ask twice; a failed read is the page's own error
 * state to show. `prefetchQuery` swallows errors and skips what is fresh in the cache.
 */
export type RouteLoader = (queryClient: QueryClient) => (args: LoaderFunctionArgs) => null;

/**
 * The signed-in student as the cached session knows them: null when signed out or not known yet
 * (the first page load), so a visitor's page view never asks for personal data (no 401s).
 */
export const knownUser = (queryClient: QueryClient) => queryClient.getQueryData<SessionResponse>(queryKeys.session.all)?.user ?? null;
