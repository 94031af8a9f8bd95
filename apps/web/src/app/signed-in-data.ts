import { dehydrate, QueryClient } from '@tanstack/react-query';
import type { DataRouteObject, StaticHandler } from 'react-router';
import { matchRoutes } from 'react-router';
import { ApiRequestError } from '../lib/api-client.ts';
import { sessionQueryOptions } from '../lib/auth/get-session.ts';
import { WORKSPACE_ROUTE_ID } from './client-routes.ts';
import { serializePayload } from './hydration.ts';
import { isRefusal, type ServerRenderContext } from './route-loader.ts';
import { rolesFor } from './routes/require-auth.tsx';

/** The data a signed-in page starts with, for the API to send with the app shell. */
export interface SignedInData {
  kind: 'data';
  /** The hydration payload: the session and the page's reads, with no router state (the browser renders the page). */
  payload: string;
  /** The ids of the matched routes (each named after its module): the API preloads their chunks. */
  routeIds: string[];
}

/** Why the app shell goes as it is (the browser asks for the session and the page's data itself). */
export interface PlainShell {
  kind: 'shell';
  reason: string;
}

/** True when `pathname` is a page of the signed-in workspace (dashboard, applications, a student's plan…). */
export const isWorkspacePage = (routes: DataRouteObject[], pathname: string) =>
  (matchRoutes(routes, pathname) ?? []).some((match) => match.route.id === WORKSPACE_ROUTE_ID);

/**
 * A signed-in page's first response (docs/server-rendering.md, "Signed-in pages"): the session
 * and the reads of the page's own loader, made as the person whose cookie came with the request
 * (the API's transport carries it, so every authorization rule applies as to the browser's own
 * reads). The page is not rendered here: the browser fills its cache from the payload and renders
 * at once, with the page's chunks already preloaded. Anything short of a whole answer (signed out,
 * a role the page is not for, a read that failed or was refused as unauthorized) sends the plain
 * shell, and the browser does what it always did.
 */
export async function loadSignedInData(handler: StaticHandler, url: URL, signal?: AbortSignal): Promise<SignedInData | PlainShell> {
  // Answers are final for this response: no retries, and nothing goes stale while it is made.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const session = await queryClient.fetchQuery(sessionQueryOptions()).catch(() => null);
  const user = session?.user;
  if (!user) return { kind: 'shell', reason: 'signed out' };
  // Another role's page sends the account to its own start page (require-auth.tsx): nothing to read.
  if (!rolesFor(url.pathname).includes(user.role)) return { kind: 'shell', reason: "another role's page" };

  const context = await handler.query(new Request(url, { signal }), {
    requestContext: { queryClient } satisfies ServerRenderContext,
  });
  if (context instanceof Response) return { kind: 'shell', reason: `the router answered ${context.status}` };
  if (context.errors) return { kind: 'shell', reason: 'a read the page needs failed' };
  // A 401 midway means the session ended while the page was read: the browser finds out itself.
  const ended = queryClient
    .getQueryCache()
    .findAll({ predicate: (query) => query.state.error instanceof ApiRequestError && query.state.error.status === 401 });
  if (ended.length > 0) return { kind: 'shell', reason: 'the session ended' };

  const queries = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status === 'success' || isRefusal(query.state.error),
  });
  return { kind: 'data', payload: serializePayload({ queries }), routeIds: context.matches.map((match) => match.route.id) };
}
