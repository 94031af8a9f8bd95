import type { I18n } from '@lingui/core';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import type { DataRouteObject, StaticHandler } from 'react-router';
import { matchRoutes } from 'react-router';
import { ApiRequestError } from '../lib/api-client.ts';
import { withoutLocale } from '../lib/i18n/locales.ts';
import type { RenderMoment } from '../lib/render-moment.ts';
import { sessionQueryOptions } from '../lib/auth/get-session.ts';
import { WORKSPACE_ROUTE_ID } from './client-routes.ts';
import { serializePayload, settleRefusal } from './hydration.ts';
import { renderHtml } from './render-html.tsx';
import { isRefusal, type ServerRenderContext } from './route-loader.ts';
import { rolesFor } from './routes/require-auth.tsx';

/** The data a signed-in page starts with, for the API to send with the app shell. */
export interface SignedInData {
  kind: 'data';
  /**
   * The page rendered with the person's data, for <div id="root">; absent when the render failed
   * (the browser renders the page from the payload, as before).
   */
  html?: string;
  /** Why there is no `html` (for the API's log: a reason, never the data). */
  renderFailure?: string;
  /** How long the render took, in milliseconds (the API's Server-Timing). */
  renderMs?: number;
  /** The hydration payload: the session and the page's reads, and the router's state when `html` is there. */
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
 * reads), and the page rendered from them as they would see it (decision 0016): the browser paints
 * the HTML, fills its cache from the payload and hydrates, with the page's chunks preloaded. A
 * render that fails still sends the data (the browser renders the page itself); anything short of
 * a whole answer (signed out, a role the page is not for, a read that failed or was refused as
 * unauthorized) sends the plain shell, and the browser does what it always did.
 */
export async function loadSignedInData(
  handler: StaticHandler,
  url: URL,
  /** The render's language, and the moment and zone it takes as now (the server renderer pins its clock to them). */
  { i18n, moment }: { i18n: I18n; moment: RenderMoment },
  signal?: AbortSignal,
): Promise<SignedInData | PlainShell> {
  // Answers are final for this response: no retries, and nothing goes stale while it is made.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const session = await queryClient.fetchQuery(sessionQueryOptions()).catch(() => null);
  const user = session?.user;
  if (!user) return { kind: 'shell', reason: 'signed out' };
  // Another role's page sends the account to its own start page (require-auth.tsx): nothing to read.
  if (!rolesFor(withoutLocale(url.pathname)).includes(user.role)) return { kind: 'shell', reason: "another role's page" };

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
  // A refusal (a counselor of another school: 404) renders as the page's answer to it, on the
  // server as in the browser (hydrateQueries settles it there), not as a loading skeleton.
  queryClient
    .getQueryCache()
    .findAll({ predicate: (query) => isRefusal(query.state.error) })
    .forEach((query) => settleRefusal(queryClient, query.queryKey));
  const routeIds = context.matches.map((match) => match.route.id);
  const started = performance.now();
  try {
    const { html } = await renderHtml({ handler, context, queryClient, i18n, signal });
    const router = { loaderData: context.loaderData, actionData: null, errors: null };
    return {
      kind: 'data',
      html,
      renderMs: performance.now() - started,
      payload: serializePayload({ queries, router, signedIn: true, renderedAt: moment.at, renderTimeZone: moment.timeZone }),
      routeIds,
    };
  } catch (error) {
    // What broke (a component's error), never what the page held.
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
    const renderFailure = error instanceof Error ? error.message + cause : 'the render failed';
    return {
      kind: 'data',
      renderFailure,
      renderMs: performance.now() - started,
      payload: serializePayload({ queries, signedIn: true }),
      routeIds,
    };
  }
}
