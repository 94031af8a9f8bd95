import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction, LoaderFunctionArgs, ShouldRevalidateFunction } from 'react-router';
import type { SessionResponse } from '@campuspath/contract/auth';
import { ApiRequestError } from '../lib/api-client.ts';
import { queryKeys } from '../lib/query-keys.ts';

/**
 * A route's reads: it starts them with the same query options the page's components use, so they
 * share one cache entry, and settles when they have (never rejects: `prefetchQuery` swallows
 * errors and skips what is fresh in the cache). Each is the `prefetch` of the route's
 * `x.loader.ts`, next to `x.tsx`, which imports query options only, never the page's components:
 * the router fetches the two chunks at the same time (router.tsx) and the reads start as soon as
 * the small one arrives.
 */
export type RoutePrefetch = (queryClient: QueryClient, args: PrefetchArgs) => Promise<void>;

/** The route's URL, and `server` when a server render is waiting for the reads (its HTML carries them). */
export type PrefetchArgs = Pick<LoaderFunctionArgs, 'params' | 'request'> & { server?: boolean };

/**
 * A route's `loader` (router.tsx makes one from each `x.loader.ts`): it starts the route's
 * prefetch and returns at once; it never awaits or throws. Awaiting would hold the previous page
 * on screen until the data came (the page already shows its own skeleton) and make queries that
 * are always stale (`staleTime: 0`) ask twice; a failed read is the page's own error state.
 * The prefetch is separate so that a server render can `await` the same reads
 * (`await prefetch(queryClient, { params, request })`) before it renders and embed the filled
 * cache, while the browser only starts them (architecture.md, "Server rendering").
 */
export const routeLoader =
  (queryClient: QueryClient, prefetch: RoutePrefetch): LoaderFunction =>
  (args) => {
    void prefetch(queryClient, args);
    return null;
  };

/**
 * The same route's `loader` for a server render (entry-server.tsx): it waits for the reads, made
 * in the request's own query client (the route tree is built once for every request), so
 * the page renders with its data and the response embeds it. A read the API refused (an unknown
 * college, a ZIP code it does not know) stays in the cache as the page's own answer to it, and an
 * unknown college makes the response a 404; any other failed read fails the render, and the server
 * sends the app shell instead, so the browser shows the page's own error state with its Try Again.
 */
export const serverRouteLoader =
  (prefetch: RoutePrefetch): LoaderFunction =>
  async (args) => {
    const { queryClient } = args.context as ServerRenderContext;
    await prefetch(queryClient, { ...args, server: true });
    const failed = queryClient
      .getQueryCache()
      .findAll({ predicate: (query) => query.state.status === 'error' && !isRefusal(query.state.error) });
    if (failed.length > 0) throw new Error('A read the page needs failed', { cause: failed[0]!.state.error });
    return null;
  };

/** What a server render hands its loaders: the query client of the request (entry-server.tsx). */
export interface ServerRenderContext {
  queryClient: QueryClient;
}

/** The API's 4xx: an answer about what was asked (not found, not valid), the same on every try. */
export const isRefusal = (error: unknown) => error instanceof ApiRequestError && error.status >= 400 && error.status < 500;

/**
 * The signed-in student as the cached session knows them: null when signed out or not known yet
 * (the first page load), so a visitor's page view never asks for personal data (no 401s).
 * Signed-in routes' prefetches ask for nothing without one.
 */
export const knownUser = (queryClient: QueryClient) => queryClient.getQueryData<SessionResponse>(queryKeys.session.all)?.user ?? null;

/**
 * When a page's loader runs again while the page stays open: only when what its prefetch reads
 * changes. Each `x.loader.ts` exports one of these as `shouldRevalidate` (router.tsx), so a filter
 * click on the timeline or the task list, or a click on the link to the page already open, asks
 * the API nothing.
 */

/** For a prefetch that reads the path only (another school, another essay). */
export const revalidateOnPath: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname;

/** For a prefetch that also reads the query string (Explore's filters, a tab, compare ids). */
export const revalidateOnPathOrSearch: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  currentUrl.pathname !== nextUrl.pathname || currentUrl.search !== nextUrl.search;
