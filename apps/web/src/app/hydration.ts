import { dehydrate, type DehydratedState, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import { ApiRequestError } from '../lib/api-client.ts';
import { PUBLIC_QUERY_ROOTS, queryKeys } from '../lib/query-keys.ts';
import { isRefusal } from './route-loader.ts';

/** The id of the <script type="application/json"> that carries a server-rendered page's data. */
export const HYDRATION_ELEMENT_ID = 'app-data';

/**
 * What a server-rendered page carries for the browser to hydrate from without asking again
 * (architecture.md, "Server rendering"): the public reads it rendered and the router's state. A
 * signed-in page carries the session and the page's reads, `signedIn`, and the router's state when
 * the server rendered it too (signed-in-data.ts); without that state the browser renders the page
 * itself, from a full cache.
 */
export interface HydrationPayload {
  queries: DehydratedState;
  router?: HydrationState;
  /** A signed-in page's answers, read for this very load: held fresh while it starts (SIGNED_IN_FRESH_MS). */
  signedIn?: true;
  /** When the server rendered a signed-in page (ms since the epoch): the browser's first render writes "now" as of then (lib/render-moment.ts). */
  renderedAt?: number;
  /** The zone the server wrote instants in (lib/render-moment.ts). */
  renderTimeZone?: string;
}

/**
 * The server's side: the public answers the render read (a refusal such as "not found" included, so
 * the page shows the same state in the browser), never the session or anything personal.
 */
export function dehydratePublicQueries(queryClient: QueryClient): DehydratedState {
  return dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => {
      const root = String(query.queryKey[0]);
      if (root === queryKeys.session.all[0] || !PUBLIC_QUERY_ROOTS.includes(root)) return false;
      return query.state.status === 'success' || isRefusal(query.state.error);
    },
  });
}

/**
 * A refused read shows as refused, on the server and in the browser alike: it is not asked again
 * as the page mounts (the answer would be the same), so both render the page's answer to it (its
 * "not found", say) rather than one of them a loading skeleton.
 */
export function settleRefusal(queryClient: QueryClient, queryKey: QueryKey): void {
  queryClient.setQueryDefaults(queryKey, { retryOnMount: false });
}

/**
 * JSON for a <script type="application/json"> element: `<` is escaped, so nothing in the data (a
 * search typed into the URL, say) can close the element; a JSON script is data, never run, so the
 * page's Content-Security-Policy needs no exception for it.
 */
export function serializePayload(payload: HydrationPayload): string {
  return JSON.stringify(payload)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * A signed-in page's first response was read for this very page load, so its answers count as
 * fresh while the page loads and renders, even those the app otherwise never keeps (a student's
 * plan, read again on every visit): the page shows them without asking again. Ten seconds covers
 * a slow phone running the page's code; after that each query's own `staleTime` rules again.
 */
export const SIGNED_IN_FRESH_MS = 10_000;

/** The browser's side: the payload the server embedded, or null for a page rendered here (the app shell). */
export function readPayload(): HydrationPayload | null {
  const element = document.getElementById(HYDRATION_ELEMENT_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as HydrationPayload) : null;
}

/**
 * Fills the browser's cache with the server's answers, through the cache's own `setQueryData`
 * (TanStack's `hydrate` would cost the first load 1 KB for options this page never uses). They
 * count as fresh from now: the HTML they came in may have been cached, but only for this catalogue
 * version, whose answers never change. A refusal becomes the API client's error again, which is
 * what pages check (settleRefusal). `freshForMs` holds them fresh that much longer than their own
 * `staleTime` (SIGNED_IN_FRESH_MS).
 */
export function hydrateQueries(queryClient: QueryClient, state: DehydratedState, { freshForMs = 0 } = {}): void {
  for (const { queryKey, state: answer } of state.queries) {
    if (answer.status === 'success') {
      queryClient.setQueryData(queryKey, answer.data, { updatedAt: Date.now() + freshForMs });
      continue;
    }
    const error = answer.error as unknown as { status: number; body: ConstructorParameters<typeof ApiRequestError>[1] };
    settleRefusal(queryClient, queryKey);
    queryClient
      .getQueryCache()
      .build(queryClient, { queryKey })
      .setState({ status: 'error', error: new ApiRequestError(error.status, error.body), errorUpdatedAt: Date.now() });
  }
}
