// First: zod must be jitless before any schema is built (lib/zod-jitless.ts).
import '../lib/zod-jitless.ts';
import type { I18n } from '@lingui/core';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import '../index.css';
import { createI18n } from '../lib/i18n/create-i18n.ts';
import { loadMessages } from '../lib/i18n/load-messages.ts';
import { basenameOf, INTL_LOCALES, localeOfPath, withoutLocale } from '../lib/i18n/locales.ts';
import { setActiveLocale } from '../lib/locale.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { pinRenderMoment, releaseRenderMoment } from '../lib/render-moment.ts';
import { hydrateQueries, readPayload, SIGNED_IN_FRESH_MS } from './hydration.ts';
import { AppProvider } from './provider.tsx';
import { routablePath } from './routable-path.ts';
import { createBrowserRoutes, createRouter, loadMatchedRoutes } from './router.tsx';

// A path with an encoded line terminator, made one the routes can match (the server rendered it so).
const routable = routablePath(window.location.pathname);
if (routable !== window.location.pathname) window.history.replaceState(window.history.state, '', routable + window.location.search);

// The page's language is its path's (`/es/…` is Spanish), the one the server rendered it in, and
// everything renders in it. In the build each chunk's messages in that language arrive with the
// chunk, before its code runs (decision 0019). `?pseudo` in development shows the
// pseudo-localised messages (docs/i18n.md).
const locale = localeOfPath(window.location.pathname);
setActiveLocale(locale);
document.documentElement.lang = locale;
// The first Intl formatter a page builds loads the language's data, tens of milliseconds on a slow
// phone in one piece: that happens in a task of its own while the page's code downloads, not inside
// the slice of hydration that first writes a figure (the formatters built then cost little).
setTimeout(() => new Intl.NumberFormat(INTL_LOCALES[locale]).format(0));
const pseudo = import.meta.env.DEV && new URLSearchParams(window.location.search).has('pseudo');
const messages = loadMessages(pseudo ? 'pseudo' : locale).then((loaded) => createI18n(pseudo ? 'pseudo' : locale, loaded));

// One query client for the router's loaders and the components.
const queryClient = createQueryClient();
const container = document.getElementById('root')!;
// A public page arrives rendered, with the data it was rendered from (the server's
// features/web/); so does a signed-in page opened with a session, with that person's data
// (decision 0016). The rest arrive as the app shell and render here, a signed-in page whose render
// failed with its session and data in the payload, so it renders with them at once instead of asking.
const payload = readPayload();

// The server rendered a signed-in page without this history entry's own state (a notice, "just
// followed"), which only the browser keeps across a reload: the page starts from what it rendered.
if (payload?.signedIn && payload.router && window.history.state?.usr)
  window.history.replaceState({ ...window.history.state, usr: null }, '');

const app = (browserRoutes: ReturnType<typeof createBrowserRoutes>, i18n: I18n) => {
  const router = createRouter(browserRoutes, payload?.router, basenameOf(locale));
  // A signed-in page writes "now" as the server did until the person first moves on (lib/render-moment.ts).
  if (payload?.renderedAt !== undefined) {
    pinRenderMoment(payload.renderedAt, payload.renderTimeZone ?? 'UTC');
    const unsubscribe = router.subscribe(() => {
      releaseRenderMoment();
      unsubscribe();
    });
  }
  return (
    <StrictMode>
      <AppProvider queryClient={queryClient} i18n={i18n}>
        {/* A route change is an ordinary update, not a transition. A transition that reaches a lazy
            part React has not hydrated yet (the header's bell, whose code comes after the page)
            waits for that part first, so a link followed early kept the old page under the new
            address until the chunk came, and at times for ever. An ordinary update renders
            such a part afresh instead (its fallback until its code arrives) and opens the page. */}
        <RouterProvider router={router} useTransitions={false} />
      </AppProvider>
    </StrictMode>
  );
};

// A signed-in page's payload was read for this load: fresh while it renders, so nothing is read again.
if (payload) hydrateQueries(queryClient, payload.queries, { freshForMs: payload.signedIn ? SIGNED_IN_FRESH_MS : 0 });
if (payload?.router) {
  // Hydrate from the page's own components, not a fallback: their chunks (and, for a signed-in
  // page, the workspace's route list) were preloaded with the HTML, their messages with them. (Promises, not top-level await, which would split the entry into many chunks.)
  // Hydration as a transition: React takes the page over in slices, yielding to the browser
  // between them (a tap meanwhile is replayed once its part is hydrated), not one long task on a
  // slow phone.
  const clientPages = payload.signedIn ? import('./client-routes.ts').then((module) => module.clientRoutes) : Promise.resolve(undefined);
  void Promise.all([messages, clientPages]).then(async ([i18n, pages]) => {
    const browserRoutes = createBrowserRoutes(queryClient, pages);
    await loadMatchedRoutes(browserRoutes.routes, withoutLocale(window.location.pathname) + window.location.search);
    startTransition(() => {
      hydrateRoot(container, app(browserRoutes, i18n));
    });
  });
} else {
  void messages.then((i18n) => createRoot(container).render(app(createBrowserRoutes(queryClient), i18n)));
}
