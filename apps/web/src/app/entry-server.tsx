// First: zod must be jitless before any schema is built (lib/zod-jitless.ts).
import '../lib/zod-jitless.ts';
import { QueryClient } from '@tanstack/react-query';
import { AsyncLocalStorage } from 'node:async_hooks';
import { createStaticHandler, matchRoutes, type DataRouteObject, type StaticHandler } from 'react-router';
import { createI18n } from '../lib/i18n/create-i18n.ts';
import { basenameOf, localeOfPath, withoutLocale, type AppLocale } from '../lib/i18n/locales.ts';
import { readLocaleFrom } from '../lib/locale.ts';
import { localTimeZone, readMomentFrom, type RenderMoment } from '../lib/render-moment.ts';
import { messages as enMessages } from '../locales/en/messages.po';
import { messages as esMessages } from '../locales/es/messages.po';
import { setApiTransport, type ApiRequestError, type ApiTransport } from '../lib/api-client.ts';
import type { PageHead } from '../lib/page-head.ts';
import { dehydratePublicQueries, serializePayload, settleRefusal } from './hydration.ts';
import { isRefusal, serverRouteLoader, type ServerRenderContext } from './route-loader.ts';
import { clientRoutes } from './client-routes.ts';
import { lazyPage } from './lazy-page.ts';
import { canonicalPageUrl } from './page-search.ts';
import { routablePath } from './routable-path.ts';
import { renderHtml } from './render-html.tsx';
import { createRoutes, type RouteHandle } from './router.tsx';
import { isWorkspacePage, loadSignedInData, type PlainShell, type SignedInData } from './signed-in-data.ts';

/**
 * The server renderer of the public pages (architecture.md, "Server rendering"), built by Vite
 * into dist/.ssr/entry-server.js and loaded once by the API (apps/api/src/features/web/). It
 * renders with the browser's own route tree and loaders (router.tsx, with serverRouteLoader): each page's
 * loader waits for its reads, React renders the page to HTML, and the reads go with it for the
 * browser to hydrate from (hydration.ts). Pages render as a visitor sees them; the signed-in
 * parts (the bell, saved state, chances, a remembered income band) arrive after hydration.
 */

/** A server-rendered page, for the API to put into index.html. */
export interface RenderedPage {
  kind: 'page';
  status: number;
  /** The page's markup, for <div id="root">. */
  html: string;
  head: PageHead;
  /** The hydration payload, JSON for <script type="application/json" id="app-data">. */
  payload: string;
  /** The ids of the matched routes (each named after its module): the API preloads their chunks. */
  routeIds: string[];
  /** The page's language (`<html lang>`). */
  locale: AppLocale;
}

/** A page rendered in the browser (the app shell): the signed-in workspace, the account forms, or a page whose reads failed. */
export interface ShellPage {
  kind: 'shell';
  /** Why, when it is not simply a browser-rendered page. */
  reason?: string;
}

export type RenderOutcome = RenderedPage | ShellPage;

/**
 * What the server does with a page: `server` renders it (public, cached); `signed-in` sends the
 * app shell with the session and the page's data when the request carries a session; `browser`
 * sends the plain app shell (the account forms).
 */
export type PageKind = 'server' | 'signed-in' | 'browser';

/** How a signed-in page is rendered besides its URL. */
export interface SignedInRenderOptions {
  signal?: AbortSignal;
  /**
   * The person's time zone (their browser's, remembered in a cookie; the API checks it names a
   * zone): the render reads "today" and writes times in it. Absent, the server's own.
   */
  timeZone?: string;
}

export interface PageRenderer {
  render(url: URL, signal?: AbortSignal): Promise<RenderOutcome>;
  /**
   * The page `url` shows, as a path and the search parameters that page reads, in one canonical
   * form: every URL with the same key renders the same page (page-search.ts). Cheap: routes are
   * matched, nothing is loaded.
   */
  pageKey(url: URL): string;
  /** Which kind of page `url` is. Cheap: routes are matched, nothing is loaded. */
  pageKind(url: URL): PageKind;
  /**
   * A signed-in page's data, read as the person whose session the API's transport carries
   * (signed-in-data.ts), or why the plain shell goes instead.
   */
  loadSignedIn(url: URL, options?: SignedInRenderOptions): Promise<SignedInData | PlainShell>;
}

/**
 * `transport` answers the pages' API reads (the API passes its own in-process calls). The route
 * tree and React Router's static handler are built once, here; each request's reads go into a
 * query client of its own, which the loaders get as the request's context.
 */
export function createPageRenderer({ transport }: { transport: ApiTransport }): PageRenderer {
  setApiTransport(transport);
  const page = lazyPage(serverRouteLoader);
  // One handler per language, each with its basename (`/es` for Spanish), so every link a page
  // renders stays in its language; built once, here.
  const handlers: Record<AppLocale, StaticHandler> = {
    en: createStaticHandler(createRoutes(page, clientRoutes(page))),
    es: createStaticHandler(createRoutes(page, clientRoutes(page)), { basename: basenameOf('es') }),
  };
  const rendered = serverRendered(handlers.en.dataRoutes);
  // The page a path names, whatever its language (the key keeps the language: one cached page per language).
  const routeOf = (url: URL) => matchRoutes(handlers.en.dataRoutes, withoutLocale(routablePath(url.pathname)))?.at(-1)?.route.id;
  return {
    render: (url, signal) => {
      const locale = localeOfPath(routablePath(url.pathname));
      return renderLocale.run(locale, () => renderPage(handlers[locale], rendered, url, signal));
    },
    pageKey: (url) => canonicalPageUrl(routeOf(url), url),
    pageKind: (url) => {
      if (rendered.has(routeOf(url) ?? '')) return 'server';
      return isWorkspacePage(handlers.en.dataRoutes, withoutLocale(routablePath(url.pathname))) ? 'signed-in' : 'browser';
    },
    // A signed-in page renders in its path's language too, through that language's handler.
    loadSignedIn: (url, { signal, timeZone } = {}) => {
      const routable = new URL(routablePath(url.pathname) + url.search, url);
      const locale = localeOfPath(routable.pathname);
      const i18n = createI18n(locale, CATALOGUES[locale]);
      const moment = { at: Date.now(), timeZone: timeZone ?? localTimeZone() };
      return renderLocale.run(locale, () =>
        renderMoment.run(moment, () => loadSignedInData(handlers[locale], routable, { i18n, moment }, signal)),
      );
    },
  };
}

const CATALOGUES = { en: enMessages, es: esMessages };

/**
 * The language of the render in progress, for the formatters (lib/locale.ts). Public and signed-in
 * renders overlap (each awaits its reads), so a module-wide setting could hand one render
 * another's language, and a page cached in the wrong one: each render runs inside its own.
 */
const renderLocale = new AsyncLocalStorage<AppLocale>();
readLocaleFrom(() => renderLocale.getStore());
/** A signed-in render's "now" and zone: the ones its payload carries, for the browser to hydrate with. */
const renderMoment = new AsyncLocalStorage<RenderMoment>();
readMomentFrom(() => renderMoment.getStore());

/** The routes the server renders (a `render: 'server'` route and everything under it), each with its handle. */
function serverRendered(routes: DataRouteObject[], inherited?: RouteHandle, found = new Map<string, RouteHandle>()) {
  for (const route of routes) {
    const own = route.handle as RouteHandle | undefined;
    const handle = own?.render === 'server' ? own : inherited;
    if (handle) found.set(route.id, handle);
    if (route.children) serverRendered(route.children, handle, found);
  }
  return found;
}

async function renderPage(
  handler: StaticHandler,
  rendered: Map<string, RouteHandle>,
  url: URL,
  signal?: AbortSignal,
): Promise<RenderOutcome> {
  // Answers are final for this render: no retries (a failure sends the shell) and nothing goes stale.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const routable = new URL(routablePath(url.pathname) + url.search, url);
  // This render's language, from its path: an i18n instance of its own (never Lingui's global);
  // the formatters read the same language from `renderLocale`.
  const locale = localeOfPath(routable.pathname);
  const i18n = createI18n(locale, CATALOGUES[locale]);
  const context = await handler.query(new Request(routable, { signal }), {
    requestContext: { queryClient } satisfies ServerRenderContext,
    // A browser-rendered page's loaders would read for nothing.
    filterMatchesToLoad: (match) => rendered.has(match.route.id),
  });
  if (context instanceof Response) return { kind: 'shell', reason: `the router answered ${context.status}` };
  const handle = rendered.get(context.matches.at(-1)?.route.id ?? '');
  if (!handle) return { kind: 'shell' };
  if (context.errors) return { kind: 'shell', reason: 'a read the page needs failed' };

  const refused = queryClient.getQueryCache().findAll({ predicate: (query) => isRefusal(query.state.error) });
  refused.forEach((query) => settleRefusal(queryClient, query.queryKey));
  const notFound = refused.some((query) => (query.state.error as ApiRequestError).status === 404);

  const { html, head } = await renderHtml({ handler, context, queryClient, i18n, signal });

  return {
    kind: 'page',
    status: notFound ? 404 : (handle.status ?? 200),
    html,
    head,
    payload: serializePayload({
      queries: dehydratePublicQueries(queryClient),
      router: { loaderData: context.loaderData, actionData: null, errors: null },
    }),
    routeIds: context.matches.map((match) => match.route.id),
    locale,
  };
}
